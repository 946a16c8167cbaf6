// Seeded random Leviathan games (alone and with the Kraken), played to their end through the
// public legalActions / applyAction: every game ends, every listed action is accepted, and after
// each action every Leviathan and every Exploration card is in exactly one place, the Threat
// track never moves, and no count goes negative.
import { describe, expect, it } from 'vitest';
import {
  EXPLORATION_ID_LIMIT, LEVIATHAN_COUNT, applyAction, legalActions, newGame, type GameState,
} from '../mutable.ts';
import { MAX_ACTIONS, countIds, explorationZones, pick, prng } from '../random-play.ts';

/** Ids of every Exploration card in any zone, sorted. */
function explorationIds(s: GameState): number[] {
  const ids = explorationZones(s).flatMap(([, zone]) => zone);
  // Kraken: a Kraken Ally left on the track waits for its Council stack in a task or a decision.
  if (s.pending?.kind === 'placeKraken') ids.push(s.pending.card);
  for (const t of s.tasks) if (t.t === 'placeKraken') ids.push(t.card);
  return ids.sort((a, b) => a - b);
}

function leviathanProblems(s: GameState, cards: readonly number[]): string[] {
  const problems: string[] = [];
  const lv = s.leviathan!;
  const zones: [string, readonly number[]][] = [
    ['leviathan deck', lv.deck], ['leviathan discard', lv.discard],
    ['border', lv.border.flatMap((b) => (b ? [b.id] : []))],
  ];
  s.players.forEach((p, i) => zones.push([`slain ${i}`, p.slain ?? []]));
  countIds(problems, 'Leviathan', zones, 0, LEVIATHAN_COUNT);
  if (JSON.stringify(explorationIds(s)) !== JSON.stringify(cards)) problems.push('an Exploration card is missing or twice');
  if (s.threat !== 1) problems.push(`the Threat moved to ${s.threat}`);
  s.players.forEach((p, i) => {
    if (p.pearls < 0) problems.push(`seat ${i} has ${p.pearls} Pearls`);
    if ((p.wounds ?? 0) < 0) problems.push(`seat ${i} has ${p.wounds} Wounds`);
  });
  lv.border.forEach((b, i) => {
    if (b && b.beaten < 0) problems.push(`space ${i}: beaten ${b.beaten}`);
  });
  return problems;
}

function play(seed: number, players: number, kraken: boolean): { s: GameState; kinds: Set<string> } {
  let s = newGame({ seed, players, expansions: { leviathan: true, ...(kraken ? { kraken: true } : {}) } });
  const rand = prng(seed);
  const kinds = new Set<string>();
  const cards = explorationIds(s);
  expect(cards.every((c) => c >= 0 && c < EXPLORATION_ID_LIMIT)).toBe(true);
  for (let i = 0; i < MAX_ACTIONS && !s.over; i++) {
    const legal = legalActions(s);
    if (legal.length === 0) throw new Error(`seed ${seed}: no legal action for ${JSON.stringify(s.pending)}`);
    kinds.add(s.pending!.kind);
    const a = pick(rand, legal);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`seed ${seed}: listed ${JSON.stringify(a)} refused: ${r.error.message}`);
    s = r.state;
    const problems = leviathanProblems(s, cards);
    // Hidden information: what this action logged names no Leviathan still face down in the deck
    // (leviathanReward's "leviathan" is a count of tokens, not a Leviathan)
    // (the Breeder's, face up on top while it is placed, aside).
    const faceDown = s.leviathan!.deck.slice(0, s.pending?.kind === 'breeder' ? -1 : undefined);
    for (const e of r.events) {
      const named = (e.args as { leviathan?: unknown }).leviathan;
      if (e.kind !== 'leviathanReward' && typeof named === 'number' && faceDown.includes(named)) problems.push(`${e.kind} names face-down Leviathan ${named}`);
    }
    if (problems.length) throw new Error(`seed ${seed}, action ${i} ${JSON.stringify(a)}: ${problems.join('; ')}`);
  }
  return { s, kinds };
}

const GAMES = 100;

describe('random Leviathan games', () => {
  it(`end, with every Leviathan and card accounted for after each action (${GAMES} games, 2 to 5 players, a third with the Kraken)`, () => {
    const seen = new Set<string>();
    let games = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const players = 2 + (seed % 4);
      const { s, kinds } = play(seed, players, seed % 3 === 0);
      expect(s.over, `seed ${seed}`).toBe(true);
      for (const k of kinds) seen.add(k);
      games++;
    }
    expect(games).toBe(GAMES);
    // The Border's decisions are reached by random play, not only by crafted states.
    for (const kind of ['leviathanMonster', 'discard', 'loseLord', 'borderGuard', 'breeder']) expect(seen, kind).toContain(kind);
  });
});
