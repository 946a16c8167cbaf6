// Two accounts play a turn-based game from two browsers. Each signs up, takes its seat from an
// invite link (a turn-based seat joins the signed-in account by itself), then signs in again in
// a fresh browser context (another device: no seat token there) and finds the game in "my
// games" with whose move it is. When Ann's turn passes to Bea, Bea's lobby shows "your move"
// and an in-page notice, and the server pushes to Bea's subscription.
//
// How the push is checked: headless Chromium here has no network, so its PushManager cannot
// reach a real push service. Bea's page registers a subscription through the API itself (the
// same POST /api/push/subscribe, with the session cookie and CSRF token, that the account
// page's button makes after PushManager.subscribe), whose endpoint is a local https push
// service (test/server/noticeServices.ts) holding the subscription's private key: the test
// decrypts the push and compares its payload exactly.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateGameResponse, MyGamesResponse, ViewResponse } from '../../src/protocol/game.ts';
import { noticeLeaks } from '../server/leakCheck.ts';
import { PushService } from '../server/noticeServices.ts';
import { browserTable, hasChromium, json, openPage } from './harness.ts';

describe.skipIf(!hasChromium)('web client: a turn-based game between two accounts', () => {
  const push = new PushService();
  beforeAll(() => push.start());
  afterAll(() => push.close());
  const t = browserTable({
    server: () => ({
      turnCheckMs: 0, accounts: { scrypt: { log2N: 12, r: 8, p: 1 } },
      notices: { pushSubject: 'mailto:ops@example.org', pushNetwork: push.network() },
    }),
  });

  async function account(context: BrowserContext, errors: string[], login: string, signUp: boolean): Promise<Page> {
    const page = await openPage(context, errors);
    await page.goto(`${t.server.url}/account`);
    if (signUp) await page.click('[data-action="switch-mode"]');
    await page.fill('[data-field="login"]', login);
    await page.fill('[data-field="password"]', `${login}'s long password`);
    await page.click('[data-action="submit-account"]');
    await expect.poll(() => page.textContent('[data-field="signed-in-as"]'), { timeout: 30_000 }).toBe(login);
    return page;
  }

  /** The seat token this browser keeps for the game. */
  const tokenIn = (page: Page, gameId: string) =>
    page.evaluate((id) => (JSON.parse(localStorage.getItem('abyss.seats.v1') ?? '[]') as { gameId: string; token: string }[]).find((s) => s.gameId === id)?.token ?? null, gameId);

  it('lives in both accounts\' games on every device, and tells Bea when it is her move', async () => {
    const errors: string[] = [];
    const annCtx = await t.browser.newContext();
    const beaCtx = await t.browser.newContext();
    const annPage = await account(annCtx, errors, 'ann', true);
    const beaPage = await account(beaCtx, errors, 'bea', true);

    // The account page offers notifications behind a button (nothing is asked on load).
    await expect.poll(() => beaPage.textContent('[data-field="push-state"]'), { timeout: 15_000 }).toBe('This browser is not told when it is your move.');
    expect(await beaPage.locator('[data-action="enable-push"]').count()).toBe(1);
    // The service worker that shows pushes is served from the root and registers there (CSP allows it).
    const scope = await beaPage.evaluate(async () => (await navigator.serviceWorker.register('/sw.js', { scope: '/' })).scope);
    expect(scope).toBe(`${t.server.url}/`);
    const sub = push.subscription('bea');
    const subscribed = await beaPage.evaluate(async (body) => {
      const me = (await (await fetch('/api/account')).json()) as { csrfToken: string };
      const r = await fetch('/api/push/subscribe', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': me.csrfToken }, body: JSON.stringify(body) });
      return r.status;
    }, PushService.body(sub));
    expect(subscribed).toBe(204);

    // A turn-based table of two friends, Ann to move first; each takes a seat from an invite link.
    const game = await json<CreateGameResponse>(`${t.server.url}/api/games`, {
      players: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bea' }], creatorSeat: null,
      options: { seed: 41, startSeat: 0, turnBased: { hours: 24, onTimeout: 'bot' } },
    });
    for (const [page, seat] of [[annPage, 0], [beaPage, 1]] as const) {
      await page.goto(`${t.server.url}${game.seats[seat].inviteUrl}`);
      await page.click('[data-act="take-seat"]');
      await page.waitForSelector('.game');
      await expect.poll(() => page.textContent('[data-testid="turn-based"]'), { timeout: 15_000 }).toBe('Turn-based: 1 day per move; then a bot plays the seat until its player takes it back.');
    }

    // Another device for each: a fresh context, signed in again, with no seat token in it.
    const annCtx2 = await t.browser.newContext();
    const beaCtx2 = await t.browser.newContext();
    const ann2 = await account(annCtx2, errors, 'ann', false);
    const bea2 = await account(beaCtx2, errors, 'bea', false);
    for (const p of [ann2, bea2]) await p.goto(`${t.server.url}/`);
    const annEntry = ann2.locator(`li[data-game="${game.gameId}"]`);
    const beaEntry = bea2.locator(`li[data-game="${game.gameId}"]`);
    await expect.poll(() => annEntry.locator('.badge.turn').textContent(), { timeout: 30_000 }).toBe('your move');
    await expect.poll(() => beaEntry.textContent(), { timeout: 30_000 }).toContain('Ann’s move');
    expect(await beaEntry.locator('.badge.turn').count()).toBe(0);
    expect(await bea2.locator('[data-testid="turn-notice"]').count()).toBe(0);

    // Ann opens it on her second device (a seat token for that device) and plays her turn.
    await annEntry.getByRole('button', { name: 'Open' }).click();
    await ann2.waitForSelector('.game');
    const annToken = await tokenIn(ann2, game.gameId);
    expect(annToken).not.toBeNull();
    let v = await json<ViewResponse>(`${t.server.url}/api/games/${game.gameId}/view`, undefined, annToken!);
    expect(v.seat).toBe(0);
    while (v.view.pending?.seat === 0) v = await json<ViewResponse>(`${t.server.url}/api/games/${game.gameId}/actions`, { version: v.version, action: v.view.legal[0] }, annToken!);
    expect(v.view.pending?.seat).toBe(1);

    // Bea's lobby, open on her second device, sees it become her move (it asks every 10 s).
    await expect.poll(() => beaEntry.locator('.badge.turn').textContent(), { timeout: 30_000 }).toBe('your move');
    await expect.poll(() => bea2.textContent('[data-testid="turn-notice"]'), { timeout: 30_000 }).toBe(`Your move in game ${game.gameId} (Ann, Bea).`);

    // And the server pushed to her subscription: decrypted, exactly the public facts.
    await t.server.running.notified();
    const beaToken = await tokenIn(beaPage, game.gameId);
    const mine = await json<MyGamesResponse>(`${t.server.url}/api/me/games`, { tokens: [beaToken] });
    const deadline = mine.games[0].deadline!;
    const pushes = push.received.filter((p) => p.path === '/push/bea');
    expect(pushes).toHaveLength(1);
    expect(noticeLeaks(pushes[0].payload, { gameId: game.gameId, seat: 1, players: ['Ann', 'Bea'], deadline, onTimeout: 'bot' })).toEqual([]);

    // Bea opens the game from there and finds her move waiting, with its deadline.
    await beaEntry.getByRole('button', { name: 'Open' }).click();
    await bea2.waitForSelector('.game');
    await expect.poll(() => bea2.locator('[data-testid="turn-deadline"]').count(), { timeout: 15_000 }).toBe(1);
    expect(errors).toEqual([]);
    for (const c of [annCtx, beaCtx, annCtx2, beaCtx2]) await c.close();
  }, 300_000);

  it('is created from the lobby with its time limit, and the creator\'s seat joins the signed-in account', async () => {
    const errors: string[] = [];
    const ctx = await t.browser.newContext();
    const page = await account(ctx, errors, 'cleo', true);
    await page.goto(`${t.server.url}/`);
    await page.selectOption('[data-seat-kind="1"]', 'friend');
    expect(await page.locator('[data-option="turnBasedHours"]').count()).toBe(0);
    await page.selectOption('[data-option="pace"]', 'turn-based');
    // A turn-based table has no real-time timer to choose.
    expect(await page.locator('[data-option="turnSeconds"]').count()).toBe(0);
    await page.selectOption('[data-option="turnBasedHours"]', '48');
    await page.selectOption('[data-option="onTimeout"]', 'end');
    await page.click('[data-act="create"]');
    await page.waitForSelector('[data-act="go-to-table"]');
    const games = await page.evaluate(async () => (await (await fetch('/api/account/games')).json()) as { games: { seat: number; turnBased?: unknown; deciding: number | null }[] });
    expect(games.games).toHaveLength(1);
    expect(games.games[0].seat).toBe(0);
    expect(games.games[0].turnBased).toEqual({ hours: 48, onTimeout: 'end' });
    expect(errors).toEqual([]);
    await ctx.close();
  }, 120_000);
});
