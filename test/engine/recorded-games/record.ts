// Records the fixture of seeded games (games.ts). With names, re-records only those games and
// keeps the others as they are: `npx tsx test/engine/recorded-games/record.ts KL-3 D-17`.
import { existsSync } from 'node:fs';
import { COMBOS, FIXTURE, GAMES_PER_COMBO, readFixture, record, writeFixture, type RecordedGame } from './games.ts';

const only = new Set(process.argv.slice(2));
const old = new Map<string, RecordedGame>(existsSync(FIXTURE) ? readFixture().map((g) => [g.name, g]) : []);
const games: RecordedGame[] = [];
for (const combo of COMBOS) {
  for (let i = 0; i < GAMES_PER_COMBO; i++) {
    const name = `${combo}-${i}`;
    const kept = old.get(name);
    games.push(only.size > 0 && !only.has(name) && kept ? kept : record(combo, i));
  }
  process.stderr.write(`${combo} done\n`);
}
writeFixture(games);
const actions = games.reduce((n, g) => n + g.actions.length, 0);
process.stderr.write(`${games.length} games, ${actions} actions\n`);
