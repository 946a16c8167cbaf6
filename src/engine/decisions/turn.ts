// The decisions of the player whose turn it is: the action of the turn (plot, explore, request
// support, recruit), and the once-per-turn Lord powers before or after it.
import { LORD, RACES } from '../cards.ts';
import { addSupportActions, requestSupport, stacksToTake } from '../council.ts';
import { canPlot, courtLords, plot } from '../court.ts';
import { canExplore, distinctAllies, startExploration } from '../explore.ts';
import { usablePowers } from '../flow.ts';
import {
  type DecisionOf, type DecisionTable, applyExpansionPower, checkCurrency, expansionPowerActions, finishRecruitListing,
  guardedFrom, hasUsableExpansionPower, openTo, plotDecks, pushPaying, releaseGuard, reserved,
} from '../hooks.ts';
import { addRecruitActions } from '../payments.ts';
import { canUsePower, holdsOncePerTurnLord, nonEmptyStacks, useOpportunist, useOracle, useSlaver } from '../powers.ts';
import { checkPayment, conspiracyLord, recruit } from '../recruit.ts';
import { openPayment } from '../recruit-steps.ts';
import { type Ctx, lordName, say } from '../state.ts';
import type { Action, EngineError, GameState } from '../types.ts';
import { err, illegal, isInt, isIntArray, raceOf } from './common.ts';

type TurnDecision = DecisionOf<'main' | 'afterAction'>;

export const TURN_DECISIONS: DecisionTable<'main' | 'afterAction'> = {
  main: {
    expected: 'plot, explore, support, recruit or a Lord power',
    legal: mainActions,
    apply: mainAction,
  },
  afterAction: {
    expected: 'a Lord power or endTurn',
    legal(s) {
      const out: Action[] = [];
      powerActions(s, out);
      out.push({ type: 'endTurn' });
      return out;
    },
    apply(s, d, a, ctx) {
      if (a.type === 'endTurn') {
        s.pending = null;
        s.tasks.unshift({ t: 'endTurn' });
        return null;
      }
      return powerAction(s, a, ctx, d);
    },
  },
};

function mainActions(s: GameState, d: DecisionOf<'main'>): Action[] {
  const out: Action[] = [];
  const decks = plotDecks(s);
  // With one deck the action names none (as before De Profundis).
  if (decks.length === 1) {
    if (canPlot(s)) pushPaying(s, d.seat, 1, { type: 'plot' }, out);
  } else for (const deck of decks) if (canPlot(s, deck)) pushPaying(s, d.seat, 1, { type: 'plot', deck }, out);
  const plots = out.length;
  if (canExplore(s)) out.push({ type: 'explore' });
  addSupportActions(s, out);
  const from = out.length;
  // Not the Court cards another seat's guard (the Kraken's Sentinel) reserves.
  addRecruitActions(s, d.seat, openTo(s, 'court', s.court, d.seat), out);
  const top = conspiracyLord(s);
  if (top) addRecruitActions(s, d.seat, [top], out);
  // Each listed payment says whether Allies may still join it (recruit-steps.ts): marked by
  // addRecruitActions, or by an expansion here (with its currency, its wild or fighting Allies).
  finishRecruitListing(s, d.seat, out, from);
  // Plotting is optional (from any deck): it never replaces the action.
  // (The plots are out[0..plots): whatever follows them is another action.)
  if (out.length === plots) out.push({ type: 'skipAction' });
  powerActions(s, out);
  return out;
}

function mainAction(s: GameState, d: DecisionOf<'main'>, a: Action, ctx: Ctx): EngineError | null | undefined {
  const seat = s.current;
  const p = s.players[seat];
  switch (a.type) {
    case 'plot': {
      const deck = a.deck ?? 'lords';
      if (!plotDecks(s).includes(deck)) return err('MALFORMED_ACTION', 'Plot from the Lord deck or, with De Profundis, the Outcast deck.');
      if (!canPlot(s, deck)) return illegal(p.pearls < 1 ? 'Plotting costs 1 Pearl.' : 'There is no empty Court space or no card left to plot.');
      const paid = checkCurrency(s, seat, 1, a.nebulis);
      if (paid) return paid;
      plot(s, ctx, deck, a.nebulis ?? 0);
      return null;
    }
    case 'explore':
      if (!canExplore(s)) return illegal('There is no Exploration card left to reveal.');
      startMain(s);
      startExploration(s, ctx);
      return null;
    case 'support': {
      if (!Array.isArray(a.races)) return err('MALFORMED_ACTION', 'List the Council stacks to take.');
      const races = a.races.map(raceOf);
      const need = stacksToTake(s);
      if (need === 0) return illegal('The Council is empty.');
      if (races.length !== need || races.some((r) => r < 0 || s.council[r].length === 0) || new Set(races).size !== races.length) {
        return illegal(need === 2 ? 'With the Alchemist, take two different Council stacks that have cards.' : 'Take one Council stack that has cards.');
      }
      if (races.some((r) => guardedFrom(s, 'council', r, seat))) return reserved('council');
      startMain(s);
      requestSupport(s, ctx, races);
      return null;
    }
    case 'recruit': {
      if (!s.court.includes(a.lord) && (a.lord !== conspiracyLord(s) || !isInt(a.lord) || a.lord === 0)) return err('NOT_IN_COURT', 'That card is not in the Court.');
      if (guardedFrom(s, 'court', a.lord, seat)) return reserved('court');
      if (!isIntArray(a.allies)) return err('MALFORMED_ACTION', 'List the Allies you pay with.');
      if (a.more !== undefined && a.more !== true) return err('MALFORMED_ACTION', 'A recruit\'s "more" is true (Allies may still be added) or absent.');
      const pearls = checkPayment(s, seat, a.lord, a.allies);
      if (typeof pearls !== 'number') return pearls;
      if (a.more && a.nebulis !== undefined) return err('MALFORMED_ACTION', 'A recruit with "more" chooses its Nebulis when it pays ("pay").');
      const paid = a.more ? null : checkCurrency(s, seat, pearls, a.nebulis);
      if (paid) return paid;
      startMain(s);
      if (a.more) openPayment(s, ctx, a.lord, a.allies, pearls);
      else recruit(s, ctx, a.lord, a.allies, pearls, a.nebulis ?? 0);
      return null;
    }
    case 'skipAction':
      if (mainActions(s, d).every((x) => x.type !== 'skipAction')) return illegal('You can still explore, request support or recruit.');
      startMain(s);
      say(ctx, () => ({ kind: 'noAction', args: {}, seat }));
      s.tasks.unshift({ t: 'keys' }, { t: 'afterAction' });
      return null;
    default:
      return powerAction(s, a, ctx, d);
  }
}

/** The action of the turn starts: the main decision is answered. */
function startMain(s: GameState): void {
  s.turn.acted = true;
  s.pending = null;
}

/** The once-per-turn powers the current player may use now, as actions. */
function powerActions(s: GameState, out: Action[]): void {
  const p = s.players[s.current];
  // The usual case, no such Lord: usablePowers would be empty (and build its array).
  if (!holdsOncePerTurnLord(p) && !hasUsableExpansionPower(s)) return;
  for (const lord of usablePowers(s)) {
    if (lord === LORD.slaver) for (const card of distinctAllies(p.hand)) out.push({ type: 'slaver', card });
    if (lord === LORD.oracle) for (const r of nonEmptyStacks(s)) out.push({ type: 'oracle', race: RACES[r] });
    if (lord === LORD.opportunist) for (const l of courtLords(s)) out.push({ type: 'opportunist', lord: l });
    expansionPowerActions(s, lord, out);
  }
}

/** Applies a once-per-turn power; undefined means the action was not a power at all. */
function powerAction(s: GameState, a: Action, ctx: Ctx, d: TurnDecision): EngineError | null | undefined {
  const p = s.players[s.current];
  // The power emptied what the player's own guard reserved (the Kraken's Sentinel comes back).
  let released = false;
  switch (a.type) {
    case 'slaver':
      if (!canUsePower(s, LORD.slaver)) return err('ALREADY_USED', 'The Slaver is not available to you now.');
      if (!isInt(a.card) || !p.hand.includes(a.card)) return err('CARD_NOT_IN_HAND', 'Discard an Ally from your hand.');
      useSlaver(s, ctx, a.card);
      break;
    case 'oracle': {
      if (!canUsePower(s, LORD.oracle)) return err('ALREADY_USED', 'The Oracle is not available to you now.');
      const r = raceOf(a.race);
      if (r < 0 || s.council[r].length === 0) return illegal('Choose a Council stack that has cards.');
      if (guardedFrom(s, 'council', r, s.current)) return reserved('council');
      useOracle(s, ctx, r);
      released = releaseGuard(s, ctx, s.current, 'council', r);
      break;
    }
    case 'opportunist':
      if (!canUsePower(s, LORD.opportunist)) return err('ALREADY_USED', 'The Opportunist is not available to you now.');
      if (guardedFrom(s, 'court', a.lord, s.current)) return reserved('court');
      if (!courtLords(s).includes(a.lord)) return err('NOT_IN_COURT', `${isInt(a.lord) && a.lord >= 1 && a.lord <= 35 ? lordName(a.lord) : 'That Lord'} is not in the Court.`);
      useOpportunist(s, ctx, a.lord);
      released = releaseGuard(s, ctx, s.current, 'court', a.lord);
      break;
    default: {
      const done = applyExpansionPower(s, a, ctx);
      if (done !== null) return done;
    }
  }
  if (released) {
    // The guard is placed first (its task is at the front), then the same decision again.
    s.pending = null;
    s.tasks.splice(1, 0, d.kind === 'main' ? { t: 'resumeMain' } : { t: 'afterAction' });
    return null;
  }
  // The player stays in the same decision (before or after the action).
  s.pending = d;
  if (d.kind === 'afterAction') {
    // Nothing left to use: the turn goes on to its end.
    s.pending = null;
    s.tasks.unshift({ t: 'afterAction' });
  }
  return null;
}
