// Explore the Depths: revealing cards, purchase offers, Monsters and the Threat track.
import {
  LORD, MONSTER_TOKEN_VALUES, THREAT_REWARDS, TRACK_SPACES, allyRace, allyValue,
  isLeviathanAlly, isMonsterCard, threatRaised, type Reward,
} from './cards.ts';
import { shuffle } from './rng.ts';
import { type Ctx, hasActiveLord, opponentHasActive, say } from './state.ts';
import { own, ownPlayer } from './state-copy.ts';
import type { GameState } from './types.ts';
import {
  canPay, discardRefills, expansionMonsterRevealed, expansionToCouncil, gainPearls, mayBuyAgain, notePurchase, payCurrency,
} from './hooks.ts';

/** The explore action: queue the exploration and the rest of the turn. */
export function startExploration(s: GameState, ctx: Ctx): void {
  say(ctx, () => ({ kind: 'explores', args: {}, seat: s.current }));
  s.tasks.unshift({ t: 'reveal' }, { t: 'endExploration' }, { t: 'keys' }, { t: 'afterAction' });
}

export function canExplore(s: GameState): boolean {
  return s.explorationDeck.length > 0 || discardCanRefill(s);
}

/**
 * Whether the empty Exploration deck may be made again from its discard: a discard not empty,
 * unless an expansion says otherwise (the hook `discardRefills`: the Leviathan's Monsters).
 */
function discardCanRefill(s: GameState): boolean {
  return discardRefills(s);
}

/** Reveals the next card onto the track (task 'reveal'). */
export function reveal(s: GameState, ctx: Ctx): void {
  if (s.explorationDeck.length === 0) {
    if (!discardCanRefill(s)) {
      exhausted(s, ctx);
      return;
    }
    s.explorationDeck = own.explorationDiscard(s);
    s.explorationDiscard = [];
    shuffle(s, own.explorationDeck(s));
    say(ctx, () => ({ kind: 'deckReshuffled', args: {} }));
  }
  const card = own.explorationDeck(s).pop()!;
  own.track(s).push(card);
  say(ctx, () => ({ kind: 'reveals', args: { card, space: s.track.length }, seat: s.current, reveals: true }));
  if (isMonsterCard(card)) {
    // An expansion may take the Monster over (the Leviathan's Border).
    if (expansionMonsterRevealed(s, ctx)) return;
    if (s.track.length === TRACK_SPACES) fight(s, ctx, true);
    else s.pending = { kind: 'monsterRevealed', seat: s.current };
  } else {
    s.tasks.unshift({ t: 'offer', from: 1 });
  }
}

/** No card left anywhere: the exploration stops and the explorer takes an Ally from the track. */
function exhausted(s: GameState, ctx: Ctx): void {
  say(ctx, () => ({ kind: 'deckExhausted', args: {} }));
  const allies = distinctAllies(s.track.filter((c) => !isMonsterCard(c)));
  if (allies.length === 1) takeFromTrack(s, ctx, allies[0]);
  else if (allies.length > 1) s.pending = { kind: 'takeFromTrack', seat: s.current };
}

/**
 * Cards that are the same race and value are interchangeable: keep one of each. A Leviathan
 * Ally is not interchangeable with a plain Ally of its race and value: it carries a fighting
 * effect, so the player chooses which one goes.
 */
export function distinctAllies(cards: readonly number[]): number[] {
  // Seen keys are stamped with this call's number rather than kept in a new Set; a first pass
  // counts the distinct cards, so that the usual hand of distinct cards is one copy.
  let distinct = 0;
  stampDistinct();
  for (let i = 0; i < cards.length; i++) if (firstOfItsKind(cards[i])) distinct++;
  if (distinct === cards.length) return cards.slice();
  const out: number[] = [];
  stampDistinct();
  for (let i = 0; i < cards.length; i++) if (firstOfItsKind(cards[i])) out.push(cards[i]);
  return out;
}

function stampDistinct(): void {
  if (++distinctStamp === 0xffffffff) {
    seenAt.fill(0);
    distinctStamp = 1;
  }
}

/** Whether no card of `c`'s kind was seen since the last stamp (and `c`'s kind is now seen). */
function firstOfItsKind(c: number): boolean {
  // (race + 1) so that a Monster (race -1) has a key too.
  const key = (allyRace(c) + 1) * 8 + allyValue(c) + (isLeviathanAlly(c) ? 64 : 0);
  if (seenAt[key] === distinctStamp) return false;
  seenAt[key] = distinctStamp;
  return true;
}

/** Keys of distinctAllies: below (KRAKEN_RACE + 2) * 8 for plain cards, plus 64 for Leviathan Allies. */
const seenAt = new Uint32Array(128);
let distinctStamp = 0;

export function takeFromTrack(s: GameState, ctx: Ctx, card: number): void {
  const i = s.track.indexOf(card);
  own.track(s).splice(i, 1);
  ownPlayer(s, s.current).hand.push(card);
  say(ctx, () => ({ kind: 'takesAlly', args: { card }, seat: s.current }));
}

export function price(s: GameState): number {
  return s.turn.purchases + 1;
}

/** Offers the last revealed Ally to the next opponent able to buy (task 'offer'). */
export function offer(s: GameState, ctx: Ctx, from: number): void {
  const n = s.players.length;
  const cost = price(s);
  const card = s.track[s.track.length - 1];
  for (let k = from; k < n; k++) {
    const seat = (s.current + k) % n;
    // An expansion may let a buyer buy again (the Kraken's Hypnotist).
    if (s.turn.buyers & (1 << seat) && !mayBuyAgain(s, seat)) continue;
    if (!canPay(s, seat, cost)) continue;
    s.pending = { kind: 'offer', seat, card, price: cost, from: k };
    return;
  }
  if (s.track.length === TRACK_SPACES) {
    takeFromTrack(s, ctx, card);
    say(ctx, () => ({ kind: 'forcedTake', args: {}, seat: s.current }));
    gainPearls(s, ctx, s.current, 1);
  } else {
    s.pending = { kind: 'allyRevealed', seat: s.current, card };
  }
}

export function buy(s: GameState, ctx: Ctx, seat: number, nebulis = 0): void {
  const cost = price(s);
  const card = own.track(s).pop()!;
  const buyer = ownPlayer(s, seat);
  // An expansion's currency (Nebulis) paid to an explorer goes to that player, as the Pearls do.
  buyer.pearls -= cost - nebulis;
  if (nebulis > 0) payCurrency(s, ctx, seat, nebulis, s.current);
  buyer.hand.push(card);
  s.turn.purchases += 1;
  notePurchase(s, seat);
  s.turn.buyers |= 1 << seat;
  say(ctx, () => ({ kind: 'buys', args: { card, cost, from: s.current }, seat }));
  // The explorer's Pearl income: one gain (the Highwayman may take 1 of it).
  gainPearls(s, ctx, s.current, cost - nebulis);
  s.tasks.unshift({ t: 'reveal' });
}

export function passOffer(s: GameState, ctx: Ctx, seat: number, from: number): void {
  say(ctx, () => ({ kind: 'passes', args: {}, seat }));
  s.tasks.unshift({ t: 'offer', from: from + 1 });
}

export function keepExploring(s: GameState, ctx: Ctx, afterMonster: boolean): void {
  if (afterMonster) {
    s.threat = threatRaised(s.threat);
    say(ctx, () => ({ kind: 'leavesMonster', args: { threat: s.threat }, seat: s.current }));
  } else {
    say(ctx, () => ({ kind: 'keepsExploring', args: {}, seat: s.current }));
  }
  s.tasks.unshift({ t: 'reveal' });
}

/** Rewards a fighter may choose from: options needing more tokens than remain are dropped. */
export function rewardOptions(s: GameState, space: number): Reward[] {
  return THREAT_REWARDS[space - 1].filter((r) => r.monsters <= s.monsterTokens.length);
}

/** Fights the Monster on the last track space. `forced` = it sat on the 5th space. */
export function fight(s: GameState, ctx: Ctx, forced: boolean): void {
  const monster = own.track(s).pop()!;
  own.explorationDiscard(s).push(monster);
  let space = s.threat;
  if (opponentHasActive(s, s.current, LORD.tamer)) space = Math.max(1, space - 1);
  s.threat = 1;
  say(ctx, () => ({ kind: 'fights', args: { forced, space }, seat: s.current }));
  if (forced) {
    gainPearls(s, ctx, s.current, 1);
  }
  const options = rewardOptions(s, space);
  if (options.length === 1) grantReward(s, ctx, options[0]);
  else s.pending = { kind: 'reward', seat: s.current, space, options };
}

export function grantReward(s: GameState, ctx: Ctx, reward: Reward): void {
  const p = ownPlayer(s, s.current);
  const drawn: number[] = [];
  for (let i = 0; i < reward.monsters; i++) {
    const token = own.monsterTokens(s).pop()!;
    p.monsters.push(token);
    drawn.push(MONSTER_TOKEN_VALUES[token]);
  }
  const keys = Math.min(reward.keys, s.keySupply);
  s.keySupply -= keys;
  p.keyTokens += keys;
  say(ctx, () => ({ kind: 'reward', args: { keys, pearls: reward.pearls, monsters: reward.monsters }, seat: s.current, reveals: reward.monsters > 0 }));
  if (drawn.length) say(ctx, () => ({ kind: 'monsterValues', args: { values: drawn }, to: s.current }));
  // Announced first, then gained (the Kraken's Highwayman's cut follows in the log).
  gainPearls(s, ctx, s.current, reward.pearls);
}

/** Allies left on the track go to the Council, Monsters to the discard (task 'endExploration'). */
export function endExploration(s: GameState, ctx: Ctx): void {
  const sent = [0, 0, 0, 0, 0];
  for (const card of s.track) {
    if (isMonsterCard(card)) own.explorationDiscard(s).push(card);
    // An expansion may place a card itself (a Kraken Ally: the explorer picks its stack, after
    // the Ship Master counted the races, by a task queued first).
    else if (!expansionToCouncil(s, card)) {
      own.council(s)[allyRace(card)].push(card);
      sent[allyRace(card)]++;
    }
  }
  s.track = [];
  if (sent.some((n) => n > 0)) say(ctx, () => ({ kind: 'toCouncil', args: { counts: sent } }));
  if (hasActiveLord(s.players[s.current], LORD.shipMaster)) {
    const races = sent.filter((n) => n > 0).length;
    if (races > 0) {
      say(ctx, () => ({ kind: 'shipMaster', args: { pearls: races }, seat: s.current }));
      gainPearls(s, ctx, s.current, races);
    }
  }
}
