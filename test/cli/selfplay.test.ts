// `abyss selfplay`: the same seed writes the same bytes on any number of threads; every row is
// the deciding seat's observation of `abyss sim`'s game (same deal, same bots), unchanged when
// everything that seat may not know is scrambled; each game carries its seats' final results.
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { activeSeat, fast, newGame, viewFor, type Action, type GameOptions } from '../engine/mutable.ts';
import { encodeObservation } from '../../src/env/index.ts';
import { checkSelfplayConfig, playSelfplayGame, simConfigOf, type SelfplayConfig } from '../../src/cli/selfplay-core.ts';
import { GAMES_FILE, OBSERVATIONS_FILE, runSelfplay, selfplayOutputProblem, type SelfplayHeader, type SelfplayLine } from '../../src/cli/selfplay.ts';
import { playSimGame } from '../../src/cli/sim-core.ts';
import { fromWire, toWire } from '../../src/cli/game-kinds.ts';
import { scrambleHidden } from '../env/scramble.ts';

function tmp(): string {
  return mkdtempSync(join(tmpdir(), 'abyss-selfplay-'));
}

const BASE: SelfplayConfig = { games: 4, players: 2, bots: ['greedy', 'random'], seed: 11, martialLaw: false, budget: {}, every: 1, normalise: false };
const EXPANSIONS: SelfplayConfig = { games: 3, players: 3, bots: ['greedy', 'random', 'greedy'], seed: 5, martialLaw: false, budget: {}, every: 3, normalise: true, kraken: true, leviathan: true };

function read(dir: string): { header: SelfplayHeader; games: SelfplayLine[]; rows: Float32Array } {
  const [first, ...lines] = readFileSync(join(dir, GAMES_FILE), 'utf8').trimEnd().split('\n');
  const bytes = readFileSync(join(dir, OBSERVATIONS_FILE));
  const rows = new Float32Array(bytes.byteLength / 4);
  new Uint8Array(rows.buffer).set(bytes);
  return { header: JSON.parse(first) as SelfplayHeader, games: lines.map((l) => JSON.parse(l) as SelfplayLine), rows };
}

describe('abyss selfplay', () => {
  it('writes the same bytes on one thread or three, and refuses to overwrite a data set', async () => {
    for (const config of [BASE, EXPANSIONS]) {
      expect(checkSelfplayConfig(config)).toBeNull();
      const a = tmp();
      const b = tmp();
      const one = await runSelfplay(config, { jobs: 1, progress: false, out: a });
      const three = await runSelfplay(config, { jobs: 3, progress: false, out: b });
      expect(three).toEqual(one);
      for (const f of [GAMES_FILE, OBSERVATIONS_FILE]) expect(readFileSync(join(b, f)).equals(readFileSync(join(a, f)))).toBe(true);
      expect(selfplayOutputProblem(a)).toMatch(/already holds games\.jsonl/);
      await expect(runSelfplay(config, { jobs: 1, progress: false, out: a })).rejects.toThrow(/EEXIST/);
      const { header, games, rows } = read(a);
      expect(games.map((g) => g.game)).toEqual([...Array(config.games).keys()]);
      expect(rows.length).toBe(one.positions * header.observation.size);
      expect(games.reduce((n, g) => n + g.positions, 0)).toBe(one.positions);
      expect(readdirSync(a).sort()).toEqual([GAMES_FILE, OBSERVATIONS_FILE]);
    }
  });

  it('records the deciding seat\'s observation of sim\'s game, the same when what that seat may not know is scrambled', async () => {
    for (const config of [BASE, EXPANSIONS]) {
      const dir = tmp();
      await runSelfplay(config, { jobs: 1, progress: false, out: dir });
      const { header, games, rows } = read(dir);
      const size = header.observation.size;
      let scrambledHands = 0;
      for (const line of games) {
        // The same game as `abyss sim` plays with these settings: its replay gives the actions.
        const saveDir = tmp();
        const record = playSimGame({ ...simConfigOf(config), saveDir }, line.game);
        const replay = JSON.parse(readFileSync(join(saveDir, readdirSync(saveDir)[0]), 'utf8')) as { options: GameOptions; actions: Action[] };
        expect(line.seats).toEqual(record.seats);
        expect(line.scores).toEqual(record.scores.map((l) => l.total));
        expect(line.ranks).toEqual(record.scores.map((l) => l.rank));
        const winners = line.ranks.filter((r) => r === 1).length;
        expect(line.win).toEqual(line.ranks.map((r) => (r === 1 ? 1 / winners : 0)));
        expect(line.decisions).toBe(replay.actions.length);
        const s = newGame(replay.options);
        let k = 0;
        replay.actions.forEach((action, ply) => {
          const seat = activeSeat(s)!;
          if (ply % config.every === 0) {
            expect(line.seat[k]).toBe(seat);
            expect(line.ply[k]).toBe(ply);
            const row = rows.subarray((line.row + k) * size, (line.row + k + 1) * size);
            const t = scrambleHidden(s, seat, 1000 + ply);
            if (JSON.stringify(t.players.map((p) => p.hand)) !== JSON.stringify(s.players.map((p) => p.hand))) scrambledHands++;
            expect(row).toEqual(encodeObservation(viewFor(t, seat, { log: false }), [], config.normalise));
            k++;
          }
          expect(fast.apply(s, action)).toBeNull();
        });
        expect(k).toBe(line.positions);
      }
      // The scramble changed what was hidden at many positions: the comparison was not vacuous.
      expect(scrambledHands).toBeGreaterThan(20);
    }
  });

  it('a game travels to and from a worker exactly (observations deflated on the wire)', () => {
    const g = playSelfplayGame(EXPANSIONS, 1);
    const wire = JSON.parse(JSON.stringify(toWire('selfplay', g))) as unknown;
    const back = fromWire('selfplay', wire);
    expect(back).toEqual(g);
    expect(Buffer.from(back.observations.buffer).equals(Buffer.from(g.observations.buffer))).toBe(true);
  });

  it('refuses a bad --every and what sim refuses, in one sentence', () => {
    expect(checkSelfplayConfig({ ...BASE, every: 0 })).toBe('--every must be an integer from 1 to 1000.');
    expect(checkSelfplayConfig({ ...BASE, games: 3 })).toMatch(/cannot be split into deals of 2 games/);
  });
});
