// Leviathan decisions: for each kind, the actions it lists and how one applies. The base
// modules (apply.ts, legal.ts) hand every decision kind they do not know to the expansions'
// tables (the engine's hooks, hooks.ts), so each Leviathan rule module adds its decisions here.
import { RACES } from '../cards.ts';
import { type DecisionTable, reserved } from '../hooks.ts';
import { takeStack } from '../powers.ts';
import { say } from '../state.ts';
import type { Action, LeviathanDecisionKind } from '../types.ts';
import { freeSpaces, occupiedSpaces } from './border.ts';
import { placeBred, sendLeviathan } from './border-lords.ts';
import { attack, attackActions, boost } from './fight.ts';
import { rebelStrike } from './fight-lords.ts';
import { applyMonster, monsterActions } from './monster.ts';
import { loseLord } from './penalties.ts';
import { openStacks, rewardRange, takeReward, useLeviathanTokens } from './rewards.ts';
import { illegal } from '../decisions/common.ts';

/** The boosts 0..max, in order (one loop: no list of numbers to map). */
function boostActions(max: number): Action[] {
  const out: Action[] = [];
  for (let pearls = 0; pearls <= max; pearls++) out.push({ type: 'boost', pearls });
  return out;
}

/** The rewards low..high Leviathan tokens, in order (one loop: no list of numbers to map). */
function rewardActions(low: number, high: number): Action[] {
  const out: Action[] = [];
  for (let leviathanTokens = low; leviathanTokens <= high; leviathanTokens++) out.push({ type: 'fightReward', leviathanTokens });
  return out;
}

/** Every Leviathan decision kind has its rule (the mapped type makes tsc refuse a missing one). */
export const LEVIATHAN_DECISIONS: DecisionTable<LeviathanDecisionKind> = {
  leviathanMonster: { expected: 'attack, continue or ignoreMonster', legal: monsterActions, apply: applyMonster },
  // Fights (fight.ts, rewards.ts, fight-lords.ts).
  leviathanAttack: {
    expected: 'attack or endFight',
    legal: (s, d) => {
      const out = attackActions(s, d.seat, d.space);
      if (d.optional) out.push({ type: 'endFight' });
      return out;
    },
    apply(s, d, a, ctx) {
      if (a.type === 'endFight') {
        if (!d.optional) return undefined;
        s.pending = null;
        say(ctx, () => ({ kind: 'stopsFighting', args: {}, seat: d.seat }));
        return null;
      }
      if (a.type !== 'attack') return undefined;
      if (d.space >= 0 && a.space !== d.space) {
        return illegal(d.optional ? 'Attack the same Leviathan again, or stop.' : 'Attack the Leviathan you must attack.');
      }
      return attack(s, ctx, d.seat, a.space, a.card);
    },
  },
  boostAttack: {
    expected: 'boost',
    legal: (_s, d) => boostActions(d.max),
    apply(s, d, a, ctx) {
      if (a.type !== 'boost') return undefined;
      return boost(s, ctx, d.seat, d.space, d.attack, d.max, a.pearls);
    },
  },
  fightReward: {
    expected: 'fightReward',
    legal: (s, d) => {
      const r = rewardRange(s, d.count);
      return rewardActions(r.low, r.high);
    },
    apply(s, d, a, ctx) {
      if (a.type !== 'fightReward') return undefined;
      const k = a.leviathanTokens;
      if (typeof k !== 'number' || !Number.isInteger(k)) return { code: 'MALFORMED_ACTION', message: 'Name how many of the Monster tokens are Leviathan Monster tokens.' };
      const r = rewardRange(s, d.count);
      if (k < r.low || k > r.high) {
        return illegal(`Take between ${r.low} and ${r.high} Leviathan Monster tokens (of ${d.count}), as the supplies allow.`);
      }
      s.pending = null;
      takeReward(s, ctx, d.seat, d.count, k);
      return null;
    },
  },
  tokenCouncil: {
    expected: 'takeCouncil',
    legal: (s, d) => openStacks(s, d.seat).map((r) => ({ type: 'takeCouncil', race: RACES[r] })),
    apply(s, d, a, ctx) {
      if (a.type !== 'takeCouncil') return undefined;
      const race = typeof a.race === 'string' ? RACES.indexOf(a.race) : -1;
      if (race < 0) return { code: 'MALFORMED_ACTION', message: `Name one of the races: ${RACES.join(', ')}.` };
      if (!openStacks(s, d.seat).includes(race)) {
        return s.council[race].length > 0 ? reserved('council') : illegal('That Council stack is empty: take one that has cards.');
      }
      s.pending = null;
      // The fighter is the current player (an explorer, or the Sorcerer's or Rebel's owner).
      takeStack(s, ctx, race);
      useLeviathanTokens(s, ctx, d.seat, d.more ?? 0);
      return null;
    },
  },
  loseLord: {
    expected: 'loseLord',
    legal: (s, d) => s.players[d.seat].lords.map((lord) => ({ type: 'loseLord', lord })),
    apply(s, d, a, ctx) {
      if (a.type !== 'loseLord') return undefined;
      if (!s.players[d.seat].lords.includes(a.lord)) return illegal('Choose one of your free Lords (not under a Location) for the Leviathan to take.');
      s.pending = null;
      loseLord(s, ctx, d.seat, a.lord);
      return null;
    },
  },
  borderGuard: {
    expected: 'targetOpponent',
    legal: (_s, d) => d.candidates.map((seat) => ({ type: 'targetOpponent', seat })),
    apply(s, d, a, ctx) {
      if (a.type !== 'targetOpponent') return undefined;
      if (!d.candidates.includes(a.seat)) return illegal('Choose an opponent the Shaman does not protect.');
      s.pending = null;
      sendLeviathan(s, ctx, a.seat);
      return null;
    },
  },
  breeder: {
    expected: 'placeLeviathan',
    legal: (s) => freeSpaces(s).map((space) => ({ type: 'placeLeviathan', space })),
    apply(s, d, a, ctx) {
      if (a.type !== 'placeLeviathan') return undefined;
      if (!freeSpaces(s).includes(a.space)) return illegal('Put the Leviathan on a free Border space.');
      s.pending = null;
      placeBred(s, ctx, d.seat, a.space);
      return null;
    },
  },
  rebel: {
    expected: 'strike',
    legal: (s) => occupiedSpaces(s).map((space) => ({ type: 'strike', space })),
    apply(s, d, a, ctx) {
      if (a.type !== 'strike') return undefined;
      return rebelStrike(s, ctx, d.seat, a.space);
    },
  },
};
