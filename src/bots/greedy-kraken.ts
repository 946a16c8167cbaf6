// The greedy bot's rules of thumb for the Kraken expansion: the Kraken Lords' powers and an
// answer to every Kraken decision. greedy.ts calls in only when view.kraken is present.
import {
  LORD, LORDS, LOCATIONS, allyRace, allyValue, krakenNebulis, raceIndex,
  type Action, type KrakenDecision, type PlayerPublicView, type PlayerView,
} from '../engine/index.ts';
import { bestAffiliated, isShielded, locationWorth } from './features.ts';
import { lootDrawGain, lootMask, nebulisOf, nebulisShed, nebulisUnit, unseenLootCounts } from './kraken.ts';

/** What greedy.ts lends this module: its view of the position and its valuations. */
export interface GreedyKit {
  view: PlayerView;
  seat: number;
  me: PlayerPublicView;
  finalTurn: boolean;
  cardValue(card: number): number;
  lordWorth(lord: number): number;
  ownedLordWorth(lord: number): number;
  keyValue(): number;
  /** Per race: how much one more card of it helps reach a Court Lord. */
  need(): number[];
  supportScore(races: readonly string[]): number;
  /** A public estimate of a player's final score. */
  standing(p: PlayerPublicView): number;
  affordable(lord: number): boolean;
}

type Scored = { action: Action; score: number };

/** Every legal action with its score (module-level: a closure named inside a function costs a naming call per call under tsx). */
function each(legal: readonly Action[], f: (a: Action) => number): Scored[] {
  return legal.map((action) => ({ action, score: f(action) }));
}

function opponents(k: GreedyKit): PlayerPublicView[] {
  return k.view.players.filter((p) => p.seat !== k.seat);
}

/** The worth of a Kraken Lord's power to its new owner. */
export function krakenPowerValue(k: GreedyKit, lord: number, turnsLeft: number): number {
  const opps = opponents(k);
  switch (lord) {
    case LORD.ferryman: return 1.5 * Math.min(turnsLeft, nebulisOf(k.me) + 1);
    case LORD.outlaw: return 0.4;
    case LORD.counterfeiter: return 0.6;
    case LORD.fence: return Math.min(nebulisOf(k.me), opps.length) * nebulisShed(k.view, k.seat);
    case LORD.cleaner: {
      return krakenNebulis(k.me.hand ?? []) + 0.2 * turnsLeft;
    }
    case LORD.watcher: case LORD.vigil: case LORD.lookout:
      // One Nebulis now, and a reservation.
      return 1.5 - nebulisUnit(k.view, k.seat);
    case LORD.shareholder: return 0.15 * turnsLeft * opps.length;
    case LORD.inheritor: return 5;
    case LORD.hypnotist: return 0.15 * turnsLeft;
    case LORD.healer: return k.view.explorationDiscardCount > 0 ? 2 : 0;
    case LORD.highwayman: return 0.1 * turnsLeft * opps.filter((p) => !isShielded(p)).length;
    case LORD.executioner: return opps.filter((p) => !isShielded(p) && p.affiliated.length > 0).length;
    case LORD.recipient: return 0.1 * turnsLeft;
    case LORD.liberator: {
      let best = 0;
      for (const l of k.me.locations) for (const lord of l.lords) best = Math.max(best, k.ownedLordWorth(lord) - LORDS[lord].ip);
      return best;
    }
    default: return 0;
  }
}

/** What an opponent loses when made to discard one affiliated Ally of `race` (they pick the cheapest loss). */
function executionLoss(p: PlayerPublicView, race: number): number {
  const of = p.affiliated.filter((c) => allyRace(c) === race).map(allyValue).sort((a, b) => a - b);
  if (of.length === 0) return 0;
  let loss = of.length === 1 ? of[0] : 0.3;
  for (const l of p.locations) {
    const sc = LOCATIONS[l.id].scoring;
    if (sc.kind === 'perAffiliatedOfRace' && raceIndex(sc.race) === race) loss += sc.per;
  }
  return loss;
}

/** What we lose by discarding our affiliated `card`: the best of its race drops, or a Location counts one less. */
function discardLoss(k: GreedyKit, card: number): number {
  const race = allyRace(card);
  const others = k.me.affiliated.filter((c) => c !== card && allyRace(c) === race).map(allyValue);
  const best = bestAffiliated(k.me)[race];
  const after = others.length ? Math.max(...others) : 0;
  let loss = allyValue(card) === best ? best - after : 0;
  for (const l of k.me.locations) {
    const sc = LOCATIONS[l.id].scoring;
    if (sc.kind === 'sumWeakestAffiliated' && (others.length === 0 || allyValue(card) < Math.min(...others))) {
      loss += allyValue(card) - (others.length ? Math.min(...others) : 0);
    }
  }
  return loss + 0.01 * allyValue(card);
}

/** Scores for every legal action of a Kraken decision (higher is better). */
export function krakenDecisionScores(k: GreedyKit, d: NonNullable<PlayerView['pending']>, legal: Action[]): Scored[] {
  const view = k.view;
  const kd = d as KrakenDecision;
  switch (kd.kind) {
    case 'krakenFigure':
      // The figure (−5 IP) to the player we most need to slow down.
      return each(legal, (a) => (a.type === 'giveKraken' ? k.standing(view.players[a.seat]) : 0));
    case 'fence': {
      const most = Math.max(0, ...opponents(k).map(nebulisOf));
      return each(legal, (a) => {
        if (a.type !== 'giveNebulis') return 0;
        const p = view.players[a.seat];
        return k.standing(p) + (nebulisOf(p) + 1 >= most ? 2 : 0);
      });
    }
    case 'placeKraken':
      // On a stack we are after, not one that grows big for the next player.
      return each(legal, (a) => (a.type === 'placeKraken' ? k.need()[raceIndex(a.race)] - 0.1 * view.council[raceIndex(a.race)].count : 0));
    case 'healer':
      return each(legal, (a) => (a.type === 'heal' ? k.cardValue(a.card) : 0));
    case 'executioner':
      return each(legal, (a) => {
        if (a.type !== 'execute') return 0;
        const r = raceIndex(a.race);
        return opponents(k).reduce((s, p) => s + (isShielded(p) ? 0 : executionLoss(p, r)), 0);
      });
    case 'executed':
      return each(legal, (a) => (a.type === 'discardAffiliated' ? -discardLoss(k, a.card) : 0));
    case 'liberator':
      return each(legal, (a) => (a.type === 'liberate' ? k.ownedLordWorth(a.lord) - LORDS[a.lord].ip : 0));
    case 'loot': {
      // Push your luck: draw while one more card is expected to gain, given the Loot seen.
      const held = view.players[k.seat].locations.find((l) => l.id === kd.location)?.loot ?? [];
      const gain = lootDrawGain(unseenLootCounts(view), lootMask(held) | lootMask(kd.drawn));
      return each(legal, (a) => (a.type === 'drawLoot' ? gain : 0));
    }
    case 'sentinel':
      // Reserve what we want most and can soon take.
      return each(legal, (a) => {
        if (a.type !== 'placeSentinel') return 0;
        if (a.zone === 'court') return k.lordWorth(a.target) * (k.affordable(a.target) ? 0.6 : 0.25);
        if (a.zone === 'council') return 0.5 * k.supportScore([view.council[a.target]?.race ?? 'crab']);
        return locationWorth(view, k.seat, a.target) * (k.me.keys >= 2 ? 0.6 : 0.25);
      });
    default:
      return each(legal, () => 0);
  }
}
