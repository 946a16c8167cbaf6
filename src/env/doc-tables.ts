// The layout tables of docs/environment.md and docs/environment-layouts.md, made from the code
// (test/env/docs.test.ts checks that the docs hold every row). To print them:
//
//   npx tsx src/env/doc-tables.ts            # docs/environment-layouts.md, whole
//   npx tsx src/env/doc-tables.ts --base     # the base game's three tables of docs/environment.md
import { pathToFileURL } from 'node:url';
import type { GameOptions } from '../engine/index.ts';
import { actionLayout } from './actions.ts';
import type { Segment } from './layout.ts';
import { observationLayout } from './observation.ts';

type Expansions = NonNullable<GameOptions['expansions']>;

/** The tables whose layouts differ: De Profundis changes no size (its entries are in the base layout). */
export const LAYOUT_TABLES: { name: string; expansions: Expansions }[] = [
  { name: 'Base game (and De Profundis)', expansions: {} },
  { name: 'Kraken (with or without De Profundis)', expansions: { kraken: true } },
  { name: 'Leviathan (with or without De Profundis)', expansions: { leviathan: true } },
  { name: 'Kraken and Leviathan (with or without De Profundis)', expansions: { kraken: true, leviathan: true } },
];

export function segmentRow(s: Segment): string {
  return `| \`${s.name}\` | ${s.offset} | ${s.size} | ${s.doc} |`;
}

function table(segments: readonly Segment[]): string[] {
  return ['| segment | offset | size | what |', '|---|---|---|---|', ...segments.map(segmentRow)];
}

/** The three tables of one table's layouts: actions, observation, player block. */
export function layoutTables(expansions: Expansions): { actions: string[]; observation: string[]; player: string[] } {
  const options = { expansions };
  return {
    actions: table(actionLayout(options).list),
    observation: table(observationLayout(options).list),
    player: table(observationLayout(options).player),
  };
}

/** docs/environment-layouts.md. */
export function layoutsDoc(): string {
  const lines = [
    '# Environment layouts, table by table',
    '',
    '<!-- Made by `npx tsx src/env/doc-tables.ts` from src/env/actions.ts and src/engine/observe.ts; test/env/docs.test.ts checks it. -->',
    '',
    'The action space and the observation of the environment (docs/environment.md) have one layout per table: the ids a',
    'table plays with (its Allies, Lords, Locations) and its seats (4, or 5 with the Leviathan) size the base segments,',
    'and each expansion appends its own. De Profundis changes no size: its entries are part of the base layout. Sizes:',
    '',
    '| table | actions | observation | player block |',
    '|---|---|---|---|',
    ...LAYOUT_TABLES.map(({ name, expansions }) => {
      const o = observationLayout({ expansions });
      return `| ${name} | ${actionLayout({ expansions }).size} | ${o.size} | ${o.player.reduce((n, s) => n + s.size, 0)} |`;
    }),
  ];
  for (const { name, expansions } of LAYOUT_TABLES) {
    const t = layoutTables(expansions);
    const o = observationLayout({ expansions });
    const seats = o.map.seats;
    const block = o.player.reduce((n, s) => n + s.size, 0);
    lines.push('', `## ${name}`, '', `### Actions: ${actionLayout({ expansions }).size} indexes`, '', ...t.actions);
    lines.push('', `### Observation: ${o.size} numbers`, '', ...t.observation);
    lines.push('', `Player block (\`seats\`, seat *s* at offset ${seats.offset} + ${block}·*s*):`, '', ...t.player);
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--base')) {
    const t = layoutTables({});
    console.log([...t.actions, '', ...t.observation, '', ...t.player].join('\n'));
  } else process.stdout.write(layoutsDoc());
}
