// The client's languages in a real browser: a French browser gets the lobby and the table in
// French (and <html lang="fr">), with no English UI word left outside the log and the card
// texts (another catalogue carries those); the header's switch turns it to English at once,
// and the choice outlives a reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreateGameResponse } from '../../src/protocol/game.ts';
import { artifact, browserTable, hasChromium, json, openPage } from './harness.ts';

/** English words of our own UI that must not show on a French page. */
const ENGLISH_UI = [
  'New game', 'Create the game', 'Join', 'Watch', 'Seat', 'Loading', 'Rules', 'Account', 'Leaderboard', 'Table options',
  'Explore', 'Recruit', 'Pearl', 'Pearls', 'Ally', 'Allies', 'Lords', 'Locations', 'Council', 'Court', 'Threat', 'Your turn',
  'Your hand', 'Discard', 'Plot', 'Request support', 'Preferences', 'Log', 'Undo', 'Waiting', 'online', 'offline', 'Monster', 'Key',
];

/** The page's text without the log and the card faces (card names and powers come from another catalogue). */
async function uiText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const el of body.querySelectorAll('.log, .card, .token, .aid-power, [data-testid="since-last-turn"] ul, .tooltip')) el.remove();
    // Option texts are words too; a <select>'s closed text is one of them.
    return body.textContent ?? '';
  });
}

function englishWords(text: string): string[] {
  return ENGLISH_UI.filter((w) => new RegExp(`(^|[^\\p{L}])${w}($|[^\\p{L}])`, 'u').test(text));
}

describe.skipIf(!hasChromium)('web client: languages', () => {
  const t = browserTable();

  it('a French browser gets the lobby in French, with no English UI word', async () => {
    const errors: string[] = [];
    const page = await openPage(await t.browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } }), errors);
    await page.goto(t.server.url);
    await page.waitForSelector('[data-testid="create-title"]');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.textContent('[data-testid="create-title"]')).toBe('Nouvelle partie');
    expect(await page.textContent('[data-testid="join-title"]')).toBe('Rejoindre ou regarder');
    expect(await page.textContent('[data-testid="watch-title"]')).toBe('Regarder une partie');
    expect(await page.textContent('[data-act="create"]')).toBe('Créer la partie');
    expect(await page.inputValue('[data-testid="lang-switch"]')).toBe('fr');
    await page.screenshot({ path: artifact('i18n-lobby-fr.png') });
    expect(englishWords(await uiText(page))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a French browser gets the table in French; the header switch turns it to English at once, and it is remembered', async () => {
    const errors: string[] = [];
    const g = await json<CreateGameResponse>(`${t.server.url}/api/games`, {
      players: [{ kind: 'human', name: 'Ann' }, { kind: 'bot', level: 'easy', name: 'Bob' }],
      options: { startSeat: 0, seed: 7 },
    });
    const page = await openPage(await t.browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } }), errors);
    await page.goto(t.server.url + g.seats[0].inviteUrl!);
    await page.waitForSelector('.game[data-seat="0"], [data-act="take-seat"]');
    if (await page.locator('[data-act="take-seat"]').count()) {
      expect(await page.textContent('[data-act="take-seat"]')).toBe('Prendre cette place');
      await page.click('[data-act="take-seat"]');
    }
    await page.waitForSelector('.game[data-mine="true"] [data-prompt="main"]');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.textContent('#prompt-title')).toBe('À vous : complotez si vous voulez, puis explorez, demandez du soutien ou recrutez');
    expect(await page.textContent('[data-act="explore"]')).toBe('Explorer les profondeurs');
    expect(await page.textContent('.game [data-act="rules"]')).toBe('Règles');
    expect(await page.textContent('.council h3')).toBe('Conseil');
    expect(await page.textContent('[data-testid="your-turn"]')).toBe('À vous de jouer !');
    await page.screenshot({ path: artifact('i18n-table-fr.png') });
    expect(englishWords(await uiText(page))).toEqual([]);

    // The switch in the header: English at once, no reload.
    await page.selectOption('[data-testid="lang-switch"]', 'en');
    await page.waitForSelector('html[lang="en"]');
    expect(await page.textContent('[data-act="explore"]')).toBe('Explore the Depths');
    expect(await page.textContent('#prompt-title')).toBe('Your turn: plot if you like, then explore, request support or recruit');
    expect(await page.textContent('.council h3')).toBe('Council');

    // Remembered: the French browser reopens the table in English.
    await page.reload();
    await page.waitForSelector('.game[data-mine="true"] [data-prompt="main"]');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.textContent('[data-act="explore"]')).toBe('Explore the Depths');
    expect(await page.inputValue('[data-testid="lang-switch"]')).toBe('en');
    expect(errors).toEqual([]);
  });
});
