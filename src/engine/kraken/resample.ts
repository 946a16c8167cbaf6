// The Kraken's part of resample (knowledge.ts). Kraken Allies are among the unseen Exploration
// cards and may sit on any Council stack (a Kraken left on the track goes to the stack the
// explorer chooses); those waiting for their stack, in a decision or a task, stay there. The
// Loot deck is the 25 cards minus those on Locations, discarded or being drawn, in a fresh
// order. At the Healer's decision its owner sees one Ally of each kind (race and value, a
// Leviathan Ally a kind of its own) in the discard: those are in it, and the rest of it is
// Monsters and more Allies of those kinds. Nebulis, the figure and the Sentinels are public.
import { LOOT_COUNT, allyRace, allyValue, isKrakenAlly, isLeviathanAlly, isMonsterCard } from '../cards.ts';
import { ANY_STACK, shuffleWith, type ResamplePart, type SampleRng } from '../knowledge.ts';
import type { GameState } from '../types.ts';
import type { PlayerView } from '../view.ts';

/** The Allies the Healer's owner sees in the discard (their legal actions name one of each kind), or null. */
function healerKnown(view: PlayerView): number[] | null {
  if (view.pending?.kind !== 'healer' || view.pending.seat !== view.seat) return null;
  const out: number[] = [];
  for (const a of view.legal) if (a.type === 'heal') out.push(a.card);
  return out;
}

/**
 * A card's kind as the Healer's listing tells them apart (explore.ts, distinctAllies): race and
 * value, a Leviathan Ally apart from a plain Ally of its race and value (it carries a fighting effect).
 */
function kindOf(card: number): number {
  return (allyRace(card) + 1) * 8 + allyValue(card) + (isLeviathanAlly(card) ? 64 : 0);
}

/** The Healer's view of the discard: the Allies seen, then Monsters and Allies of their kinds. */
function healerSplit(view: PlayerView, healed: number[], pile: number[], rng: SampleRng): { deck: number[]; discard: number[] } {
  const kinds = new Set(healed.map(kindOf));
  const fits = (c: number): boolean => isMonsterCard(c) || kinds.has(kindOf(c));
  const extra = Math.max(0, view.explorationDiscardCount - healed.length);
  const ordered = [...pile.filter(fits), ...pile.filter((c) => !fits(c))];
  const discard = [...healed, ...ordered.slice(0, extra)];
  const deck = shuffleWith(rng, ordered.slice(extra));
  deck.length = Math.min(deck.length, view.explorationDeckCount);
  return { deck, discard };
}

export const krakenResample: ResamplePart = {
  councilStack(card) {
    return isKrakenAlly(card) ? ANY_STACK : undefined;
  },

  inHand(card) {
    return isKrakenAlly(card) ? true : undefined;
  },

  placedCards(view, out) {
    const d = view.pending;
    // Krakens waiting for their Council stack (in the decision, in tasks), off the track.
    if (d?.kind === 'placeKraken' && !view.track.includes(d.card)) out.push(d.card);
    for (const t of view.tasks) if (t.t === 'placeKraken' && !view.track.includes(t.card)) out.push(t.card);
    const healed = healerKnown(view);
    if (healed) out.push(...healed);
  },

  splitPile(view, pile, rng) {
    const healed = healerKnown(view);
    return healed ? healerSplit(view, healed, pile, rng) : null;
  },

  fill(view: PlayerView, state: GameState, rng) {
    const kraken = view.kraken!;
    const seen = new Uint8Array(LOOT_COUNT);
    for (const p of view.players) for (const l of p.locations) if (l.loot) for (const id of l.loot) seen[id] = 1;
    for (const id of kraken.lootDiscard) seen[id] = 1;
    if (view.pending?.kind === 'loot') for (const id of view.pending.drawn) seen[id] = 1;
    const lootDeck: number[] = [];
    for (let id = 0; id < LOOT_COUNT; id++) if (!seen[id]) lootDeck.push(id);
    shuffleWith(rng, lootDeck);
    lootDeck.length = Math.min(lootDeck.length, kraken.lootDeckCount);
    state.kraken = { figure: kraken.figure, lootDeck, lootDiscard: kraken.lootDiscard.slice(), sentinels: kraken.sentinels.map((x) => ({ ...x })) };
  },
};
