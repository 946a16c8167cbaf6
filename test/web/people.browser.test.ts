// Playing with people in two browser contexts: a friend opens the invite, chooses a name, and
// the host sees it; presence follows the friend's tab; when the friend, on their turn, closes
// the tab, the host hands the seat to a bot (away at once here: absentAfterMs 0) and the game
// goes on; the friend's turn timer shows while they decide.
import { describe, expect, it } from 'vitest';
import type { CreateGameResponse } from '../../src/protocol/game.ts';
import { artifact, browserTable, hasChromium, json, openPage } from './harness.ts';

describe.skipIf(!hasChromium)('web client: playing with people', () => {
  const t = browserTable({ server: { table: { absentAfterMs: 0 } } });

  it('a friend joins with a name, presence follows their tab, and an away seat goes to a bot', async () => {
    const errors: string[] = [];
    const g = await json<CreateGameResponse>(`${t.server.url}/api/games`, {
      players: [{ kind: 'human', name: 'Ann' }, { kind: 'human' }],
      options: { startSeat: 1, turnSeconds: 120 },
    });
    const ann = await openPage(await t.browser.newContext({ viewport: { width: 1280, height: 800 } }), errors);
    await ann.goto(t.server.url + g.seats[0].inviteUrl!);
    await ann.waitForSelector('.game[data-seat="0"]');
    await ann.waitForSelector('[data-presence-seat="0"][data-presence="online"]');
    await ann.waitForSelector('[data-presence-seat="1"][data-presence="offline"]');
    expect(await ann.locator('[data-presence-seat="1"] b').textContent()).toBe('Player 2');

    // Bob opens his invite and names himself.
    const bobContext = await t.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const bob = await openPage(bobContext, errors);
    await bob.goto(t.server.url + g.seats[1].inviteUrl!);
    await bob.waitForSelector('[data-act="take-seat"]');
    await bob.fill('[data-testid="claim-name"]', '  Zoë  ');
    await bob.screenshot({ path: artifact('claim-with-name.png') });
    await bob.click('[data-act="take-seat"]');
    await bob.waitForSelector('.game[data-seat="1"][data-mine="true"]');

    // Ann sees his name and that he is here; Bob sees his timer running.
    await ann.waitForSelector('[data-presence-seat="1"][data-presence="online"]');
    expect(await ann.locator('[data-presence-seat="1"] b').textContent()).toBe('Zoë');
    expect(await ann.locator('.game').textContent()).not.toContain('Player 2');
    expect(await bob.locator('[data-testid="turn-clock"]').textContent()).toMatch(/^[12]:\d\d$/);
    expect(await ann.getByTestId('away-choice').count()).toBe(0);
    await ann.screenshot({ path: artifact('presence-online.png') });

    // Bob's tab closes on his turn: Ann sees him offline and away, and hands his seat to a bot.
    await bobContext.close();
    await ann.waitForSelector('[data-presence-seat="1"][data-presence="offline"]');
    await ann.waitForSelector('[data-testid="away-choice"]');
    await ann.screenshot({ path: artifact('presence-away.png') });
    await ann.click('[data-act="away-bot"]');
    await ann.waitForSelector('[data-presence-seat="1"][data-presence="bot"]');
    // The bot plays Bob's turn; the game comes to Ann.
    await ann.waitForSelector('.game[data-mine="true"]', { timeout: 60_000 });
    expect(await ann.getByTestId('away-choice').count()).toBe(0);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
