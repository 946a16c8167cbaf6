// What the bots know of the Leviathan expansion, from a player's view only: the odds of the
// dice, what an attack on a Leviathan is expected to bring, what a Leviathan landing on an
// occupied Border space is expected to cost, and what a Leviathan Monster token is worth.
// Only called in Leviathan games (view.leviathan present), so other games never pay for it.
import {
  BORDER_SPACES, LEVIATHANS, LEVIATHAN_TOKEN_EFFECTS, LORD, SCOURGE_IP, allyValue, fightEffect,
  dieOdds, mayFight, resistanceLeft, stepsBeatenBy, type BorderLeviathan, type LeviathanTokenEffect, type PlayerPublicView, type PlayerView,
} from '../engine/index.ts';
import { AVERAGE_MONSTER_TOKEN, hasActive } from './features.ts';

export { dieOdds };

/** Chance that two dice send a new Leviathan to each Border space (sums 2-3, 4, …, 10, 11-12). */
export const SPACE_ODDS: readonly number[] = [3, 3, 4, 5, 6, 5, 4, 3, 3].map((n) => n / 36);

/** How many of the steps still standing an attack of `attack` beats, walking them in order. */
export function stepsBeaten(b: BorderLeviathan, attack: number): number {
  return stepsBeatenBy(LEVIATHANS[b.id].steps.slice(b.beaten), attack);
}

/** The smallest attack that beats every step still standing. */
export const attackToSlay = resistanceLeft;

/** Whether `card` may fight the Leviathan `id` (Crabs, Krakens, its race; any with the Metamorph). */
export function eligible(me: PlayerPublicView, id: number, card: number): boolean {
  return mayFight(id, card, hasActive(me, LORD.metamorph));
}

/** Counts of each Leviathan Monster token effect still face down (19 minus those used). */
export function tokensLeftByEffect(view: PlayerView): Record<LeviathanTokenEffect, number> {
  const left: Record<LeviathanTokenEffect, number> = { pearls2: 0, pearls3: 0, key: 0, council: 0 };
  for (const e of LEVIATHAN_TOKEN_EFFECTS) left[e]++;
  for (const id of view.leviathan!.tokenDiscard) left[LEVIATHAN_TOKEN_EFFECTS[id]]--;
  return left;
}

/** What the holder of `seat` values: a Pearl, a key, the best Council stack (from greedy.ts). */
export interface TokenPrices {
  pearl: number;
  key: number;
  council: number;
}

/** The expected worth of one face-down Leviathan Monster token, given those already used. */
export function leviathanTokenWorth(view: PlayerView, prices: TokenPrices): number {
  const left = tokensLeftByEffect(view);
  const total = left.pearls2 + left.pearls3 + left.key + left.council;
  if (total === 0) return 0;
  return (left.pearls2 * 2 * prices.pearl + left.pearls3 * 3 * prices.pearl + left.key * prices.key + left.council * prices.council) / total;
}

/**
 * The worth of one Monster token of a fight's reward: the better of a normal one (its value
 * hidden, ~2.75 IP on average) and a Leviathan one, as far as each supply lasts.
 */
export function rewardTokenWorth(view: PlayerView, prices: TokenPrices): number {
  const normal = view.monsterTokensLeft > 0 ? AVERAGE_MONSTER_TOKEN : 0;
  const leviathan = view.leviathan!.tokensLeft > 0 ? leviathanTokenWorth(view, prices) : 0;
  return Math.max(normal, leviathan);
}

/** Leviathans each player slew. */
export function slainCount(p: PlayerPublicView): number {
  return p.slain?.length ?? 0;
}

/**
 * What slaying one more Leviathan is worth to `seat` beyond its tokens: the Scourge (+5) when
 * it would come to us (we would have strictly more than its holder), and a share of it for
 * getting closer; taking it from an opponent also costs them 5.
 */
export function slayWorth(view: PlayerView, seat: number): number {
  const lv = view.leviathan!;
  const me = view.players[seat];
  if (lv.scourge === seat) return 1;
  if (lv.scourge < 0) return SCOURGE_IP;
  const holder = view.players[lv.scourge];
  const after = slainCount(me) + 1;
  if (after > slainCount(holder)) return SCOURGE_IP + 0.5 * SCOURGE_IP;
  return SCOURGE_IP / (2 + slainCount(holder) - after);
}

/** What an attack brings, by steps beaten: tokens, Taxidermist Pearls, the kill; none beaten: 1 Pearl. */
export interface FightPrices extends TokenPrices {
  /** One Monster token of the reward. */
  token: number;
  /** Slaying (Scourge and standing). */
  slay: number;
  /** The Altruist (one more token per step) and the Taxidermist (2 Pearls per step). */
  altruist: boolean;
  taxidermist: boolean;
}

export function fightPrices(view: PlayerView, seat: number, prices: TokenPrices): FightPrices {
  const me = view.players[seat];
  return {
    ...prices,
    token: rewardTokenWorth(view, prices),
    slay: slayWorth(view, seat),
    altruist: hasActive(me, LORD.altruist),
    taxidermist: hasActive(me, LORD.taxidermist),
  };
}

/** The worth of beating `n` more steps of `b` (n = 0: the consolation Pearl). */
export function outcomeWorth(b: BorderLeviathan, n: number, f: FightPrices): number {
  if (n === 0) return f.pearl;
  const steps = LEVIATHANS[b.id].steps;
  let worth = 0;
  for (let i = b.beaten; i < b.beaten + n; i++) {
    worth += (steps[i].tokens + (f.altruist ? 1 : 0)) * f.token;
    if (f.taxidermist) worth += 2 * f.pearl;
  }
  if (b.beaten + n === steps.length) worth += f.slay;
  return worth;
}

/**
 * The best the attacker can make of a roll giving `attack` with `pearls` to spend (+1 each,
 * only for a Pearl-effect Ally): the worth of the outcome minus the Pearls spent.
 */
export function bestBoosted(b: BorderLeviathan, attack: number, pearls: number, f: FightPrices): { boost: number; worth: number } {
  let best = { boost: 0, worth: outcomeWorth(b, stepsBeaten(b, attack), f) };
  for (let extra = 1; extra <= pearls; extra++) {
    const worth = outcomeWorth(b, stepsBeaten(b, attack + extra), f) - extra * f.pearl;
    if (worth > best.worth) best = { boost: extra, worth };
  }
  return best;
}

/** The expected worth of attacking `b` with `card` (before the Ally's own cost). */
export function attackWorth(b: BorderLeviathan, card: number, pearls: number, f: FightPrices): number {
  const effect = fightEffect(card);
  const odds = dieOdds(effect === 'twoDice');
  const spend = effect === 'pearls' ? pearls : 0;
  let total = 0;
  for (let d = 1; d <= 6; d++) total += odds[d - 1] * bestBoosted(b, allyValue(card) + d, spend, f).worth;
  return total;
}

/** The chance that an attack with `card` slays `b` (with every Pearl it may spend). */
export function slayChance(b: BorderLeviathan, card: number, pearls: number): number {
  const effect = fightEffect(card);
  const odds = dieOdds(effect === 'twoDice');
  const need = attackToSlay(b) - allyValue(card) - (effect === 'pearls' ? pearls : 0);
  let p = 0;
  for (let d = 1; d <= 6; d++) if (d >= need) p += odds[d - 1];
  return p;
}

/** What the penalties cost the player who suffers them (from greedy.ts: its own valuations). */
export interface PenaltyPrices {
  pearl: number;
  /** The hand's Allies, least valuable first, each with its worth. */
  handWorths: number[];
  /** The worth of the least valuable free Lord, or 0 with none. */
  cheapestLord: number;
}

/** What the Leviathan `id` does to the player it attacks, in IP. */
export function penaltyCost(id: number, pearls: number, prices: PenaltyPrices): number {
  const l = LEVIATHANS[id];
  switch (l.penalty) {
    case 'wounds': return l.amount;
    case 'pearls': return Math.min(l.amount, pearls) * prices.pearl;
    case 'allies': {
      let cost = 0;
      // More Allies than it takes: the player keeps the best; otherwise the whole hand goes.
      for (let i = 0; i < Math.min(l.amount, prices.handWorths.length); i++) cost += prices.handWorths[i];
      return prices.handWorths.length > l.amount ? cost : prices.handWorths.reduce((a, b) => a + b, 0);
    }
    case 'freeLord': return prices.cheapestLord;
  }
}

/** The expected cost to the player of a new Leviathan arriving against them (a Leviathan on the space it lands on attacks). */
export function arrivalCost(view: PlayerView, pearls: number, prices: PenaltyPrices): number {
  const border = view.leviathan!.border;
  let cost = 0;
  for (let space = 0; space < BORDER_SPACES; space++) {
    const b = border[space];
    if (b) cost += SPACE_ODDS[space] * penaltyCost(b.id, pearls, prices);
  }
  return cost;
}

/** The chance that a new Leviathan lands on an occupied space. */
export function hitChance(view: PlayerView): number {
  let p = 0;
  view.leviathan!.border.forEach((b, space) => { if (b) p += SPACE_ODDS[space]; });
  return p;
}

/** A player's Leviathan points as they stand: the Scourge and Wounds. */
export function leviathanPoints(view: PlayerView, p: PlayerPublicView): number {
  return (view.leviathan!.scourge === p.seat ? SCOURGE_IP : 0) - (p.wounds ?? 0);
}
