// What the bots know of the Kraken expansion, from a player's view only: what a Nebulis costs
// (−1 IP, the Kraken's Lair, the race for the Kraken figure), what a Loot search is expected
// to bring given the Loot cards seen, and what a Kraken Ally is worth. Only called in Kraken
// games (view.kraken present), so base games never pay for any of it.
import {
  KRAKEN_FIGURE_IP, LOCATIONS, LOOT_COUNT, LOOT_VALUES, LORD, isKrakenAlly, krakenNebulis as engineKrakenNebulis,
  type PlayerPublicView, type PlayerView,
} from '../engine/index.ts';

/** IP lost by the holder of the Kraken figure at the end (the engine's rule, as a positive cost). */
export const FIGURE_IP = -KRAKEN_FIGURE_IP;

/** Loot values 3..7 as indexes 0..4. */
const LOOT_KINDS = 5;
const LOOT_MIN = 3;

/** The immediate effect of a Loot card of each value (3..7), in IP: a key, 2 Pearls, a Monster token, an Ally, nothing. */
export const LOOT_EFFECT = [2.5, 2, 2.75, 1.5, 0];

export function nebulisOf(p: PlayerPublicView): number {
  return p.nebulis ?? 0;
}

function holds(p: PlayerPublicView, lord: number): boolean {
  return p.lords.includes(lord) && !p.assassinated.includes(lord);
}

/**
 * What one more Nebulis costs `seat` at the end, in IP (positive): 1, 3 more per Kraken's Lair
 * held, and a share of the Kraken figure's 5 that grows as the player nears the most Nebulis.
 */
export function nebulisUnit(view: PlayerView, seat: number): number {
  const me = view.players[seat];
  let unit = 1;
  for (const l of me.locations) {
    const sc = LOCATIONS[l.id].scoring;
    if (sc.kind === 'minusPerNebulis' && (nebulisOf(me) + 1) * sc.per <= sc.base) unit += sc.per;
  }
  let most = 0;
  for (const p of view.players) if (p.seat !== seat) most = Math.max(most, nebulisOf(p));
  const gap = most - nebulisOf(me);
  // Holding (or tying) the most: each more entrenches the figure; one short: the next one takes it.
  const figure = gap <= 0 ? 0.4 : gap === 1 ? 0.5 : 0.3 / gap;
  return unit + FIGURE_IP * figure;
}

/** What losing one Nebulis is worth to `seat` (paying with it, the Ferryman, the Fence). */
export function nebulisShed(view: PlayerView, seat: number): number {
  const me = view.players[seat];
  if (nebulisOf(me) === 0) return 0;
  let unit = 1;
  for (const l of me.locations) {
    const sc = LOCATIONS[l.id].scoring;
    if (sc.kind === 'minusPerNebulis' && nebulisOf(me) * sc.per <= sc.base) unit += sc.per;
  }
  let most = 0;
  for (const p of view.players) if (p.seat !== seat) most = Math.max(most, nebulisOf(p));
  // Dropping below the most hands the figure on.
  const figure = nebulisOf(me) >= most && nebulisOf(me) - 1 < most ? 0.7 : nebulisOf(me) > most ? 0.3 : 0.1;
  return unit + FIGURE_IP * figure;
}

/** The Nebulis a Kraken Ally gives when spent or left in hand (the engine's value − 1). */
export function krakenNebulis(card: number): number {
  return engineKrakenNebulis([card]);
}

/**
 * The Nebulis cost of holding a Kraken Ally: it gives (value − 1) Nebulis whether spent or left
 * in hand (unless the Cleaner keeps it from counting in hand: then only a spent one costs).
 */
export function krakenBurden(view: PlayerView, seat: number, card: number): number {
  const cleaner = holds(view.players[seat], LORD.cleaner);
  return krakenNebulis(card) * nebulisUnit(view, seat) * (cleaner ? 0.5 : 1);
}

/** Loot cards whose place is unknown to everyone: the 25 minus those on Locations, discarded, or being drawn. */
export function unseenLootCounts(view: PlayerView): number[] {
  const counts = [3, 4, 5, 6, 7];
  const seen = new Uint8Array(LOOT_COUNT);
  for (const p of view.players) for (const l of p.locations) if (l.loot) for (const id of l.loot) seen[id] = 1;
  for (const id of view.kraken?.lootDiscard ?? []) seen[id] = 1;
  const d = view.pending;
  if (d?.kind === 'loot') for (const id of d.drawn) seen[id] = 1;
  for (let id = 0; id < LOOT_COUNT; id++) if (seen[id]) counts[LOOT_VALUES[id] - LOOT_MIN]--;
  for (let v = 0; v < LOOT_KINDS; v++) counts[v] = Math.max(0, counts[v]);
  return counts;
}

/** Bit per value (3..7) of Loot `ids`. */
export function lootMask(ids: readonly number[]): number {
  let mask = 0;
  for (const id of ids) mask |= 1 << (LOOT_VALUES[id] - LOOT_MIN);
  return mask;
}

const searchCache = new Map<string, number>();

/**
 * Expected further gain (IP, effects included) of a Loot search that holds the values of
 * `mask`, drawing from `counts` and stopping as soon as one more draw is expected to lose,
 * exactly (a recursion over at most five draws), cached by deck and hand. A repeat still
 * gives the new card's effect (docs/kraken.md, "Loot Locations") before both cards go.
 */
export function lootOnward(counts: readonly number[], mask: number): number {
  const key = `${counts.join(',')}|${mask}`;
  const hit = searchCache.get(key);
  if (hit !== undefined) return hit;
  let total = 0;
  for (let v = 0; v < LOOT_KINDS; v++) total += counts[v];
  let draw = 0;
  if (total > 0) {
    for (let v = 0; v < LOOT_KINDS; v++) {
      if (counts[v] === 0) continue;
      const p = counts[v] / total;
      // A repeated value: its effect applies, then both cards go and the search ends.
      if (mask & (1 << v)) draw += p * (LOOT_EFFECT[v] - v - LOOT_MIN);
      else {
        const rest = counts.slice();
        rest[v]--;
        draw += p * (v + LOOT_MIN + LOOT_EFFECT[v] + lootOnward(rest, mask | (1 << v)));
      }
    }
  }
  const value = Math.max(0, draw);
  if (searchCache.size > 4096) searchCache.clear();
  searchCache.set(key, value);
  return value;
}

/** The gain of one more draw now (negative: stop), with the best play after it. */
export function lootDrawGain(counts: readonly number[], mask: number): number {
  let total = 0;
  for (let v = 0; v < LOOT_KINDS; v++) total += counts[v];
  if (total === 0) return -1;
  let draw = 0;
  for (let v = 0; v < LOOT_KINDS; v++) {
    if (counts[v] === 0) continue;
    const p = counts[v] / total;
    if (mask & (1 << v)) draw += p * (LOOT_EFFECT[v] - v - LOOT_MIN);
    else {
      const rest = counts.slice();
      rest[v]--;
      draw += p * (v + LOOT_MIN + LOOT_EFFECT[v] + lootOnward(rest, mask | (1 << v)));
    }
  }
  return draw;
}

/** What a Loot Location not searched yet is expected to score (and give at once) for whoever takes it. */
export function lootLocationWorth(view: PlayerView): number {
  return lootOnward(unseenLootCounts(view), 0);
}

/** Kraken Allies among `cards`. */
export function countKrakens(cards: readonly number[]): number {
  let n = 0;
  for (const c of cards) if (isKrakenAlly(c)) n++;
  return n;
}
