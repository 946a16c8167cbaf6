// The faster legal-action listing (payments from a per-race summary of the hand) must list
// exactly what the old listing listed, in the same order (bots and seeded games depend on
// the order), on random states of the base game and of De Profundis.
import { describe, expect, it } from 'vitest';
import { fast, legalActions, newGame, type Action, type GameOptions, type GameState } from './mutable.ts';
import { makeRng } from '../../src/bots/rng.ts';
import { referenceLegalActions } from './legal-reference.ts';
import { byDepth, DEPTH } from '../depth.ts';

interface Coverage { games: number; states: number; withRecruit: number; recruitActions: number; bigHands: number }

/** What each test insists on: the comparison means something only where payments are listed, many of them with large hands. */
const LEAST: Omit<Coverage, 'games'> = { states: 5000, withRecruit: 1000, recruitActions: 100_000, bigHands: 2000 };
const covered = (c: Coverage): boolean => (Object.keys(LEAST) as (keyof typeof LEAST)[]).every((k) => c[k] >= LEAST[k]);
/**
 * Games per test: in CI, the first games until LEAST is met (at most 60); in the deep tier all
 * 60; in the quick tier 2, without the coverage asserted.
 */
const PLAN = byDepth({ quick: { games: 2, stop: false }, ci: { games: 60, stop: true }, deep: { games: 60, stop: false } });

/**
 * Plays `games` random games and compares both listings on every `every`-th state. Half the
 * games recruit only one time in five when they could, so hands grow large and payments many.
 */
function compare(games: number, every: number, options: (g: number) => GameOptions, stop = false): Coverage {
  const c: Coverage = { games: 0, states: 0, withRecruit: 0, recruitActions: 0, bigHands: 0 };
  for (let g = 0; g < games; g++) {
    const opts = options(g);
    const rng = makeRng(opts.seed as number);
    const hoard = g % 2 === 1;
    const s: GameState = fast.clone(newGame(opts));
    for (let n = 0; !s.over; n++) {
      const listed = legalActions(s);
      if (n % every === 0) {
        const reference = referenceLegalActions(s);
        if (JSON.stringify(listed) !== JSON.stringify(reference)) {
          expect(listed, `game ${JSON.stringify(opts)}, decision ${n}, waiting for ${JSON.stringify(s.pending)}`).toEqual(reference);
        }
        c.states++;
        const recruits = listed.filter((a) => a.type === 'recruit').length;
        if (recruits > 0) c.withRecruit++;
        c.recruitActions += recruits;
        if (s.players[s.pending!.seat].hand.length >= 8) c.bigHands++;
      }
      let choice: Action = listed[rng.int(listed.length)];
      if (hoard && choice.type === 'recruit' && rng.next() < 0.8) {
        const other = listed.filter((a) => a.type !== 'recruit');
        if (other.length) choice = other[rng.int(other.length)];
      }
      const e = fast.apply(s, choice);
      if (e) throw new Error(`${JSON.stringify(choice)} refused: ${e.message}`);
    }
    c.games = g + 1;
    if (stop && covered(c)) break;
  }
  console.log(JSON.stringify(c));
  return c;
}

describe('legal actions equal the reference listing', () => {
  it('base game, 2–4 players (and Martial Law): 5,000+ states', () => {
    const c = compare(PLAN.games, 3, (g) => ({ seed: 41_000 + g, players: 2 + (g % 3), ...(g % 5 === 4 ? { martialLaw: true } : {}) }), PLAN.stop);
    if (DEPTH === 'quick') return;
    expect(c.states).toBeGreaterThanOrEqual(5000);
    // The comparison means something only where payments are listed, many of them with large hands.
    expect(c.withRecruit).toBeGreaterThanOrEqual(1000);
    expect(c.recruitActions).toBeGreaterThanOrEqual(100_000);
    expect(c.bigHands).toBeGreaterThanOrEqual(2000);
  }, 600_000);

  it('De Profundis, 2–4 players: 5,000+ states', () => {
    const c = compare(PLAN.games, 3, (g) => ({ seed: 42_000 + g, players: 2 + (g % 3), expansions: { deProfundis: true } }), PLAN.stop);
    if (DEPTH === 'quick') return;
    expect(c.states).toBeGreaterThanOrEqual(5000);
    expect(c.withRecruit).toBeGreaterThanOrEqual(1000);
    expect(c.recruitActions).toBeGreaterThanOrEqual(100_000);
    expect(c.bigHands).toBeGreaterThanOrEqual(2000);
  }, 600_000);
});
