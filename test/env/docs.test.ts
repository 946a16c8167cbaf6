// docs/environment.md states the base game's layouts and the expansions' segments, and
// docs/environment-layouts.md every table's: every row must match the code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTIONS, ACTION_SIZE, OBSERVATION_SEGMENTS, OBSERVATION_SIZE, PLAYER_SEGMENTS, actionLayout, observationLayout } from '../../src/env/index.ts';
import { LAYOUT_TABLES, layoutsDoc, segmentRow } from '../../src/env/doc-tables.ts';

const doc = readFileSync(new URL('../../docs/environment.md', import.meta.url), 'utf8');
const layouts = readFileSync(new URL('../../docs/environment-layouts.md', import.meta.url), 'utf8');

describe('docs/environment.md', () => {
  it('lists every segment of the observation, the player block and the action space with its offset and size', () => {
    for (const s of [...OBSERVATION_SEGMENTS, ...PLAYER_SEGMENTS, ...ACTIONS.list]) expect(doc, s.name).toContain(segmentRow(s));
    expect(doc).toContain(`fixed action space** of ${ACTION_SIZE} entries`);
    expect(doc).toContain(`## Observation: ${OBSERVATION_SIZE} numbers`);
  });

  it('describes every segment the Kraken and the Leviathan add, at the table with both', () => {
    const both = { expansions: { kraken: true, leviathan: true } };
    const baseNames = new Set([...actionLayout({}).list, ...observationLayout({}).list].map((s) => s.name));
    const added = [...actionLayout(both).list, ...observationLayout(both).list].filter((s) => !baseNames.has(s.name));
    expect(added.length).toBeGreaterThan(50);
    for (const s of added) expect(doc, s.name).toContain(`| \`${s.name}\` | ${s.size} | ${s.doc} |`);
  });
});

describe('docs/environment-layouts.md', () => {
  it('is what src/env/doc-tables.ts makes, and so holds every row of every table', () => {
    expect(layouts).toBe(layoutsDoc());
    for (const { expansions } of LAYOUT_TABLES) {
      const o = observationLayout({ expansions });
      for (const s of [...actionLayout({ expansions }).list, ...o.list, ...o.player]) expect(layouts, s.name).toContain(segmentRow(s));
    }
  });
});
