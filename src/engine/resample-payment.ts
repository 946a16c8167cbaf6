// resample's guess at another seat's open payment (a 'payment' decision, recruit-steps.ts): the
// view shows neither the Allies already chosen (they are still in the payer's hand) nor, when
// the Conspirator's owner pays for the secret top Lord, that Lord. The guess pays for the
// guessed top Lord in that case, with a payment the guessed hand can make; when the hand the
// deal gave cannot pay at all, cards are swapped between that hand and the Exploration deck and
// discard (the counts stay those of the view) until it can.
import { allyRace, allyValue, RACE_COUNT } from './cards.ts';
import { intWith, shuffleWith, type SampleRng } from './knowledge.ts';
import { payments } from './payments.ts';
import { checkPayment, conspiracyLord, costModifiers, mandatoryRaceWith, recruitCostWith, requirement } from './recruit.ts';
import type { Decision, GameState } from './types.ts';

type PaymentDecision = Extract<Decision, { kind: 'payment' }>;

export function paymentGuess(s: GameState, d: PaymentDecision, rng: SampleRng): void {
  const lord = d.lord !== 0 ? d.lord : conspiracyLord(s);
  if (lord === 0) return;
  let options = payments(s, d.seat, lord);
  if (options.length === 0 && makeAffordable(s, d.seat, lord, rng)) options = payments(s, d.seat, lord);
  // (Left as seen when no payment can be made of the unseen cards: a view no game reaches.)
  if (options.length === 0) return;
  const allies = options[intWith(rng, options.length)];
  if (typeof checkPayment(s, d.seat, lord, allies) !== 'number') return;
  // The decision's own key order, so that the guess's JSON reads like a real state's.
  s.pending = { kind: 'payment', seat: d.seat, lord, allies };
}

/**
 * Puts into the hand of `seat` a payment for `lord` made of its hand and the Allies of the
 * Exploration deck and discard: the races the Lord asks (its mandatory one first, the others
 * drawn), the best Ally of each, then more of those races until the value is reached. Each
 * card brought in takes the place of a hand card that is not part of it. False when the
 * unseen cards hold no such payment.
 */
function makeAffordable(s: GameState, seat: number, lord: number, rng: SampleRng): boolean {
  const hand = s.players[seat].hand;
  const info = requirement(s, lord);
  const modifiers = costModifiers(s, seat);
  const need = recruitCostWith(modifiers, lord, info) - s.players[seat].pearls;
  const mandatory = mandatoryRaceWith(modifiers, info);
  // The pool by race, best first: [card, zone (0 hand, 1 deck, 2 discard)].
  const byRace: number[][] = [];
  for (let r = 0; r < RACE_COUNT; r++) byRace.push([]);
  const pool = [...hand, ...s.explorationDeck, ...s.explorationDiscard];
  for (const c of pool) {
    const r = allyRace(c);
    if (r >= 0 && r < RACE_COUNT) byRace[r].push(c);
  }
  for (const cards of byRace) cards.sort((a, b) => allyValue(b) - allyValue(a));
  const races = shuffleWith(rng, [0, 1, 2, 3, 4].filter((r) => r !== mandatory && byRace[r].length > 0));
  if (mandatory >= 0) {
    if (byRace[mandatory].length === 0) return false;
    races.unshift(mandatory);
  }
  if (races.length < info.races) return false;
  races.length = info.races;
  const chosen: number[] = [];
  let total = 0;
  for (const r of races) {
    chosen.push(byRace[r][0]);
    total += allyValue(byRace[r][0]);
  }
  const next = races.map(() => 1);
  while (total < need) {
    let best = -1;
    for (let i = 0; i < races.length; i++) {
      const cards = byRace[races[i]];
      if (next[i] < cards.length && (best < 0 || allyValue(cards[next[i]]) > allyValue(byRace[races[best]][next[best]]))) best = i;
    }
    if (best < 0) return false;
    const c = byRace[races[best]][next[best]++];
    chosen.push(c);
    total += allyValue(c);
  }
  if (chosen.length > hand.length) return false;
  const spare = hand.filter((c) => !chosen.includes(c));
  for (const c of chosen) {
    if (hand.includes(c)) continue;
    const x = spare.pop()!;
    const zone = s.explorationDeck.includes(c) ? s.explorationDeck : s.explorationDiscard;
    zone[zone.indexOf(c)] = x;
    hand[hand.indexOf(x)] = c;
  }
  return true;
}
