// Post-game analysis in the browser: from a finished game's score screen, "Analyse the game"
// opens the replay viewer, which shows the background job's progress, then the chart of
// expected scores and the costliest decisions, each a jump to that moment through the seat's eyes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseGame } from '../../src/analysis/analyse.ts';
import { markSentence } from '../../src/i18n/analysis.ts';
import type { AnalysisJobView, CreateGameResponse, LogResponse, ServerMessage } from '../../src/protocol/game.ts';
import { WsClient } from '../server/helpers.ts';
import { browserTable, hasChromium, json, openPage } from './harness.ts';

describe.skipIf(!hasChromium)('web client: post-game analysis', () => {
  const t = browserTable({ server: { analysis: { analysis: { iterations: 30, samples: 4, seed: 3, threshold: 0.5 } } } });

  it('analyses a finished game from its score screen, with progress, a chart and jumps to the marked decisions; and a replay file in the browser', async () => {
    const created = await json<CreateGameResponse>(`${t.server.url}/api/games`, {
      players: [{ kind: 'bot', level: 'easy', name: 'Eel' }, { kind: 'bot', level: 'easy', name: 'Ray' }],
      options: { seed: 20261203, startSeat: 0 },
    });
    const ws = await WsClient.open(t.server.url, created.gameId);
    await ws.next((m: ServerMessage) => m.type === 'view' && m.view.over, 300_000);
    ws.close();

    const errors: string[] = [];
    const context = await t.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await openPage(context, errors);
    await page.goto(`${t.server.url}/replay/${created.gameId}`);
    await page.click('[data-step="end"]');
    await page.getByTestId('score-screen').waitFor();
    await page.getByTestId('analyse-game').click();
    await page.waitForURL(/\?analyse=0$/);
    await page.getByTestId('analysis-progress').waitFor({ timeout: 30_000 });
    await page.getByTestId('analysis-marks').waitFor({ timeout: 240_000 });

    const job = await json<AnalysisJobView>(`${t.server.url}/api/games/${created.gameId}/analysis`);
    expect(job.status).toBe('done');
    const analysis = job.analysis!;
    expect(analysis.seat).toBe(0);
    const shown = await page.getByTestId('analysis-marks').locator('li').allTextContents();
    expect(shown).toEqual(analysis.marks.map((i) => `Action ${analysis.decisions[i].index + 1} ${markSentence(analysis.decisions[i], 'en')}`));
    // One dot per marked decision on the chart.
    expect(await page.getByTestId('analysis-chart').locator('circle.mark').count()).toBe(analysis.marks.length);

    // The costliest decision: the replay just before it, as the analysed seat saw it.
    const first = analysis.decisions[analysis.marks[0]];
    await page.getByTestId('analysis-marks').locator('li').first().locator('button').click();
    await page.waitForSelector(`[data-testid="replay-step"][data-step="${first.index}"]`);
    expect(await page.getByTestId('seat-picker').inputValue()).toBe('0');
    expect(errors).toEqual([]);
    await context.close();

    // The same game as a file (no server copy): analysed in the browser, on a Web Worker, as the library does.
    const file = join(mkdtempSync(join(tmpdir(), 'abyss-analysis-')), 'game.json');
    const log = await json<LogResponse>(`${t.server.url}/api/games/${created.gameId}/log`);
    writeFileSync(file, JSON.stringify(log));
    const fileContext = await t.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const filePage = await openPage(fileContext, errors);
    await filePage.goto(`${t.server.url}/replay`);
    await filePage.setInputFiles('[data-testid="replay-file"]', file);
    await filePage.selectOption('[data-testid="analysis-seat"]', '1');
    await filePage.getByTestId('analysis-start').click();
    await filePage.getByTestId('analysis-summary').waitFor({ timeout: 240_000 });
    const here = analyseGame({ options: log.replay.options, actions: log.replay.actions.map((a) => a.action), seat: 1 }, { iterations: 60, samples: 12 })!;
    const marks = await filePage.locator('[data-testid="analysis-marks"] li').allTextContents();
    expect(marks).toEqual(here.marks.map((i) => `Action ${here.decisions[i].index + 1} ${markSentence(here.decisions[i], 'en')}`));
    expect(errors).toEqual([]);
    await fileContext.close();
  });
});
