// The score chart of an expansion game: every column of the sheet is a segment of its player's
// bar (Nebulis & Kraken, Scourge & Wounds too), what is drawn adds up to the total, and every
// bar and total label lies inside the chart.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScoreLine } from '../../src/engine/index.ts';
import { ScoreScreen } from '../../src/web/game/ScoreScreen.tsx';
import { CHART, chartBars, sourcesOf } from '../../src/web/game/scoreChart.ts';
import { loadLang } from '../../src/web/i18n/index.ts';

beforeAll(() => loadLang('en'));

const line = (seat: number, rank: number, parts: Omit<ScoreLine, 'seat' | 'rank' | 'total' | 'pearls'>): ScoreLine => ({
  seat, rank, pearls: 2, ...parts,
  total: parts.locations + parts.lords + parts.allies + parts.monsters + (parts.nebulis ?? 0) + (parts.leviathan ?? 0),
});

/** A 5-player Kraken + Leviathan sheet: the winner has the Scourge, others lose to Nebulis, the figure and Wounds. */
const SHEET: ScoreLine[] = [
  line(0, 2, { locations: 14, lords: 40, allies: 12, monsters: 4, nebulis: -7, leviathan: -2 }),
  line(1, 1, { locations: 22, lords: 48, allies: 15, monsters: 6, nebulis: 0, leviathan: 5 }),
  line(2, 4, { locations: 0, lords: 30, allies: 9, monsters: 0, nebulis: -2, leviathan: -4 }),
  line(3, 3, { locations: 8, lords: 22, allies: 5, monsters: 2, nebulis: -1, leviathan: 0 }),
  line(4, 5, { locations: 0, lords: 12, allies: 3, monsters: 0, nebulis: 0, leviathan: -1 }),
];
const TOTALS = [61, 96, 33, 36, 14];

describe('score chart', () => {
  it('the sheet is what the test means: totals include the expansions', () => {
    expect(SHEET.map((l) => l.total)).toEqual(TOTALS);
    expect(sourcesOf(SHEET)).toEqual(['locations', 'lords', 'allies', 'monsters', 'nebulis', 'leviathan']);
  });

  it('draws every source, gains less losses adding up to the total, each bar and label inside the chart', () => {
    const bars = chartBars(SHEET);
    const scale = (CHART.width - CHART.left - CHART.right) / 96;
    expect(bars.map((b) => b.seat)).toEqual([1, 0, 3, 2, 4]);
    for (const b of bars) {
      const drawn = b.gains.reduce((n, s) => n + s.value, 0) + b.losses.reduce((n, s) => n + s.value, 0);
      expect(drawn).toBe(b.total);
      const widths = b.gains.reduce((n, s) => n + s.width, 0) - b.losses.reduce((n, s) => n + s.width, 0);
      expect(widths).toBeCloseTo(b.total * scale, 9);
      expect(b.totalX).toBeCloseTo(CHART.left + b.total * scale, 9);
      // Contiguous segments from the zero line; the losses run back from the gains' end.
      let x = CHART.left;
      for (const s of b.gains) {
        expect(s.x).toBeCloseTo(x, 9);
        x += s.width;
      }
      for (const s of b.losses) {
        expect(s.x + s.width).toBeCloseTo(x, 9);
        x = s.x;
      }
      for (const s of [...b.gains, ...b.losses]) {
        expect(s.x).toBeGreaterThanOrEqual(CHART.left - 1e-9);
        expect(s.x + s.width).toBeLessThanOrEqual(CHART.width - CHART.right + 1e-9);
      }
      // The label: at most 3 digits of 13px bold text (under 9 px a digit) after the bar.
      expect(b.labelX + 3 * 9).toBeLessThanOrEqual(CHART.width);
    }
    const winner = bars[0];
    expect(winner.gains.map((s) => [s.source, s.value])).toEqual([['locations', 22], ['lords', 48], ['allies', 15], ['monsters', 6], ['nebulis', 0], ['leviathan', 5]]);
    expect(bars[1].losses.map((s) => [s.source, s.value])).toEqual([['nebulis', -7], ['leviathan', -2]]);
  });

  it('the rendered chart has a segment for Nebulis & Kraken and Scourge & Wounds in each bar, and the table its total third', () => {
    const html = renderToStaticMarkup(createElement(ScoreScreen, { gameId: 'g', scores: SHEET, name: (s: number) => `P${s + 1}`, me: 0 }));
    const svg = html.slice(html.indexOf('<svg'), html.indexOf('</svg>'));
    for (const source of ['nebulis', 'leviathan']) expect(svg.match(new RegExp(`data-source="${source}"`, 'g'))?.length, source).toBe(5);
    expect([...svg.matchAll(/<g data-seat="(\d)" data-total="(-?\d+)"/g)].map((m) => [Number(m[1]), Number(m[2])])).toEqual([[1, 96], [0, 61], [3, 36], [2, 33], [4, 14]]);
    expect([...html.matchAll(/<th scope="col">([^<]+)<\/th>/g)].map((m) => m[1].replace('&amp;', '&')))
      .toEqual(['Rank', 'Player', 'Total', 'Locations', 'Lords', 'Allies', 'Monsters', 'Nebulis & Kraken', 'Scourge & Wounds', 'Pearls']);
    const legend = html.slice(html.indexOf('chart-legend'), html.indexOf('<svg'));
    expect([...legend.matchAll(/data-source="(\w+)"/g)].map((m) => m[1])).toEqual(['locations', 'lords', 'allies', 'monsters', 'nebulis', 'leviathan']);
  });

  it('a base game has the four sources only', () => {
    const base = SHEET.map(({ nebulis: _n, leviathan: _l, ...rest }) => ({ ...rest, total: rest.locations + rest.lords + rest.allies + rest.monsters }));
    expect(sourcesOf(base)).toEqual(['locations', 'lords', 'allies', 'monsters']);
    for (const b of chartBars(base)) expect(b.losses).toEqual([]);
  });
});
