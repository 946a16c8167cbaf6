// Bots decide from what their seat may know, and nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fast, legalActions, newGame, viewFor, type GameState, type PlayerView } from '../engine/mutable.ts';
import { determinize } from '../../src/bots/determinize.ts';
import { greedyAction } from '../../src/bots/greedy.ts';
import { createBot, parseBotSpec, type Bot } from '../../src/bots/index.ts';
import { makeRng } from '../../src/bots/rng.ts';
import { searchRoot } from '../../src/bots/search.ts';
import { scrambleHidden } from '../env/scramble.ts';

/** A mid-game state of `players` players, seat `seat` to decide at its main decision. */
function midGame(seed: number, players = 3): GameState {
  const s = newGame({ seed, players, startSeat: 0 });
  const rng = makeRng(seed);
  let steps = 0;
  while (!s.over && (steps < 60 || s.pending!.kind !== 'main' || legalActions(s).length < 3)) {
    const legal = legalActions(s);
    fast.apply(s, rng.next() < 0.3 ? legal[rng.int(legal.length)] : greedyAction(viewFor(s, s.pending!.seat)));
    steps++;
  }
  return s;
}


describe('bots cannot read hidden state', () => {
  it('the type of decide admits views, not game states', () => {
    const bot: Bot = createBot(parseBotSpec('greedy'), 1);
    const s = newGame({ seed: 1, players: 2, startSeat: 0 });
    // @ts-expect-error a GameState is not a PlayerView: bots are never handed the full state
    expect(() => bot.decide(s)).toThrow();
    expect(bot.decide(viewFor(s, 0)).type).toBe('explore');
  });

  it('a view carries no deck, no PRNG and no other hand', () => {
    const s = midGame(5);
    const seat = s.pending!.seat;
    const view = viewFor(s, seat) as PlayerView & Record<string, unknown>;
    for (const key of ['explorationDeck', 'explorationDiscard', 'lordDeck', 'locationStack', 'monsterTokens', 'rng', 'outcastDeck']) {
      expect(view[key], key).toBeUndefined();
    }
    for (const p of view.players) {
      if (p.seat === seat) continue;
      expect(p.hand).toBeUndefined();
      expect(p.monsterValues).toBeUndefined();
    }
  });

  it('changing hidden cards changes neither the view nor any bot decision nor the guesses', () => {
    for (const seed of [3, 8, 13]) {
      const s = midGame(seed);
      const seat = s.pending!.seat;
      const t = scrambleHidden(s, seat, seed);
      expect(JSON.stringify(t.players.map((p) => p.hand))).not.toBe(JSON.stringify(s.players.map((p) => p.hand)));
      const a = viewFor(s, seat);
      const b = viewFor(t, seat);
      expect(b).toEqual(a);
      for (const spec of ['random', 'greedy', 'easy', 'search:iterations=12']) {
        const x = createBot(parseBotSpec(spec), 42).decide(a);
        const y = createBot(parseBotSpec(spec), 42).decide(b);
        expect(y, spec).toEqual(x);
      }
      expect(determinize(b, makeRng(7))).toEqual(determinize(a, makeRng(7)));
      expect(searchRoot(b, makeRng(7), { iterations: 10 })).toEqual(searchRoot(a, makeRng(7), { iterations: 10 }));
    }
  });

  it('guessed opponent hands match the true ones no better than chance', () => {
    const s = midGame(21, 2);
    const seat = s.pending!.seat;
    const opp = 1 - seat;
    const truth = new Set(s.players[opp].hand);
    const view = viewFor(s, seat);
    const rng = makeRng(3);
    let hits = 0;
    let cards = 0;
    for (let i = 0; i < 300; i++) {
      const g = determinize(view, rng);
      for (const c of g.players[opp].hand) if (truth.has(c)) hits++;
      cards += g.players[opp].hand.length;
    }
    // Unknown Allies: everything not in view; the true hand is a small part of them.
    const known = new Set([...view.track, ...(view.players[seat].hand ?? []), ...view.players.flatMap((p) => p.affiliated)]);
    const unknownAllies = 65 - [...known].filter((c) => c < 65).length;
    const chance = truth.size / unknownAllies;
    expect(cards).toBeGreaterThan(0);
    expect(hits / cards).toBeLessThan(chance * 1.6 + 0.02);
  });

  it('bot modules never touch the engine state outside the determinizer', () => {
    const dir = fileURLToPath(new URL('../../src/bots/', import.meta.url));
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(dir + file, 'utf8');
      const imports = [...text.matchAll(/import[^;]*?from '([^']+)'/gs)].map((m) => m[0]);
      for (const imp of imports) {
        if (imp.includes('/engine/')) {
          // Only the public entry point (and card data), and none of the functions that create or reveal real states.
          expect(imp, `${file}: ${imp}`).toMatch(/'\.\.\/engine\/(index|outcast-deck)\.ts'/);
          expect(imp, `${file}: ${imp}`).not.toMatch(/\b(newGame|applyAction|activeSeat)\b/);
        }
      }
      if (file !== 'determinize.ts') {
        const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
        expect(code, file).not.toMatch(/\bGameState\b/);
        expect(code, file).not.toMatch(/\bviewFor\b/);
      }
    }
  });
});
