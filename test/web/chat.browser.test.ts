// The table chat in the browser: two players talk in their room, a spectator (reading French)
// talks in the spectators' room, neither hears the other, and a muted player's words are hidden.
import { describe, expect, it } from 'vitest';
import { createGame } from '../server/helpers.ts';
import { browserTable, hasChromium, openPage } from './harness.ts';

describe.skipIf(!hasChromium)('web client: table chat', () => {
  const t = browserTable();

  it('players and spectators chat apart; a mute hides a player', async () => {
    const g = await createGame(t.server.url, { players: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bob' }] });
    const errors: string[] = [];
    const open = async (token: string | undefined, locale = 'en-GB') => {
      const context = await t.browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
      const page = await openPage(context, errors);
      await page.goto(`${t.server.url}/play/${g.gameId}${token ? `#token=${token}` : ''}`);
      await page.waitForSelector('.chat [data-field="chat"]');
      return { context, page };
    };
    const ann = await open(g.seats[0].token);
    const bob = await open(g.seats[1].token);
    const watcher = await open(undefined, 'fr-FR');
    const lines = (p: typeof ann) => p.page.locator('.chat .chat-lines li').allTextContents();
    const say = async (p: typeof ann, text: string) => {
      await p.page.fill('.chat [data-field="chat"]', text);
      await p.page.click('.chat [data-act="chat-send"]');
    };

    expect(await ann.page.textContent('.chat h2')).toBe('Table chat');
    expect(await watcher.page.textContent('.chat h2')).toBe('Discussion des spectateurs');
    await say(ann, 'Good luck, Bob <b>!</b>');
    await bob.page.waitForSelector('.chat .chat-lines li');
    expect(await lines(bob)).toEqual(['Ann: Good luck, Bob <b>!</b>']);
    await say(watcher, 'Belle table');
    await watcher.page.waitForSelector('.chat .chat-lines li');
    expect(await lines(watcher)).toEqual(['Spectateur: Belle table']);
    await say(bob, 'Thanks');
    await ann.page.waitForFunction(() => document.querySelectorAll('.chat .chat-lines li').length === 2);
    expect(await lines(ann)).toEqual(['Ann: Good luck, Bob <b>!</b>', 'Bob: Thanks']);
    // The rooms never mix.
    expect(await lines(watcher)).toEqual(['Spectateur: Belle table']);

    // Bob mutes Ann: her words leave his page (and stay hidden after a reload).
    await bob.page.click('.chat .chat-mutes summary');
    await bob.page.check('.chat [data-mute="0"]');
    expect(await lines(bob)).toEqual(['Bob: Thanks']);
    await bob.page.reload();
    await bob.page.waitForSelector('.chat .chat-lines li');
    expect(await lines(bob)).toEqual(['Bob: Thanks']);
    expect(errors).toEqual([]);
    for (const p of [ann, bob, watcher]) await p.context.close();
  });
});
