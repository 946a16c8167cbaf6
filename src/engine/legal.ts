// Legal actions of the seat that must decide now, for every kind of decision.
import { LORD, RACES, isKrakenAlly, isMonsterCard } from './cards.ts';
import { addSupportActions } from './council.ts';
import { canPlot, courtLords } from './court.ts';
import { canExplore, distinctAllies } from './explore.ts';
import { usablePowers } from './flow.ts';
import { keyPayments, maxDraw } from './locations.ts';
import { assassinTargets, holdsOncePerTurnLord, nonEmptyStacks } from './powers.ts';
import { addRecruitActions } from './payments.ts';
import { affiliationCandidates, conspiracyLord } from './recruit.ts';
import { paymentActions } from './recruit-steps.ts';
import { expansionLegalActions, expansionPowerActions, finishRecruitListing, hasExpansionPowers, openTo, pushPaying } from './hooks.ts';
import type { Action, GameState } from './types.ts';

export function legalActions(s: GameState): Action[] {
  const d = s.pending;
  if (s.over || d === null) return [];
  const p = s.players[d.seat];
  const out: Action[] = [];
  switch (d.kind) {
    case 'main': {
      if (s.options.expansions?.deProfundis) {
        if (canPlot(s, 'lords')) pushPaying(s, d.seat, 1, { type: 'plot', deck: 'lords' }, out);
        if (canPlot(s, 'outcasts')) pushPaying(s, d.seat, 1, { type: 'plot', deck: 'outcasts' }, out);
      } else if (canPlot(s)) pushPaying(s, d.seat, 1, { type: 'plot' }, out);
      const plots = out.length;
      if (canExplore(s)) out.push({ type: 'explore' });
      addSupportActions(s, out);
      const from = out.length;
      // Kraken: not the Court cards another seat's Sentinel guards.
      addRecruitActions(s, d.seat, openTo(s, 'court', s.court, d.seat), out);
      const top = conspiracyLord(s);
      if (top) addRecruitActions(s, d.seat, [top], out);
      // The expansions give the listed payments their final form (hooks.ts): the Kraken's
      // Nebulis amounts; the Leviathan's choice of spending a Leviathan Ally or a plain copy.
      finishRecruitListing(s, d.seat, out, from);
      // Plotting is optional (from either deck with De Profundis): it never replaces the action.
      // (The plots are out[0..plots): whatever follows them is another action.)
      if (out.length === plots) out.push({ type: 'skipAction' });
      powerActions(s, out);
      return out;
    }
    case 'afterAction':
      powerActions(s, out);
      out.push({ type: 'endTurn' });
      return out;
    case 'offer':
      if (!s.kraken) return [{ type: 'buy' }, { type: 'pass' }];
      pushPaying(s, d.seat, d.price, { type: 'buy' }, out);
      out.push({ type: 'pass' });
      return out;
    case 'allyRevealed':
      return [{ type: 'take' }, { type: 'continue' }];
    case 'monsterRevealed':
      return [{ type: 'fight' }, { type: 'continue' }];
    case 'reward':
      return d.options.map((_, option) => ({ type: 'reward', option }));
    case 'takeFromTrack':
      return distinctAllies(s.track.filter((c) => !isMonsterCard(c))).map((card) => ({ type: 'takeFromTrack', card }));
    case 'payment':
      return paymentActions(s, d);
    case 'affiliate':
      for (const card of affiliationCandidates(s, d.seat, d.spent, d.lord)) out.push({ type: 'affiliate', card });
      return out;
    case 'discard':
      return distinctAllies(p.hand).map((card) => ({ type: 'discard', card }));
    case 'martialLaw':
      if (p.pearls > 0) out.push({ type: 'payPearl' });
      for (const card of distinctAllies(p.hand)) if (!isKrakenAlly(card)) out.push({ type: 'discard', card });
      return out;
    case 'assassinate':
      return assassinTargets(s, d.target).map((lord) => ({ type: 'assassinate', lord }));
    case 'hunt':
      return d.targets.map((target) => ({ type: 'hunt', target }));
    case 'apprentice':
      return nonEmptyStacks(s).map((r) => ({ type: 'apprentice', race: RACES[r] }));
    case 'illusionist':
      for (const from of p.locations) for (const to of openTo(s, 'location', s.locationsAvailable, d.seat)) out.push({ type: 'illusionist', from: from.id, to });
      out.push({ type: 'decline' });
      return out;
    case 'corruptor':
      for (const lord of courtLords(s)) pushPaying(s, d.seat, 5, { type: 'corrupt', lord }, out);
      out.push({ type: 'decline' });
      return out;
    case 'traitor':
      for (const discard of p.lords) if (discard !== d.lord) for (const take of courtLords(s)) out.push({ type: 'betray', discard, take });
      out.push({ type: 'decline' });
      return out;
    case 'schemer':
      if (s.lordDeck.length > 0) for (const discard of p.lords) if (discard !== d.lord) out.push({ type: 'scheme', discard });
      out.push({ type: 'decline' });
      return out;
    case 'location':
      for (const location of openTo(s, 'location', s.locationsAvailable, d.seat)) out.push({ type: 'takeLocation', location });
      for (let count = 1; count <= maxDraw(s); count++) out.push({ type: 'drawLocations', count });
      return out;
    case 'pickLocation':
      return d.drawn.map((location) => ({ type: 'pickLocation', location }));
    case 'payKeys':
      return keyPayments(s, d.seat).map((lords) => ({ type: 'payKeys', lords }));
    case 'blackSmokers':
      for (const location of [...s.locationStack].sort((a, b) => a - b)) out.push({ type: 'swapLocation', location });
      out.push({ type: 'decline' });
      return out;
    case 'reconquer':
      return d.options.map((location) => ({ type: 'reconquer', location }));
    case 'replaceLocation':
      return openTo(s, 'location', s.locationsAvailable, d.seat).map((location) => ({ type: 'pickLocation', location }));
    default:
      return expansionLegalActions(s, d);
  }
}

function powerActions(s: GameState, out: Action[]): void {
  const p = s.players[s.current];
  // The usual case, no such Lord: usablePowers would be empty (and build its array).
  if (!holdsOncePerTurnLord(p) && !hasExpansionPowers(s)) return;
  for (const lord of usablePowers(s)) {
    if (lord === LORD.slaver) for (const card of distinctAllies(p.hand)) out.push({ type: 'slaver', card });
    if (lord === LORD.oracle) for (const r of nonEmptyStacks(s)) out.push({ type: 'oracle', race: RACES[r] });
    if (lord === LORD.opportunist) for (const l of courtLords(s)) out.push({ type: 'opportunist', lord: l });
    expansionPowerActions(s, lord, out);
  }
}
