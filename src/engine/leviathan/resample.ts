// The Leviathan's part of resample (knowledge.ts). Its Allies may sit on the Council stack of
// their race; its Monster cards never sit on a stack nor in a hand. Each player starts with a
// known Crab 1 (STARTING_CRABS by seat): an opponent who has affiliated nothing has made no
// payment yet, so unless a penalty or Martial Law took it, that Crab is still in their hand.
// The Leviathan deck is the 20 minus those at the Border, discarded or slain, in a fresh order
// (the Breeder's, shown to everyone, on top); the face-down Leviathan Monster tokens are the 19
// minus those used, in a fresh order. Wounds, the Scourge and the Border are public.
import { LEVIATHAN_ALLY_FIRST, LEVIATHAN_CARD_COUNT, LEVIATHAN_COUNT, LEVIATHAN_TOKEN_COUNT, STARTING_CRABS, allyRace, isMonsterCard } from '../cards.ts';
import { NO_STACK, shuffleWith, type ResamplePart } from '../knowledge.ts';
import type { GameState, LeviathanState } from '../types.ts';
import type { PlayerView } from '../view.ts';

function isLeviathanCard(card: number): boolean {
  return card >= LEVIATHAN_ALLY_FIRST && card < LEVIATHAN_ALLY_FIRST + LEVIATHAN_CARD_COUNT;
}

export const leviathanResample: ResamplePart = {
  councilStack(card) {
    if (!isLeviathanCard(card)) return undefined;
    return isMonsterCard(card) ? NO_STACK : allyRace(card);
  },

  inHand(card) {
    return isLeviathanCard(card) ? !isMonsterCard(card) : undefined;
  },

  dealKnown(view, unknown, hands) {
    for (const p of view.players) {
      if (p.seat === view.seat || p.affiliated.length > 0 || p.handCount === 0) continue;
      const crab = STARTING_CRABS[p.seat];
      const i = unknown.indexOf(crab);
      if (i < 0) continue;
      unknown.splice(i, 1);
      hands[p.seat].push(crab);
    }
  },

  fill(view: PlayerView, state: GameState, rng) {
    const lv = view.leviathan!;
    const seen = new Uint8Array(LEVIATHAN_COUNT);
    for (const b of lv.border) if (b) seen[b.id] = 1;
    for (const id of lv.discard) seen[id] = 1;
    for (const p of view.players) if (p.slain) for (const id of p.slain) seen[id] = 1;
    // The Breeder's Leviathan, shown to everyone, waits on top of the deck for its space.
    const d = view.pending;
    const top = d?.kind === 'breeder' ? d.leviathan : -1;
    if (top >= 0) seen[top] = 1;
    const deck: number[] = [];
    for (let id = 0; id < LEVIATHAN_COUNT; id++) if (!seen[id]) deck.push(id);
    shuffleWith(rng, deck);
    deck.length = Math.min(deck.length, lv.deckCount - (top >= 0 ? 1 : 0));
    if (top >= 0) deck.push(top);
    const used = new Uint8Array(LEVIATHAN_TOKEN_COUNT);
    for (const id of lv.tokenDiscard) used[id] = 1;
    const tokens: number[] = [];
    for (let id = 0; id < LEVIATHAN_TOKEN_COUNT; id++) if (!used[id]) tokens.push(id);
    shuffleWith(rng, tokens);
    tokens.length = Math.min(tokens.length, lv.tokensLeft);
    const guess: LeviathanState = {
      deck,
      discard: lv.discard.slice(),
      border: lv.border.map((b) => (b ? { id: b.id, beaten: b.beaten } : null)),
      tokens,
      tokenDiscard: lv.tokenDiscard.slice(),
      scourge: lv.scourge,
    };
    state.leviathan = guess;
  },
};
