// The greedy bot's rules of thumb for the Leviathan expansion: an answer to every Leviathan
// decision (attack, keep exploring or ignore a Monster; which Leviathan and which Ally; boosts,
// rewards, penalties, the Lords' targets) and the worth of the Leviathan Lords' powers.
// greedy.ts calls in only when view.leviathan is present.
import {
  LORD, LORDS, allyValue,
  type Action, type BorderLeviathan, type LeviathanDecision, type PlayerPublicView, type PlayerView,
} from '../engine/index.ts';
import { isShielded } from './features.ts';
import type { GreedyKit } from './greedy-kraken.ts';
import {
  SPACE_ODDS, arrivalCost, attackWorth, eligible, fightPrices, hitChance, outcomeWorth, rewardTokenWorth, stepsBeaten,
  leviathanTokenWorth, type FightPrices, type PenaltyPrices, type TokenPrices,
} from './leviathan.ts';

type Scored = { action: Action; score: number };

/** Every legal action with its score (module-level: a closure named inside a function costs a naming call per call under tsx). */
function each(legal: readonly Action[], f: (a: Action) => number): Scored[] {
  return legal.map((action) => ({ action, score: f(action) }));
}

/** Tunable weights of the Leviathan rules of thumb, in IP (tuned by greedy-vs-greedy games). */
export const LW = {
  /** What ending an exploration by an attack gives up: with 3+ cards on the track, and fewer. */
  stopLate: 2.4,
  stopEarly: 3.6,
  /** Weight of the expected penalty of a new Leviathan when the explorer keeps exploring. */
  arrival: 1,
};

/** Every Leviathan decision kind: greedy.ts hands these here. */
export const LEVIATHAN_KINDS: ReadonlySet<string> = new Set<LeviathanDecision['kind']>([
  'leviathanMonster', 'leviathanAttack', 'boostAttack', 'fightReward', 'tokenCouncil', 'loseLord', 'borderGuard', 'breeder', 'rebel',
]);

/** What a Pearl, a key and the best Council stack are worth to us now. */
function tokenPrices(k: GreedyKit): TokenPrices {
  let council = 0;
  for (const c of k.view.council) if (c.count > 0) council = Math.max(council, k.supportScore([c.race]));
  return { pearl: 1, key: Math.max(1, k.keyValue()), council };
}

function prices(k: GreedyKit): FightPrices {
  return fightPrices(k.view, k.seat, tokenPrices(k));
}

/** What losing an Ally from hand costs us (little on the last turn: it would score nothing). */
export function allyLoss(k: GreedyKit, card: number): number {
  return k.finalTurn ? 0.05 * allyValue(card) : k.cardValue(card);
}

/** Our penalty prices: our own Pearls, the Allies we would give up first, the Lord we would lose. */
function ownPenaltyPrices(k: GreedyKit): PenaltyPrices {
  const handWorths = (k.me.hand ?? []).map((c) => allyLoss(k, c)).sort((a, b) => a - b);
  const free = k.me.lords.map((l) => k.ownedLordWorth(l));
  return { pearl: 1, handWorths, cheapestLord: free.length ? Math.min(...free) : 0 };
}

/** An opponent's penalty prices, from what everyone sees (an average Ally for each card in hand). */
function publicPenaltyPrices(p: PlayerPublicView): PenaltyPrices {
  const lords = p.lords.map((l) => LORDS[l].ip + LORDS[l].keys * 2);
  return { pearl: 1, handWorths: new Array<number>(p.handCount).fill(1.5), cheapestLord: lords.length ? Math.min(...lords) : 0 };
}

/** What a new Leviathan arriving against us is expected to cost. */
export function ownArrivalCost(k: GreedyKit): number {
  return arrivalCost(k.view, k.me.pearls, ownPenaltyPrices(k));
}

/** What ending an exploration now gives up (as the base game's Monster rule of thumb). */
function explorationLeft(view: PlayerView): number {
  return view.track.length >= 3 ? LW.stopLate : LW.stopEarly;
}

function borderAt(view: PlayerView, space: number): BorderLeviathan | null {
  return view.leviathan!.border[space] ?? null;
}

/** The expected net worth of attacking the Leviathan at `space` with `card` (the Ally spent counted). */
function attackScore(k: GreedyKit, f: FightPrices, space: number, card: number): number {
  const b = borderAt(k.view, space);
  if (!b) return -99;
  return attackWorth(b, card, k.me.pearls, f) - allyLoss(k, card);
}

/** Scores for every legal action of a Leviathan decision (higher is better). */
export function leviathanDecisionScores(k: GreedyKit, d: NonNullable<PlayerView['pending']>, legal: Action[]): Scored[] {
  const view = k.view;
  const ld = d as LeviathanDecision;
  switch (ld.kind) {
    case 'leviathanMonster': {
      const f = prices(k);
      // Attacking ends the exploration (unless it is over anyway on the 5th space).
      const stop = ld.forced ? 0 : explorationLeft(view);
      const onward = -LW.arrival * ownArrivalCost(k);
      return each(legal, (a) => {
        if (a.type === 'attack') return attackScore(k, f, a.space, a.card) - stop;
        // The Coward: keep exploring and no Leviathan comes: better than continuing.
        if (a.type === 'ignoreMonster') return 0.1;
        return onward;
      });
    }
    case 'leviathanAttack': {
      const f = prices(k);
      return each(legal, (a) => (a.type === 'attack' ? attackScore(k, f, a.space, a.card) : 0));
    }
    case 'boostAttack': {
      const b = borderAt(view, ld.space);
      const f = prices(k);
      return each(legal, (a) => (a.type === 'boost' && b ? outcomeWorth(b, stepsBeaten(b, ld.attack + a.pearls), f) - a.pearls * f.pearl : 0));
    }
    case 'fightReward': {
      const tp = tokenPrices(k);
      const leviathan = leviathanTokenWorth(view, tp);
      // A normal Monster token's value is hidden until the end: its average.
      const normal = rewardTokenWorth({ ...view, leviathan: { ...view.leviathan!, tokensLeft: 0 } }, tp);
      return each(legal, (a) => (a.type === 'fightReward' ? a.leviathanTokens * leviathan + (ld.count - a.leviathanTokens) * normal : 0));
    }
    case 'tokenCouncil':
      return each(legal, (a) => (a.type === 'takeCouncil' ? k.supportScore([a.race]) : 0));
    case 'loseLord':
      return each(legal, (a) => (a.type === 'loseLord' ? -k.ownedLordWorth(a.lord) : 0));
    case 'borderGuard':
      // Against the leader, weighted by what a Leviathan landing on an occupied space would cost them.
      return each(legal, (a) => {
        if (a.type !== 'targetOpponent') return 0;
        const p = view.players[a.seat];
        return k.standing(p) + arrivalCost(view, p.pearls, publicPenaltyPrices(p));
      });
    case 'breeder':
      // Where arrivals land most often: the next one there will attack someone (most often an opponent).
      return each(legal, (a) => (a.type === 'placeLeviathan' ? SPACE_ODDS[a.space] : 0));
    case 'rebel': {
      const f = prices(k);
      return each(legal, (a) => {
        if (a.type !== 'strike') return 0;
        const b = borderAt(view, a.space);
        return b ? outcomeWorth(b, 1, f) : 0;
      });
    }
    default:
      return each(legal, () => 0);
  }
}

/** The best attack we could make now with our hand, net of the Ally spent (0 when none is worth it). */
function bestAttackNow(k: GreedyKit): number {
  const f = prices(k);
  let best = 0;
  for (let space = 0; space < k.view.leviathan!.border.length; space++) {
    const b = borderAt(k.view, space);
    if (!b) continue;
    for (const card of k.me.hand ?? []) if (eligible(k.me, b.id, card)) best = Math.max(best, attackScore(k, f, space, card));
  }
  return best;
}

/** The worth of a Leviathan Lord's power to its new owner. */
export function leviathanPowerValue(k: GreedyKit, lord: number, turnsLeft: number): number {
  const border = k.view.leviathan!.border;
  const present = border.filter((b) => b !== null).length;
  switch (lord) {
    case LORD.intrepid: return 0.1 * turnsLeft;
    case LORD.borderGuard: {
      let worst = 0;
      for (const p of k.view.players) if (p.seat !== k.seat && !isShielded(p)) worst = Math.max(worst, arrivalCost(k.view, p.pearls, publicPenaltyPrices(p)));
      return worst;
    }
    case LORD.taxidermist: return 0.25 * turnsLeft;
    case LORD.armsDealer: return present;
    case LORD.metamorph: return 0.15 * turnsLeft;
    case LORD.sorcerer: return bestAttackNow(k);
    case LORD.altruist: return 0.25 * turnsLeft;
    case LORD.rebel: {
      const f = prices(k);
      let best = 0;
      for (const b of border) if (b) best = Math.max(best, outcomeWorth(b, 1, f));
      return best;
    }
    // The Coward spares us a Leviathan on every Monster we would rather not fight.
    case LORD.coward: return 0.4 * turnsLeft * hitChance(k.view) * 2.5;
    case LORD.breeder: return 0.3;
    default: return 0;
  }
}
