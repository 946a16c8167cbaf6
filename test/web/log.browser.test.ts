// The log follows the newest line through a long game (past its 400-line cap), stops when the
// player scrolls up, and its "New lines" button brings the newest line back (and follows
// again: a scroll that is not the player's right after it is undone).
// Positions are read at a drawn frame (pageAt): what the player sees.
// All four seats are humans driven through the HTTP API on a fixed deal, so every run plays the
// same game: seats 0–2 explore as long as possible and pass every offer (many actions per turn)
// until every check is done, seat 3 plays the greedy decider throughout (it recruits, so the
// game moves on); once the checks are done, everyone plays greedy and the game ends soon.
// The page is seat 0's. A server bot would not do: its seed derives from the random game id.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createGreedyBot } from '../../src/bots/greedy.ts';
import { LORDS, endHandPreview, locationIpNow, type Action, type GameEvent, type PlayerView } from '../../src/engine/index.ts';
import { eventText, logDeck } from '../../src/i18n/events.ts';
import type { ClaimResponse, CreateGameResponse, ViewResponse } from '../../src/protocol/game.ts';
import { artifact, browserTable, hasChromium, json, openPage } from './harness.ts';

/** A line of the log as the page shows it (English, the view's names). */
const english = (v: PlayerView, e: GameEvent): string => eventText(e, 'en', v.options.names ?? [], logDeck(v.options));

/** Actions that keep a turn going and the game long. */
const SLOW = ['continue', 'explore', 'pass', 'endTurn'] as const;
/** The deal (a "known deal": the test creates the game with this seed). Seat 3's greedy play ends it near action 375. */
const SEED = 1;
/** Far past this game's length: a run that gets here has gone wrong (the policy or the engine changed). */
const MAX_ACTIONS = 1000;

interface LogState { text: string; visible: boolean; shown: number; button: string | null; geometry: string }

interface Aids { locations: [number, number][]; recruits: [number, number][]; endHand: number | null; cutPowers: string[] }

/** What the page shows once it has drawn a version: the log, and the decision aids when asked for. */
interface PageState { log: LogState; aids: Aids | null }

/**
 * The page once it shows `version` (or a newer one) and has drawn it: the log's last line,
 * whether it lies inside the scrolling list, and the jump button; with `aids`, the decision
 * aids on the page and the Lord cards of the Court whose power text is cut off.
 * A change that lands between two frames (the waiting line above the log gets longer a moment
 * after the new view's lines) shrinks the list, and its ResizeObserver brings the newest line
 * back before the next paint: measured in between, the line looks out of view although no
 * frame ever showed it so. So this waits until the page has drawn a frame with no change to the
 * document since the previous look, then measures: what the player sees.
 * One call into the page per look: on a loaded machine each round trip to the browser costs
 * more than the frames themselves. Every wait is bounded: a browser that stops drawing frames
 * (a wedged compositor) or answering fails the test with that reason, not with its timeout.
 */
async function pageAt(page: Page, version: number, aids: boolean): Promise<PageState> {
  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`the page answered nothing for 90 s while the test waited for version ${version}`)), 90_000);
  });
  const look = page.evaluate(async ({ version, aids }) => {
    let changed = true;
    const watch = new MutationObserver(() => {
      changed = true;
    });
    watch.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    // A frame, then a task after it (its resize observers and paint are done by then); false
    // when no frame comes for 10 s.
    const frame = (): Promise<boolean> => new Promise((done) => {
      const none = setTimeout(() => done(false), 10_000);
      requestAnimationFrame(() => {
        clearTimeout(none);
        setTimeout(() => done(true), 0);
      });
    });
    const shown = (): string | null | undefined => document.querySelector('.game')?.getAttribute('data-version');
    const late = (why: string) => {
      watch.disconnect();
      return { late: `${why}: it shows version ${shown()} (${document.querySelector('.status-pill')?.textContent})` };
    };
    // Nothing moves while a human seat decides: the version the test sent is the one to wait for.
    const giveUp = performance.now() + 60_000;
    while (!(Number(shown()) >= version)) {
      if (performance.now() > giveUp) return late('not shown in 60 s');
      if (!(await frame())) return late('no frame drawn for 10 s');
    }
    let frames = 0;
    for (; changed && frames < 120; frames++) {
      changed = false;
      if (!(await frame())) return late('no frame drawn for 10 s');
    }
    watch.disconnect();
    const ol = document.querySelector<HTMLElement>('.log-lines')!;
    const li = ol.lastElementChild as HTMLElement;
    const box = ol.getBoundingClientRect();
    const line = li.getBoundingClientRect();
    const button = document.querySelector('[data-testid="log-newest"]');
    const log = {
      text: li.textContent ?? '',
      visible: line.bottom <= box.bottom + 1 && line.top >= box.top - 1,
      shown: ol.children.length,
      button: button ? button.textContent : null,
      // Why a line is out of view, when it is.
      geometry: `line ${line.top}..${line.bottom} list ${box.top}..${box.bottom} scrollTop ${ol.scrollTop} scrollHeight ${ol.scrollHeight} `
        + `clientHeight ${ol.clientHeight} following ${ol.dataset.following} ${changed ? `still changing after ${frames} frames` : `settled in ${frames} frames`}`,
    };
    if (!aids) return { log, aids: null };
    const pairs = (sel: string, key: string): [number, number][] => [...document.querySelectorAll<HTMLElement>(sel)]
      .map((el) => [Number(el.dataset[key]), Number(el.dataset.ip)]);
    const hint = document.querySelector<HTMLElement>('[data-aid="end-hand"]');
    return {
      log,
      aids: {
        locations: pairs('[data-aid="location"]', 'location'),
        recruits: pairs('[data-aid="recruit"]', 'lord'),
        endHand: hint ? Number(hint.dataset.gain) : null,
        cutPowers: [...document.querySelectorAll<HTMLElement>('.court .lord-power')]
          .filter((el) => el.scrollHeight > el.clientHeight + 1).map((el) => el.textContent ?? ''),
      },
    };
  }, { version, aids });
  const r = await Promise.race([look, silent]).finally(() => clearTimeout(timer));
  if ('late' in r) throw new Error(`the page never drew version ${version}: ${r.late}`);
  return r;
}

describe.skipIf(!hasChromium)('web client: the log follows the game', () => {
  const t = browserTable();

  it('shows the newest line after 300+ actions; scrolled up, a button brings it back', async () => {
    const base = `${t.server.url}/api/games`;
    const g = await json<CreateGameResponse>(base, {
      players: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bo' }, { kind: 'human', name: 'Cy' }, { kind: 'human', name: 'Di' }],
      creatorSeat: 0,
      options: { seed: SEED },
    });
    expect(g.knownDeal).toBe(true);
    const tokens: string[] = [g.seats[0].token!];
    for (const seat of [1, 2, 3]) {
      const c = await json<ClaimResponse>(`${base}/${g.gameId}/claim`, { code: g.seats[seat].invite });
      tokens[seat] = c.token;
    }
    const viewOf = (seat: number): Promise<ViewResponse> => json<ViewResponse>(`${base}/${g.gameId}/view`, undefined, tokens[seat]);
    const deciders = [0, 1, 2, 3].map((seat) => createGreedyBot(100 + seat, { noise: 0.4 }));
    /** Seats 0–2 drag the game out until every check is done; seat 3 always plays to win. */
    const choose = (view: PlayerView, seat: number, slow: boolean): Action => {
      if (slow && seat !== 3) {
        for (const type of SLOW) {
          const a = view.legal.find((x) => x.type === type);
          if (a) return a;
        }
      }
      return deciders[seat].decide(view);
    };

    const errors: string[] = [];
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await openPage(context, errors);
    await page.goto(`${t.server.url}${g.seats[0].inviteUrl}`);
    await page.waitForSelector('.game .log-lines li');

    const checked = { followed: 0, scrolledUp: false, upAt: 0, jumped: false, locationAids: 0, recruitAids: 0, endHandHints: 0, doneAt: 0 };
    /**
     * Every check has had its chance: the jump back, 300 actions, and the log past its 400-line cap
     * (with a margin: lines leave the top while the page follows). From here the humans play greedy.
     */
    const done = (): boolean => checked.doneAt > 0;

    // The last answer the server gave: the view of the seat that acted, at the new version.
    let last = await viewOf(0);
    for (;;) {
      if (last.view.over) break;
      if (last.version > MAX_ACTIONS) {
        throw new Error(`the game is still on after ${last.version} actions (this deal ends near 375): the players' policy or the engine changed; checks so far ${JSON.stringify(checked)}`);
      }
      // Every view of a version names the seat deciding; the page's (seat 0's) and the decider's
      // are fetched while the page draws, unless the last answer is already one of them.
      const seat = last.view.pending?.seat ?? -1;
      const viewAt = (s: number): ViewResponse | Promise<ViewResponse> => (last.seat === s ? last : viewOf(s));
      const [state, mine, view] = await Promise.all([pageAt(page, last.version, seat === 0), viewAt(0), viewAt(seat)]);
      expect(mine.version).toBe(last.version);
      const newest = english(mine.view, mine.view.log[mine.view.log.length - 1]);
      if (!checked.scrolledUp) {
        expect(state.log.text.startsWith(newest), `last line ${JSON.stringify(state.log.text)}, newest ${JSON.stringify(newest)}`).toBe(true);
        expect(state.log.visible, `newest line out of view at action ${mine.version}: ${JSON.stringify(state.log)}`).toBe(true);
        expect(state.log.button).toBeNull();
        checked.followed++;
      }
      if (!checked.scrolledUp && !checked.jumped && mine.version >= 150) {
        // Scroll up on purpose: the log stays where I read and offers the way back.
        // The player's wheel, then the scroll it makes (at once: headless Chromium's animated
        // wheel scrolling can take seconds on a loaded machine).
        await page.evaluate(() => {
          const ol = document.querySelector<HTMLElement>('.log-lines')!;
          ol.dispatchEvent(new WheelEvent('wheel', { deltaY: -4000, bubbles: true }));
          ol.scrollTop = 0;
        });
        await page.waitForSelector('[data-testid="log-newest"]');
        checked.scrolledUp = true;
        checked.upAt = mine.version;
      } else if (checked.scrolledUp && !checked.jumped && mine.version >= checked.upAt + 20) {
        expect(state.log.visible).toBe(false);
        expect(state.log.button).toMatch(/^↓ New lines \(\d+\)$/);
        await page.screenshot({ path: artifact('log-new-lines.png') });
        // The player's wheel while reading, then the click on "New lines": following again.
        await page.evaluate(() => document.querySelector('.log-lines')!.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true })));
        await page.click('[data-testid="log-newest"]');
        await page.waitForSelector('[data-testid="log-newest"]', { state: 'detached' });
        // Then a scroll that is not theirs (the browser moving the content): the click spent the
        // wheel's intent, so the log undoes the scroll instead of taking it as the player's.
        await page.evaluate(() => {
          document.querySelector<HTMLElement>('.log-lines')!.scrollTop = 0;
        });
        const back = (await pageAt(page, mine.version, false)).log;
        expect(back.text.startsWith(newest)).toBe(true);
        expect(back.visible, back.geometry).toBe(true);
        expect(back.button).toBeNull();
        checked.jumped = true;
        checked.scrolledUp = false;
      }
      if (!done() && checked.jumped && mine.version >= 300 && mine.view.log.length > 450) checked.doneAt = mine.version;
      if (state.aids) {
        // The page is seat 0's: its aids carry the engine's numbers for this very view.
        const aids = state.aids;
        for (const [location, ip] of aids.locations) expect(ip).toBe(locationIpNow(mine.view, 0, location));
        for (const [lord, ip] of aids.recruits) expect(ip).toBe(LORDS[lord].ip);
        if (aids.endHand !== null) expect(aids.endHand).toBe(endHandPreview(mine.view, 0).gain);
        // One screenshot of each kind of aid, the first time it shows.
        if (aids.locations.length && !checked.locationAids) await page.screenshot({ path: artifact('aids-location.png') });
        if (aids.recruits.length && !checked.recruitAids) await page.screenshot({ path: artifact('aids-recruit.png') });
        checked.locationAids += aids.locations.length;
        checked.recruitAids += aids.recruits.length;
        checked.endHandHints += aids.endHand === null ? 0 : 1;
        expect(aids.cutPowers).toEqual([]);
      }
      const r = await fetch(`${base}/${g.gameId}/actions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[seat]}` },
        body: JSON.stringify({ version: view.version, action: choose(view.view, seat, !done()) }),
      });
      // Read the body: an unread one keeps its connection busy and the client opens more.
      const body = await r.text();
      expect(r.status, body).toBe(200);
      last = JSON.parse(body) as ViewResponse;
    }

    const final = await viewOf(0);
    await page.waitForSelector('.game[data-over="true"]');
    // The score screen arrives with the last lines and moves the panels: wait for the layout to settle.
    const geometry = () => page.evaluate(() => {
      const ol = document.querySelector<HTMLElement>('.log-lines')!;
      return { top: ol.scrollTop, height: ol.scrollHeight, client: ol.clientHeight, following: ol.dataset.following };
    });
    await page.waitForFunction(() => {
      const ol = document.querySelector('.log-lines')!;
      const li = ol.lastElementChild!;
      return li.getBoundingClientRect().bottom <= ol.getBoundingClientRect().bottom + 1;
    }, undefined, { timeout: 15_000 }).catch(async () => console.log('log not at the bottom', JSON.stringify(await geometry())));
    const end = (await pageAt(page, final.version, false)).log;
    console.log('log test', JSON.stringify({ actions: final.version, logLines: final.view.log.length, shown: end.shown, ...checked }));
    expect(final.version).toBeGreaterThanOrEqual(300);
    expect(checked.jumped).toBe(true);
    expect(checked.doneAt).toBeGreaterThan(0);
    const tail = await page.evaluate(() => [...document.querySelectorAll('.log-lines li')].slice(-3).map((li) => li.textContent));
    expect(end.text.startsWith(english(final.view, final.view.log[final.view.log.length - 1])), JSON.stringify({ page: tail, server: final.view.log.slice(-3).map((e) => english(final.view, e)) })).toBe(true);
    expect(end.visible, end.geometry).toBe(true);
    expect(end.shown).toBe(Math.min(400, final.view.log.length));
    expect(errors).toEqual([]);
    await context.close();
  }, 420_000);
});
