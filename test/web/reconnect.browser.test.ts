// A dropped connection mid-game: the server goes away and comes back (same port, same SQLite
// file); the page says it is reconnecting, reconnects by itself, catches up with a move made
// meanwhile, and the game goes on — no reload.
import { describe, expect, it, vi } from 'vitest';
import type { Action, CreateGameResponse, ViewResponse } from '../../src/protocol/game.ts';
import { answer, answerByKeyboard } from './clickbot.ts';
import { artifact, browserTable, hasChromium, json, openPage, type Server, startServer } from './harness.ts';

const PREFERRED: Action['type'][] = ['explore', 'pass', 'take', 'fight', 'endTurn'];

/** Bob plays by plain HTTP: the first listed action of the kind he likes, else the first one. */
async function bobMoves(server: Server, gameId: string, token: string): Promise<boolean> {
  const v = await json<ViewResponse>(`${server.url}/api/games/${gameId}/view`, undefined, token);
  if (v.view.over || v.view.pending?.seat !== 1 || v.view.legal.length === 0) return false;
  const legal = v.view.legal;
  const action = PREFERRED.map((t) => legal.find((a) => a.type === t)).find(Boolean) ?? legal.find((a) => a.type !== 'plot') ?? legal[0];
  await json(`${server.url}/api/games/${gameId}/actions`, { version: v.version, action }, token);
  return true;
}

describe.skipIf(!hasChromium)('web client: reconnect after a dropped connection', () => {
  const t = browserTable();

  it('recovers by itself and resyncs', async () => {
    const created = await json<CreateGameResponse>(`${t.server.url}/api/games`, {
      players: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bob' }], options: { seed: 7, startSeat: 0 },
    });
    const [annSeat, invited] = created.seats;
    // Bob takes his seat by plain HTTP (the invite's claim gives him his own token).
    const bobSeat = await json<{ token: string }>(`${t.server.url}/api/games/${created.gameId}/claim`, { code: invited.invite });
    const errors: string[] = [];
    const page = await openPage(await t.browser.newContext({ viewport: { width: 1280, height: 860 } }), errors);
    await page.goto(t.server.url + annSeat.inviteUrl);
    await page.waitForSelector('.game[data-seat="0"] [data-status="live"]');

    const play = async (annDecisions: number, keyboard = false): Promise<void> => {
      for (let n = 0; n < annDecisions;) {
        if (await bobMoves(t.server, created.gameId, bobSeat.token!)) continue;
        if ((await page.getAttribute('.game', 'data-mine')) === 'true') {
          await (keyboard ? answerByKeyboard(page) : answer(page));
          n++;
        } else {
          // Ann's decision by the server, not yet on her screen; or her auto-pass answered it and
          // it is Bob's turn now (a loaded machine sees either): wait for one of them.
          await vi.waitUntil(
            async () => (await page.getAttribute('.game', 'data-mine')) === 'true' || (await bobMoves(t.server, created.gameId, bobSeat.token!)),
            { timeout: 30_000, interval: 50 },
          );
        }
      }
    };
    // The first moves with the keyboard alone: the decision takes focus, Tab reaches its choices.
    await play(3, true);
    await play(3);

    // The server goes away.
    const errorsBefore = errors.length;
    await t.server.running.close();
    await page.waitForSelector('[data-testid="reconnecting"]', { timeout: 15_000 });
    expect(await page.getAttribute('.status-pill', 'data-status')).toBe('reconnecting');
    await page.screenshot({ path: artifact('reconnecting.png') });

    // It comes back; Bob moves (if it is his turn) before the page is even back.
    t.server = await startServer(t.outDir, { dbFile: t.server.dbFile, port: t.server.port });
    while (await bobMoves(t.server, created.gameId, bobSeat.token!));
    const now = await json<ViewResponse>(`${t.server.url}/api/games/${created.gameId}/view`, undefined, annSeat.token);
    await page.waitForSelector('[data-status="live"]', { timeout: 20_000 });
    await page.waitForFunction((v) => Number(document.querySelector('.game')?.getAttribute('data-version')) >= v, now.version, { timeout: 10_000 });
    expect(await page.locator('[data-testid="reconnecting"]').count()).toBe(0);

    // Refused connections while the server was down are expected; nothing else may go wrong.
    // They are taken out of the list at the end too: Chromium may report one of them only
    // after the page is live again (seen on a loaded machine).
    const refused = (e: string): boolean => /ERR_CONNECTION_REFUSED|WebSocket connection|Failed to load resource/.test(e);
    expect(errors.slice(errorsBefore).filter((e) => !refused(e))).toEqual([]);

    // Auto-pass on every race: offers made to Ann while Bob explores answer themselves.
    await page.click('.settings summary');
    for (const race of ['jellyfish', 'crab', 'seahorse', 'shellfish', 'squid']) await page.check(`.settings [data-autopass="${race}"]`);
    const passesBefore = await page.locator('.log-lines li', { hasText: 'Ann passes' }).count();
    const passes = (): Promise<number> => page.locator('.log-lines li', { hasText: 'Ann passes' }).count();
    for (let n = 0; n < 60 && (await passes()) === passesBefore; n++) await play(1);
    expect(await passes()).toBeGreaterThan(passesBefore);
    expect(errors.slice(0, errorsBefore)).toEqual([]);
    expect(errors.slice(errorsBefore).filter((e) => !refused(e))).toEqual([]);
  }, 300_000);
});
