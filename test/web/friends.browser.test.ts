// Two friends at one table, each in their own browser (separate storage), joined by invite link:
// the host re-issues the link (the first one stops working), Bob takes his seat on a desktop
// and moves it to his phone (the desktop loses it); every move shows up live on the other
// screen (by clicks on either screen, then through the API to the end of the game); undo takes
// back a recruitment. A chosen seed is announced on the invite page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answer, version } from './clickbot.ts';
import type { CreateGameResponse, ViewResponse } from '../../src/protocol/game.ts';
import { clickBotAction } from './tutorialPath.ts';
import { animationsDone, artifact, browserTable, hasChromium, json, openedUrls, openPage } from './harness.ts';

async function state(page: Page): Promise<{ mine: boolean; over: boolean; version: number }> {
  return page.evaluate(() => {
    const g = document.querySelector('.game');
    return { mine: g?.getAttribute('data-mine') === 'true', over: g?.getAttribute('data-over') === 'true', version: Number(g?.getAttribute('data-version') ?? -1) };
  });
}

async function caughtUp(page: Page, v: number): Promise<void> {
  await page.waitForFunction((want) => Number(document.querySelector('.game')?.getAttribute('data-version')) >= want, v, { timeout: 15_000 });
}

describe.skipIf(!hasChromium)('web client: two friends by invite link', () => {
  const t = browserTable();

  it('plays a whole game between two browser contexts', async () => {
    const errors: string[] = [];
    // Both browsers ask for reduced motion (the client then draws no animation): what is tested
    // here is the seats, the links and the moves shown live on the other screen, and a click
    // waits for its button to stand still, so each prompt's drop-in and each card's glide held up
    // every decision of both screens. Animations: layout, kraken-game, french, undo-motion.
    const ann = await openPage(await t.browser.newContext({ viewport: { width: 1280, height: 860 }, reducedMotion: 'reduce' }), errors);
    const bob = await openPage(await t.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' }), errors);

    // Ann creates a two-seat game: herself and a friend.
    await ann.goto(t.server.url);
    await ann.click('[aria-label="Remove seat 4"]');
    await ann.click('[aria-label="Remove seat 3"]');
    await ann.fill('[data-seat-name="0"]', 'Ann');
    await ann.selectOption('[data-seat-kind="1"]', 'friend');
    await ann.fill('[data-seat-name="1"]', 'Bob');
    await ann.click('[data-act="create"]');
    const first = await ann.inputValue('[data-invite="1"]');
    expect(first).toMatch(/\/play\/[\w-]+#invite=[\w-]{43}$/);
    expect(await ann.getByTestId('known-deal').count()).toBe(0);

    // Ann makes a new link for Bob: the first one stops working.
    await ann.click('[data-invite-seat="1"] [data-act="reissue"]');
    await expect.poll(() => ann.inputValue('[data-invite="1"]')).not.toBe(first);
    const invite = await ann.inputValue('[data-invite="1"]');
    expect(invite).toMatch(/#invite=[\w-]{43}$/);

    // Bob, on his desktop first: the old link is refused, the new one shows the table's seats.
    const deskErrors: string[] = [];
    const desk = await openPage(await t.browser.newContext({ viewport: { width: 1280, height: 860 } }), deskErrors);
    await desk.goto(first);
    expect(await desk.getByTestId('claim-error').textContent()).toMatch(/already been used|revoked or replaced/);
    await desk.goto(invite);
    await desk.waitForSelector('[data-act="take-seat"]');
    expect(await desk.locator('[data-claim-seat]').allTextContents()).toEqual(['Ann taken', 'Bob this invite']);
    expect(await desk.getByTestId('known-deal').count()).toBe(0);
    await desk.click('[data-act="take-seat"]');
    await desk.waitForSelector('.game[data-seat="1"]');
    expect(desk.url()).not.toContain('invite=');
    // Ann's list shows the seat taken, with nothing left to revoke.
    await ann.waitForSelector('[data-invite-seat="1"][data-state="claimed"]');
    await ann.screenshot({ path: artifact('invites-claimed.png') });
    expect(await ann.locator('[data-invite-seat="1"] button').count()).toBe(0);
    await ann.click('[data-act="go-to-table"]');
    await ann.waitForSelector('.game[data-seat="0"]');

    // Bob moves his seat to his phone: a one-time link; the desktop loses the seat.
    await desk.click('[data-act="move-seat"]');
    const move = await desk.inputValue('[data-field="transfer-link"]');
    expect(move).toMatch(/\/play\/[\w-]+#transfer=[\w-]{43}$/);
    await bob.goto(move);
    await bob.click('[data-act="take-seat"]');
    await bob.waitForSelector('.game[data-seat="1"]');
    expect(bob.url()).not.toContain('transfer=');
    await desk.waitForSelector('main [role="alert"]');
    expect(await desk.locator('.game').count()).toBe(0);
    // No seat token ever went into a URL the desktop opened (the socket sends it as its first message).
    const deskToken = await desk.evaluate(() => (JSON.parse(localStorage.getItem('abyss.seats.v1') ?? '[]') as { token: string }[]).map((s) => s.token));
    expect(deskToken.length).toBeGreaterThan(0);
    const deskUrls = openedUrls.get(desk)!;
    expect(deskUrls.some((u) => u.includes('/ws?'))).toBe(true);
    expect(deskUrls.filter((u) => deskToken.some((t) => u.includes(t)))).toEqual([]);
    expect(deskErrors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    await desk.context().close();

    // A tooltip on hover: every card explains itself.
    const card = ann.locator('.court .card').first();
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    await card.hover({ position: { x: 10, y: 10 } });
    await expect.poll(() => ann.locator('.tooltip').count()).toBe(1);
    expect(await ann.locator('.tooltip').textContent()).toMatch(/IP/);

    const pages = [ann, bob];
    let decisions = 0;
    let undone = false;
    let shot = false;
    let builderShot = false;
    const onBuilder = async (): Promise<void> => {
      if (builderShot) return;
      builderShot = true;
      await bob.screenshot({ path: artifact('builder-phone.png') });
    };
    // By clicks on both screens until a recruitment was undone and 40 decisions were made (the clicks' own answers are played to the end in every other
    // whole game: layout, french, kraken-game, offline, the tutorials); then the rest of the game
    // is played through the API with each seat's token, and both screens follow every move live.
    for (;;) {
      const states = await Promise.all(pages.map(state));
      if (states.every((s) => s.over)) break;
      if (undone && decisions >= 40) break;
      const i = states.findIndex((s) => s.mine && !s.over);
      if (i < 0) {
        // Neither screen has caught up with the move yet: wait until one of them shows its decision or the end.
        await expect.poll(async () => (await Promise.all(pages.map(state))).some((s) => s.mine || s.over), { timeout: 30_000 }).toBe(true);
        continue;
      }
      const page = pages[i];
      const other = pages[1 - i];
      const before = Number(await version(page));
      const courtBefore = await page.locator('.court .card.lord').count();
      await answer(page, i === 1 ? { manual: true, onBuilder } : {});
      decisions++;
      // Undo once, right after a recruitment (that did not refill the Court: a reveal cannot be undone).
      if (!undone && (await page.locator('.court .card.lord').count()) === courtBefore - 1 && (await page.locator('.prompt [data-act="undo"]').count()) > 0) {
        const v = Number(await version(page));
        await page.click('.prompt [data-act="undo"]');
        await caughtUp(page, v + 1);
        expect(await page.locator('.court .card.lord').count()).toBe(courtBefore);
        undone = true;
      }
      const after = Number(await version(page));
      expect(after).toBeGreaterThan(before);
      // The other screen follows without a reload.
      await caughtUp(other, after);
      if (!shot && decisions >= 30) {
        shot = true;
        await bob.screenshot({ path: artifact('friends-phone.png'), fullPage: false });
      }
      if (decisions > 3000) throw new Error('The game did not end');
    }
    const gameId = ann.url().split('/play/')[1];
    const seatTokens = await Promise.all(pages.map((page) => page.evaluate((id) => (JSON.parse(localStorage.getItem('abyss.seats.v1') ?? '[]') as { gameId: string; token: string }[]).find((s) => s.gameId === id)!.token, gameId)));
    let apiMoves = 0;
    for (; apiMoves < 3000; apiMoves++) {
      const pub = await json<ViewResponse>(`${t.server.url}/api/games/${gameId}/view`, undefined, seatTokens[0]);
      if (pub.view.over) break;
      const seat = pub.view.pending!.seat;
      const r = await json<ViewResponse>(`${t.server.url}/api/games/${gameId}/view`, undefined, seatTokens[seat]);
      const res = await json<ViewResponse & { error?: unknown }>(`${t.server.url}/api/games/${gameId}/actions`, { version: r.version, action: clickBotAction(r.view, seat) }, seatTokens[seat]);
      expect(res.error).toBeUndefined();
      // Both screens follow the move without a reload.
      await Promise.all(pages.map((page) => caughtUp(page, res.version)));
    }
    await ann.getByTestId('score-screen').waitFor();
    await bob.getByTestId('score-screen').waitFor();
    await animationsDone(bob);
    await bob.screenshot({ path: artifact('friends-phone-score.png'), fullPage: true });
    expect(undone).toBe(true);
    console.log(`two friends: ${decisions} decisions by clicks, then ${apiMoves} through the API`);
    for (const page of [ann, bob]) {
      const tokens = await page.evaluate(() => (JSON.parse(localStorage.getItem('abyss.seats.v1') ?? '[]') as { token: string }[]).map((s) => s.token));
      expect(tokens.length).toBeGreaterThan(0);
      expect(openedUrls.get(page)!.filter((u) => tokens.some((t) => u.includes(t)))).toEqual([]);
    }
    expect(errors).toEqual([]);
  }, 900_000);

  it('announces a chosen seed on the invite page, before anyone takes a seat', async () => {
    const created = await json<CreateGameResponse>(`${t.server.url}/api/games`, { players: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bob' }], options: { seed: 7 } });
    expect(created.knownDeal).toBe(true);
    const errors: string[] = [];
    const page = await openPage(await t.browser.newContext({ viewport: { width: 1280, height: 860 } }), errors);
    await page.goto(t.server.url + created.seats[1].inviteUrl!);
    await page.waitForSelector('[data-act="take-seat"]');
    expect(await page.getByTestId('known-deal').textContent()).toBe('Known deal: the creator chose the seed and can know every card; anyone watching can work the seed out from the first cards.');
    await page.screenshot({ path: artifact('claim-known-deal.png') });
    await page.click('[data-act="take-seat"]');
    await page.waitForSelector('.game[data-seat="1"]');
    expect(await page.getByTestId('known-deal').count()).toBe(1);
    expect(errors).toEqual([]);
  }, 60_000);
});
