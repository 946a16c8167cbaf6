// Watching and reviewing in the browser: the lobby lists a live game and, once it is over,
// marks it finished with a replay link; the replay viewer steps through a finished bot game
// to the end and back, through each seat's eyes, and opens a downloaded replay file. A live
// game's replay stays closed.
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreateGameResponse, LogResponse, ServerMessage } from '../../src/protocol/game.ts';
import { buildFrames, frameView } from '../../src/web/replay/frames.ts';
import { readReplay, type ReplaySource } from '../../src/web/replay/replayFile.ts';
import { createGame, rng, stepRandom, WsClient } from '../server/helpers.ts';
import { artifact, browserTable, hasChromium, json, openPage } from './harness.ts';

async function step(page: Page): Promise<{ step: number; last: number }> {
  const el = page.getByTestId('replay-step');
  return { step: Number(await el.getAttribute('data-step')), last: Number(await el.getAttribute('data-last')) };
}

async function waitStep(page: Page, n: number): Promise<void> {
  await page.waitForSelector(`[data-testid="replay-step"][data-step="${n}"]`, { timeout: 30_000 });
}

/** The Ally ids the replay's hand panel shows (sorted), or null when it shows none. */
async function shownHand(page: Page): Promise<number[] | null> {
  const hand = page.getByTestId('replay-hand');
  if ((await hand.count()) === 0) return null;
  const ids = await hand.locator('[data-hand-card]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-hand-card'))));
  return ids.sort((a, b) => a - b);
}

describe.skipIf(!hasChromium)('web client: watch and review', () => {
  const t = browserTable();

  it('steps a finished bot game through to the end and back, through each seat\'s eyes, and opens its file', async () => {
    const created = await json<CreateGameResponse>(`${t.server.url}/api/games`, {
      players: [{ kind: 'bot', level: 'easy', name: 'Eel' }, { kind: 'bot', level: 'easy', name: 'Ray' }],
      options: { seed: 20261201, startSeat: 0 },
    });
    // Wait for the bots to finish, on the spectator's socket.
    const started = Date.now();
    const ws = await WsClient.open(t.server.url, created.gameId);
    await ws.next((m: ServerMessage) => m.type === 'view' && m.view.over, 300_000);
    ws.close();
    const botGameMs = Date.now() - started;
    const log = await json<LogResponse>(`${t.server.url}/api/games/${created.gameId}/log`);
    const source = readReplay(log) as ReplaySource;
    const frames = buildFrames(source).frames;
    const actions = log.replay.actions.length;
    expect(frames.length).toBe(actions + 1);

    const errors: string[] = [];
    const context = await t.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await openPage(context, errors);
    await page.goto(`${t.server.url}/replay/${created.gameId}`);
    await waitStep(page, 0);
    expect(await step(page)).toEqual({ step: 0, last: actions });
    await expect(page.getByTestId('replay-lines').textContent()).resolves.toContain('The table is set');

    // Forward by button and by keyboard, then back.
    await page.click('[data-step="forward"]');
    await waitStep(page, 1);
    await expect(page.getByTestId('replay-lines').textContent()).resolves.toContain(`${source.seats![frames[1].actor!].name} decided:`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await waitStep(page, 3);
    await page.keyboard.press('ArrowLeft');
    await waitStep(page, 2);

    // Through to the end, one step at a time: every step's counter and actor line follow.
    const stepping = Date.now();
    for (let i = 3; i <= actions; i++) {
      await page.keyboard.press('ArrowRight');
      await waitStep(page, i);
    }
    expect(await step(page)).toEqual({ step: actions, last: actions });
    const metrics = { actions, botGameMs, msPerStep: Math.round((Date.now() - stepping) / (actions - 2)) };
    writeFileSync(artifact('replay-metrics.json'), JSON.stringify(metrics, null, 2));
    console.log('replay metrics', JSON.stringify(metrics));
    await page.getByTestId('score-screen').waitFor();
    expect(await page.isDisabled('[data-step="forward"]')).toBe(true);
    await page.screenshot({ path: artifact('replay-end.png'), fullPage: true });
    await page.keyboard.press('ArrowRight'); // nothing past the end
    expect((await step(page)).step).toBe(actions);
    await page.click('[data-step="back"]');
    await waitStep(page, actions - 1);
    await page.keyboard.press('Home');
    await waitStep(page, 0);
    await page.keyboard.press('End');
    await waitStep(page, actions);

    // Mid-game, the seat picker shows that seat's hand, exactly as the engine's view gives it.
    const mid = Math.floor(actions / 2);
    await page.locator('.replay-slider').fill(String(mid));
    await waitStep(page, mid);
    expect(await shownHand(page)).toBeNull(); // a spectator sees no hand
    const handOf = (seat: number) => [...(frameView(frames[mid], seat).players[seat].hand ?? [])].sort((a, b) => a - b);
    expect(handOf(0)).not.toEqual(handOf(1));
    await page.selectOption('[data-testid="seat-picker"]', '0');
    await expect.poll(() => shownHand(page), { timeout: 30_000 }).toEqual(handOf(0));
    await page.selectOption('[data-testid="seat-picker"]', '1');
    await expect.poll(() => shownHand(page), { timeout: 30_000 }).toEqual(handOf(1));
    await page.screenshot({ path: artifact('replay-seat.png'), fullPage: true });
    await page.selectOption('[data-testid="seat-picker"]', 'spectator');
    await expect.poll(() => shownHand(page), { timeout: 30_000 }).toBeNull();

    // The downloaded file opens in the viewer too.
    await page.goto(`${t.server.url}/replay`);
    await page.getByTestId('replay-file').setInputFiles({ name: 'abyss-game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(log)) });
    await waitStep(page, 0);
    expect(await step(page)).toEqual({ step: 0, last: actions });
    await page.keyboard.press('End');
    await waitStep(page, actions);
    // A file that is not a replay is refused with a sentence.
    await page.getByTestId('replay-file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":1}') });
    await expect(page.getByTestId('replay-error').textContent()).resolves.toBe('notes.json: This is not an Abyss replay (no "format": "abyss-replay").');

    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);

  it('lists a live game in the lobby and, once it is over, marks it finished with a replay', async () => {
    const created = await createGame(t.server.url, {
      players: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bob' }],
      options: { seed: 77, startSeat: 0, listed: true },
    });
    const id = created.gameId;
    const tokens = created.seats.map((s) => s.token!);
    const errors: string[] = [];
    const context = await t.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await openPage(context, errors);
    await page.goto(t.server.url);
    const liveRow = page.locator(`[data-list="live"] li[data-game="${id}"]`);
    await liveRow.waitFor({ timeout: 30_000 });
    expect(await liveRow.getAttribute('data-over')).toBe('false');
    expect(await liveRow.locator('.badge.live').count()).toBe(1);
    expect(await liveRow.getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe(`/play/${id}?spectate`);
    await page.screenshot({ path: artifact('lobby-watch.png'), fullPage: true });

    // Its replay stays closed while it is played (a second page: the 403 is expected there).
    const peek = await openPage(context, []);
    await peek.goto(`${t.server.url}/replay/${id}`);
    await expect(peek.getByTestId('replay-error').textContent({ timeout: 30_000 })).resolves.toBe('This game is still being played: its replay opens once it is over.');
    await peek.close();

    // Play it out over the API; the lobby, refreshing by itself, moves it to the finished list.
    const r = rng(5);
    while (await stepRandom(t.server.url, id, tokens, r)) { /* next move */ }
    const overRow = page.locator(`[data-list="over"] li[data-game="${id}"][data-over="true"]`);
    await overRow.waitFor({ timeout: 60_000 });
    await page.locator(`[data-list="live"] li[data-game="${id}"]`).waitFor({ state: 'detached', timeout: 60_000 });
    expect(await overRow.locator('.badge.live').count()).toBe(0);
    expect(await overRow.locator('.badge.over').count()).toBe(1);

    // Its final table says the game is over, not "Live"; its replay opens.
    await overRow.getByRole('link', { name: 'Final table' }).click();
    await page.waitForSelector('.game[data-over="true"]', { timeout: 30_000 });
    expect(await page.getAttribute('.status-pill', 'data-status')).toBe('over');
    expect(await page.textContent('.status-pill')).toBe('Game over');
    await page.goBack();
    await page.locator(`[data-list="over"] li[data-game="${id}"]`).getByRole('link', { name: 'Replay' }).click();
    await waitStep(page, 0);
    expect(page.url()).toBe(`${t.server.url}/replay/${id}`);
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
