// Applying one action: check it against the pending decision, then change the state.
// Every check happens before any change, so a rejected action leaves the state as it was.
import { LORD, RACES, allyRace, allyValue, isKrakenAlly, isMonsterCard } from './cards.ts';
import { requestSupport, stacksToTake } from './council.ts';
import { canPlot, courtLords, drawLord, plot } from './court.ts';
import {
  buy, canExplore, fight, grantReward, keepExploring, passOffer, startExploration, takeFromTrack,
} from './explore.ts';
import { advance } from './flow.ts';
import { legalActions } from './legal.ts';
import {
  ambassadorTakes, chooseLocation, drawLocations, keyPayments, maxDraw, payKeysAndTake, swapBlackSmokers,
} from './locations.ts';
import {
  assassinTargets, assassinate, canUsePower, corrupt, discardFromHand, hunt, illusionistSwap, replaceLord, requireDiscard, takeStack,
  useOpportunist, useOracle, useSlaver,
} from './powers.ts';
import { reconquer, replaceWith } from './de-profundis/outcasts.ts';
import { affiliate, affiliationCandidates, checkPayment, conspiracyLord, recruit } from './recruit.ts';
import { openPayment, paymentStep } from './recruit-steps.ts';
import { type Ctx, lordName, name, say } from './state.ts';
import { own, ownPlayer } from './state-copy.ts';
import { applyExpansionDecision, applyExpansionPower, expectedFor, guardedFrom, releaseGuard, reserved } from './hooks.ts';
import { canPay, checkNebulis } from './kraken/payments.ts';
import type { Action, BaseDecisionKind, Decision, EngineError, GameState } from './types.ts';

type Err = EngineError | null;

const err = (code: EngineError['code'], message: string): EngineError => ({ code, message });
const illegal = (message: string): EngineError => err('ILLEGAL_CHOICE', message);

function isInt(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x);
}
function raceOf(x: unknown): number {
  return typeof x === 'string' ? RACES.indexOf(x as (typeof RACES)[number]) : -1;
}
function isIntArray(x: unknown): x is number[] {
  return Array.isArray(x) && x.length <= 80 && x.every(isInt);
}

/** What each decision accepts, to name it in errors. */
const EXPECTED: Record<BaseDecisionKind, string> = {
  main: 'plot, explore, support, recruit or a Lord power',
  afterAction: 'a Lord power or endTurn',
  offer: 'buy or pass',
  allyRevealed: 'take or continue',
  monsterRevealed: 'fight or continue',
  reward: 'reward',
  takeFromTrack: 'takeFromTrack',
  payment: 'addAlly or pay',
  affiliate: 'affiliate',
  discard: 'discard',
  martialLaw: 'payPearl or discard',
  assassinate: 'assassinate',
  hunt: 'hunt',
  apprentice: 'apprentice',
  illusionist: 'illusionist or decline',
  corruptor: 'corrupt or decline',
  traitor: 'betray or decline',
  schemer: 'scheme or decline',
  location: 'takeLocation or drawLocations',
  pickLocation: 'pickLocation',
  payKeys: 'payKeys',
  blackSmokers: 'swapLocation or decline',
  reconquer: 'reconquer',
  replaceLocation: 'pickLocation',
};

/**
 * Applies `action` to `s` in place. Returns an error (and leaves `s` untouched) when the
 * action is not legal now. The hot path for bots and benchmarks calls this on a private copy.
 */
export function applyInPlace(s: GameState, action: Action, ctx: Ctx): Err {
  if (s.over || s.pending === null) return err('GAME_OVER', 'The game is over.');
  if (typeof action !== 'object' || action === null || typeof (action as { type?: unknown }).type !== 'string') {
    return err('MALFORMED_ACTION', 'An action is an object with a "type".');
  }
  const d = s.pending;
  const e = dispatch(s, d, action, ctx);
  if (e) return e;
  advance(s, ctx);
  return null;
}

function wrong(d: Decision, action: Action): EngineError {
  const expected = d.kind in EXPECTED ? EXPECTED[d.kind as BaseDecisionKind] : expectedFor(d);
  return err('WRONG_DECISION', `"${String(action.type)}" is not possible now: expected ${expected}.`);
}

function dispatch(s: GameState, d: Decision, a: Action, ctx: Ctx): Err {
  const p = s.players[d.seat];
  switch (d.kind) {
    case 'main':
      return mainAction(s, a, ctx);
    case 'afterAction':
      if (a.type === 'endTurn') {
        s.pending = null;
        s.tasks.unshift({ t: 'endTurn' });
        return null;
      }
      return orWrong(powerAction(s, a, ctx, d), d, a);
    case 'offer':
      if (a.type === 'buy') {
        const paid = checkNebulis(s, d.seat, d.price, a.nebulis);
        if (paid) return paid;
        s.pending = null;
        buy(s, ctx, d.seat, a.nebulis ?? 0);
        return null;
      }
      if (a.type === 'pass') { s.pending = null; passOffer(s, ctx, d.seat, d.from); return null; }
      return wrong(d, a);
    case 'allyRevealed':
      if (a.type === 'take') { s.pending = null; takeFromTrack(s, ctx, d.card); return null; }
      if (a.type === 'continue') { s.pending = null; keepExploring(s, ctx, false); return null; }
      return wrong(d, a);
    case 'monsterRevealed':
      if (a.type === 'fight') { s.pending = null; fight(s, ctx, false); return null; }
      if (a.type === 'continue') { s.pending = null; keepExploring(s, ctx, true); return null; }
      return wrong(d, a);
    case 'reward':
      if (a.type !== 'reward') return wrong(d, a);
      if (!isInt(a.option) || a.option < 0 || a.option >= d.options.length) return illegal('Choose one of the reward options offered.');
      s.pending = null;
      grantReward(s, ctx, d.options[a.option]);
      return null;
    case 'takeFromTrack':
      if (a.type !== 'takeFromTrack') return wrong(d, a);
      if (!isInt(a.card) || isMonsterCard(a.card) || !s.track.includes(a.card)) return illegal('Choose an Ally on the Exploration track.');
      s.pending = null;
      takeFromTrack(s, ctx, a.card);
      return null;
    case 'payment':
      return orWrong(paymentStep(s, ctx, d, a), d, a);
    case 'affiliate': {
      if (a.type !== 'affiliate') return wrong(d, a);
      const options = affiliationCandidates(s, d.seat, d.spent, d.lord);
      const card = d.spent.find((c) => c === a.card);
      if (card === undefined || !options.some((o) => sameAlly(o, card))) return illegal('Affiliate one of the spent Allies you may keep.');
      s.pending = null;
      affiliate(s, ctx, d.spent, card);
      return null;
    }
    case 'discard':
      if (a.type !== 'discard') return wrong(d, a);
      if (!isInt(a.card) || !p.hand.includes(a.card)) return err('CARD_NOT_IN_HAND', 'Discard an Ally from your hand.');
      s.pending = null;
      discardFromHand(s, ctx, d.seat, a.card, d.reason);
      // Read again: discarding copied the player if it was shared (state-copy.ts).
      requireDiscard(s, ctx, d.seat, Math.min(d.count - 1, s.players[d.seat].hand.length), d.reason);
      return null;
    case 'martialLaw':
      if (a.type === 'payPearl') {
        if (p.pearls < 1) return err('NOT_ENOUGH_PEARLS', 'You have no Pearl to pay.');
        ownPlayer(s, d.seat).pearls -= 1;
        say(ctx, () => ({ kind: 'martialLawPays', args: {}, seat: d.seat }));
      } else if (a.type === 'discard') {
        if (!isInt(a.card) || !p.hand.includes(a.card)) return err('CARD_NOT_IN_HAND', 'Discard an Ally from your hand.');
        // Kraken: a Kraken Ally would shed its Nebulis this way (Board Game Arena refuses it too).
        if (isKrakenAlly(a.card)) return illegal('You cannot discard a Kraken Ally to Martial Law.');
        discardFromHand(s, ctx, d.seat, a.card, 'martialLaw');
      } else return wrong(d, a);
      s.pending = d.count > 1 ? { ...d, count: d.count - 1 } : null;
      return null;
    case 'assassinate':
      if (a.type !== 'assassinate') return wrong(d, a);
      if (!assassinTargets(s, d.target).includes(a.lord)) return illegal(`Choose a free, unharmed Lord of ${name(s, d.target)}.`);
      s.pending = null;
      assassinate(s, ctx, d.target, a.lord);
      return null;
    case 'hunt':
      if (a.type !== 'hunt') return wrong(d, a);
      if (!d.targets.includes(a.target)) return illegal('Choose an opponent who has a Monster token and is not protected.');
      s.pending = null;
      hunt(s, ctx, a.target);
      return null;
    case 'apprentice': {
      if (a.type !== 'apprentice') return wrong(d, a);
      const r = raceOf(a.race);
      if (r < 0 || s.council[r].length === 0) return illegal('Choose a Council stack that has cards.');
      if (guardedFrom(s, 'council', r, d.seat)) return reserved('council');
      s.pending = null;
      takeStack(s, ctx, r, true);
      return null;
    }
    case 'illusionist':
      if (a.type === 'decline') { s.pending = null; return null; }
      if (a.type !== 'illusionist') return wrong(d, a);
      if (!p.locations.some((l) => l.id === a.from) || !s.locationsAvailable.includes(a.to)) {
        return illegal('Exchange one of your Locations for a face-up one.');
      }
      if (guardedFrom(s, 'location', a.to, d.seat)) return reserved('location');
      s.pending = null;
      illusionistSwap(s, ctx, a.from, a.to);
      return null;
    case 'corruptor':
      if (a.type === 'decline') { s.pending = null; return null; }
      if (a.type !== 'corrupt') return wrong(d, a);
      if (guardedFrom(s, 'court', a.lord, d.seat)) return reserved('court');
      if (!courtLords(s).includes(a.lord)) return err('NOT_IN_COURT', 'That Lord is not in the Court.');
      if (!canPay(s, d.seat, 5)) return err('NOT_ENOUGH_PEARLS', 'The Corruptor needs exactly 5 Pearls.');
      {
        const paid = checkNebulis(s, d.seat, 5, a.nebulis);
        if (paid) return paid;
      }
      s.pending = null;
      corrupt(s, ctx, a.lord, a.nebulis ?? 0);
      return null;
    case 'traitor':
      if (a.type === 'decline') { s.pending = null; return null; }
      if (a.type !== 'betray') return wrong(d, a);
      if (a.discard === d.lord || !p.lords.includes(a.discard)) return illegal('Discard another of your free Lords.');
      if (guardedFrom(s, 'court', a.take, d.seat)) return reserved('court');
      if (!courtLords(s).includes(a.take)) return err('NOT_IN_COURT', 'That Lord is not in the Court.');
      s.pending = null;
      own.court(s).splice(s.court.indexOf(a.take), 1);
      replaceLord(s, ctx, a.discard, a.take, LORD.traitor);
      releaseGuard(s, ctx, d.seat, 'court', a.take);
      return null;
    case 'schemer':
      if (a.type === 'decline') { s.pending = null; return null; }
      if (a.type !== 'scheme') return wrong(d, a);
      if (a.discard === d.lord || !p.lords.includes(a.discard)) return illegal('Discard another of your free Lords.');
      if (s.lordDeck.length === 0) return illegal('The Lord deck is empty.');
      s.pending = null;
      replaceLord(s, ctx, a.discard, drawLord(s), LORD.schemer);
      return null;
    case 'location':
      if (a.type === 'takeLocation') {
        if (!s.locationsAvailable.includes(a.location)) return illegal('That Location is not face up.');
        if (guardedFrom(s, 'location', a.location, d.seat)) return reserved('location');
        s.pending = null;
        chooseLocation(s, ctx, a.location);
        return null;
      }
      if (a.type === 'drawLocations') {
        if (!isInt(a.count) || a.count < 1 || a.count > maxDraw(s)) return illegal(`Draw between 1 and ${maxDraw(s)} Locations.`);
        const drawn = drawLocations(s, ctx, a.count);
        s.pending = { kind: 'pickLocation', seat: d.seat, drawn, ambassador: 0 };
        return null;
      }
      return wrong(d, a);
    case 'pickLocation':
      if (a.type !== 'pickLocation') return wrong(d, a);
      if (!d.drawn.includes(a.location)) return illegal('Pick one of the Locations you drew.');
      s.pending = null;
      if (d.ambassador) ambassadorTakes(s, ctx, a.location, d.ambassador);
      else chooseLocation(s, ctx, a.location);
      return null;
    case 'payKeys': {
      if (a.type !== 'payKeys') return wrong(d, a);
      if (!isIntArray(a.lords)) return err('MALFORMED_ACTION', 'List the Lords that pay keys.');
      const wanted = [...a.lords].sort((x, y) => x - y).join();
      const match = keyPayments(s, d.seat).find((o) => [...o].sort((x, y) => x - y).join() === wanted);
      if (!match) return illegal('Pay exactly 3 keys with your free Lords that have keys and your Key tokens.');
      s.pending = null;
      payKeysAndTake(s, ctx, d.location, match);
      return null;
    }
    case 'blackSmokers':
      if (a.type === 'decline') { s.pending = null; return null; }
      if (a.type !== 'swapLocation') return wrong(d, a);
      if (!s.locationStack.includes(a.location)) return illegal('Choose a Location from the stack.');
      s.pending = null;
      swapBlackSmokers(s, ctx, a.location, d.seat);
      return null;
    case 'reconquer':
      if (a.type !== 'reconquer') return wrong(d, a);
      if (!d.options.includes(a.location)) return illegal("Reconquer one of the Locations offered (an opponent's not already held by 2 Outcasts).");
      s.pending = null;
      reconquer(s, ctx, a.location);
      return null;
    case 'replaceLocation':
      if (a.type !== 'pickLocation') return wrong(d, a);
      if (!s.locationsAvailable.includes(a.location)) return illegal('Pick a face-up Location.');
      if (guardedFrom(s, 'location', a.location, d.seat)) return reserved('location');
      s.pending = null;
      replaceWith(s, ctx, d.seat, a.location, d.lords);
      return null;
    default:
      return orWrong(applyExpansionDecision(s, d, a, ctx), d, a);
  }
}

/** `undefined` means the action was not a power at all. */
function orWrong(result: Err | undefined, d: Decision, a: Action): Err {
  return result === undefined ? wrong(d, a) : result;
}

function sameAlly(a: number, b: number): boolean {
  return allyRace(a) === allyRace(b) && allyValue(a) === allyValue(b);
}

function mainAction(s: GameState, a: Action, ctx: Ctx): Err {
  const seat = s.current;
  const p = s.players[seat];
  switch (a.type) {
    case 'plot': {
      const deck = a.deck ?? 'lords';
      if (deck !== 'lords' && (deck !== 'outcasts' || !s.options.expansions?.deProfundis)) return err('MALFORMED_ACTION', 'Plot from the Lord deck or, with De Profundis, the Outcast deck.');
      if (!canPlot(s, deck)) return illegal(p.pearls < 1 ? 'Plotting costs 1 Pearl.' : 'There is no empty Court space or no card left to plot.');
      const paid = checkNebulis(s, seat, 1, a.nebulis);
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
      if (s.kraken && races.some((r) => guardedFrom(s, 'council', r, seat))) return reserved('council');
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
      const paid = a.more ? null : checkNebulis(s, seat, pearls, a.nebulis);
      if (paid) return paid;
      startMain(s);
      if (a.more) openPayment(s, ctx, a.lord, a.allies, pearls);
      else recruit(s, ctx, a.lord, a.allies, pearls, a.nebulis ?? 0);
      return null;
    }
    case 'skipAction':
      if (legalActions(s).every((x) => x.type !== 'skipAction')) return illegal('You can still explore, request support or recruit.');
      startMain(s);
      say(ctx, () => ({ kind: 'noAction', args: {}, seat }));
      s.tasks.unshift({ t: 'keys' }, { t: 'afterAction' });
      return null;
    default:
      return orWrong(powerAction(s, a, ctx, s.pending!), s.pending!, a);
  }
}

/** The action of the turn starts: the main decision is answered. */
function startMain(s: GameState): void {
  s.turn.acted = true;
  s.pending = null;
}

function powerAction(s: GameState, a: Action, ctx: Ctx, d: Decision): Err | undefined {
  const p = s.players[s.current];
  // Kraken: the power emptied what the player's own Sentinel guarded (the token comes back).
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
    // The Sentinel is placed first (its task is at the front), then the same decision again.
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
