// A seat's PlayerView as a fixed-size vector of numbers (docs/environment.md, "Observation").
// It is computed from the view alone, so it can hold nothing the seat may not know. Seats are
// absolute (slot s is seat s; `me` says which one is ours); counts are raw numbers, flags 0/1.
// Not encoded: the event log and the engine's task queue (history is the learner's to keep).
import { RACES, THREAT_SPACES, TRACK_SPACES, COURT_SPACES, type PlayerView, type DecisionKind } from '../engine/index.ts';
import { ACTIONS, END } from './actions.ts';
import { ALLY_COUNT, EXPLORATION_CARD_COUNT, LOCATION_COUNT, LORD_SLOTS, MAX_SEATS, RACE_COUNT, locationSlot, lordSlot, segments, type Segment } from './layout.ts';

export const DECISION_KINDS: readonly DecisionKind[] = [
  'main', 'afterAction', 'offer', 'allyRevealed', 'monsterRevealed', 'reward', 'takeFromTrack', 'affiliate', 'discard', 'martialLaw',
  'assassinate', 'hunt', 'apprentice', 'illusionist', 'corruptor', 'traitor', 'schemer', 'location', 'pickLocation', 'payKeys',
  'blackSmokers', 'reconquer', 'replaceLocation', 'payment',
];
const MAX_REWARDS = 3;
const POWER_BITS = 3;

/** One player's block; repeated MAX_SEATS times (seat order), zero for absent seats. */
export const PLAYER = segments([
  ['present', 1, '1 when this seat is at the table'],
  ['pearls', 1, 'Pearls'],
  ['keyTokens', 1, 'Key tokens'],
  ['keys', 1, 'keys: tokens plus free, unharmed Lords’ keys'],
  ['handCount', 1, 'Allies in hand'],
  ['monsterCount', 1, 'Monster tokens'],
  ['monstersKnown', 1, '1 when the token values below are known (own seat, or the game is over)'],
  ['monsterValues', 3, 'tokens worth 2, 3, 4'],
  ['lordCount', 1, 'Lords (as counted for the end of the game)'],
  ['lords', LORD_SLOTS, 'free Lords (bit per Lord slot)'],
  ['assassinated', LORD_SLOTS, 'Lords turned by the Assassin'],
  ['locations', LOCATION_COUNT, 'Locations controlled'],
  ['underLocations', LORD_SLOTS, 'Lords and Outcasts slid under its Locations'],
  ['affiliated', ALLY_COUNT, 'affiliated Allies (bit per card)'],
  ['outcasts', LORD_SLOTS, 'Outcasts not yet used to reconquer'],
]);

export const OBSERVATION = segments([
  ['players', 3, 'player count: 2, 3, 4 (one-hot)'],
  ['me', MAX_SEATS, 'the observing seat (one-hot)'],
  ['current', MAX_SEATS, 'whose turn it is (one-hot)'],
  ['decider', MAX_SEATS, 'the seat that must decide now (one-hot; none when over)'],
  ['over', 1, 'game over'],
  ['finalRound', 1, 'the end is triggered'],
  ['lastSeat', MAX_SEATS, 'the seat whose turn closes the game (one-hot; none before the final round)'],
  ['extraTurns', 1, 'extra turns owed to the current seat'],
  ['martialLaw', 1, 'Martial Law table'],
  ['deProfundis', 1, 'De Profundis table'],
  ['purchases', 1, 'Allies bought by opponents during this exploration'],
  ['buyers', MAX_SEATS, 'seats that already bought an Ally this turn'],
  ['acted', 1, 'the turn’s action was taken'],
  ['powersUsed', POWER_BITS, 'once-per-turn powers used: Slaver, Oracle, Opportunist'],
  ['hand', ALLY_COUNT, 'my hand (bit per Ally card)'],
  ['seats', PLAYER.size * MAX_SEATS, `${MAX_SEATS} player blocks of ${PLAYER.size} (layout PLAYER)`],
  ['track', TRACK_SPACES * EXPLORATION_CARD_COUNT, 'Exploration track, 5 spaces × card (one-hot per space)'],
  ['threat', THREAT_SPACES, 'Threat position 1–6 (one-hot)'],
  ['council', RACE_COUNT, 'Council stack sizes per race'],
  ['court', COURT_SPACES * LORD_SLOTS, 'Court, 6 spaces × Lord slot (one-hot per space)'],
  ['lordDeckCount', 1, 'Lords in the deck'],
  ['outcastDeckCount', 1, 'Outcasts in the deck'],
  ['explorationDeckCount', 1, 'Exploration deck size'],
  ['explorationDiscardCount', 1, 'Exploration discard size'],
  ['locationStackCount', 1, 'Location stack size'],
  ['monsterTokensLeft', 1, 'Monster tokens left'],
  ['keySupply', 1, 'Key tokens left'],
  ['lordDiscard', LORD_SLOTS, 'Lords out of the game'],
  ['locationsAvailable', LOCATION_COUNT, 'face-up Locations'],
  ['locationsOut', LOCATION_COUNT, 'Locations out of the game'],
  ['peek', LORD_SLOTS, 'the top Lord the Conspirator shows me (one-hot)'],
  ['locationStack', LOCATION_COUNT, 'Black Smokers: the stack’s tiles, when shown to me'],
  ['pendingKind', DECISION_KINDS.length, `pending decision kind (one-hot: ${DECISION_KINDS.join(', ')})`],
  ['pendingCard', EXPLORATION_CARD_COUNT, 'offer / allyRevealed: the card (one-hot)'],
  ['pendingPrice', 1, 'offer: price in Pearls'],
  ['pendingSeat', MAX_SEATS, 'offer: the exploring seat; assassinate: the target seat (one-hot)'],
  ['pendingSeats', MAX_SEATS, 'hunt: the seats that may be hunted'],
  ['pendingCount', 1, 'discard / martialLaw: how many'],
  ['pendingReason', 2, 'discard: Jailer, Commander'],
  ['pendingSpace', 1, 'reward: the Threat space'],
  ['pendingRewards', MAX_REWARDS * 3, 'reward: up to 3 options × (Pearls, Monster tokens, keys)'],
  ['pendingAllies', ALLY_COUNT, 'affiliate: the spent Allies; payment: the Allies paid so far (payer only)'],
  ['pendingLord', LORD_SLOTS, 'affiliate / payment / traitor / schemer: the Lord (one-hot; none for the Conspirator’s secret Lord)'],
  ['pendingLords', LORD_SLOTS, 'replaceLocation: the Lords'],
  ['pendingLocation', LOCATION_COUNT, 'payKeys: the Location (one-hot)'],
  ['pendingLocations', LOCATION_COUNT, 'pickLocation: drawn; reconquer: the options'],
  ['pendingAmbassador', 1, 'pickLocation: the Ambassador’s draw'],
  ['partialHead', 3, 'an action being built in the environment: support, recruit, payKeys (one-hot)'],
  ['partialLord', LORD_SLOTS, 'recruit being built: its Lord (one-hot)'],
  ['partialRaces', RACE_COUNT, 'support being built: races chosen so far'],
  ['partialAllies', ALLY_COUNT, 'recruit being built: Allies chosen so far'],
  ['partialLords', LORD_SLOTS, 'payKeys being built: Lords chosen so far'],
]);

/** Length of every observation vector. */
export const OBSERVATION_SIZE = OBSERVATION.size;
export const OBSERVATION_SEGMENTS: readonly Segment[] = OBSERVATION.list;
export const PLAYER_SEGMENTS: readonly Segment[] = PLAYER.list;

const O = OBSERVATION.map;
const P = PLAYER.map;

/**
 * Encodes one seat's view. `partial` is the index sequence of an action being built in the
 * environment (actions.ts), empty between actions.
 */
export function encodeObservation(view: PlayerView, partial: readonly number[] = []): Float32Array {
  if (view.playerCount < 2 || view.playerCount > MAX_SEATS) throw new RangeError(`The observation encodes 2 to ${MAX_SEATS} players (got ${view.playerCount}).`);
  const x = new Float32Array(OBSERVATION_SIZE);
  const set = (seg: Segment, i: number, v = 1): void => {
    if (!Number.isInteger(i) || i < 0 || i >= seg.size) throw new RangeError(`${seg.name}: ${i} is outside the encoding (0 to ${seg.size - 1}).`);
    x[seg.offset + i] = v;
  };
  const bits = (seg: Segment, ids: readonly number[], index: (id: number) => number = (id) => id): void => {
    for (const id of ids) set(seg, index(id));
  };
  set(O.players, view.playerCount - 2);
  if (view.seat !== null) set(O.me, view.seat);
  set(O.current, view.current);
  if (view.pending) set(O.decider, view.pending.seat);
  set(O.over, 0, view.over ? 1 : 0);
  set(O.finalRound, 0, view.finalRound ? 1 : 0);
  if (view.lastSeat >= 0) set(O.lastSeat, view.lastSeat);
  set(O.extraTurns, 0, view.extraTurns);
  set(O.martialLaw, 0, view.options.martialLaw ? 1 : 0);
  set(O.deProfundis, 0, view.options.expansions?.deProfundis ? 1 : 0);
  set(O.purchases, 0, view.turn.purchases);
  for (let s = 0; s < MAX_SEATS; s++) if (view.turn.buyers & (1 << s)) set(O.buyers, s);
  set(O.acted, 0, view.turn.acted ? 1 : 0);
  for (let b = 0; b < POWER_BITS; b++) if (view.turn.powersUsed & (1 << b)) set(O.powersUsed, b);
  const me = view.seat === null ? undefined : view.players[view.seat];
  if (me?.hand) bits(O.hand, me.hand);

  for (const p of view.players) {
    const block = O.seats.offset + p.seat * PLAYER.size;
    const put = (seg: Segment, i: number, v = 1): void => {
      if (!Number.isInteger(i) || i < 0 || i >= seg.size) throw new RangeError(`${seg.name}: ${i} is outside the encoding (0 to ${seg.size - 1}).`);
      x[block + seg.offset + i] = v;
    };
    put(P.present, 0);
    put(P.pearls, 0, p.pearls);
    put(P.keyTokens, 0, p.keyTokens);
    put(P.keys, 0, p.keys);
    put(P.handCount, 0, p.handCount);
    put(P.monsterCount, 0, p.monsterCount);
    if (p.monsterValues) {
      put(P.monstersKnown, 0);
      for (const v of p.monsterValues) x[block + P.monsterValues.offset + v - 2]++;
    }
    put(P.lordCount, 0, p.lordCount);
    for (const l of p.lords) put(P.lords, lordSlot(l));
    for (const l of p.assassinated) put(P.assassinated, lordSlot(l));
    for (const loc of p.locations) {
      put(P.locations, locationSlot(loc.id));
      for (const l of loc.lords) put(P.underLocations, lordSlot(l));
      for (const o of loc.outcasts ?? []) put(P.underLocations, lordSlot(o));
    }
    for (const a of p.affiliated) put(P.affiliated, a);
    for (const o of p.outcasts) put(P.outcasts, lordSlot(o));
  }

  view.track.forEach((card, i) => set(O.track, i * EXPLORATION_CARD_COUNT + card));
  set(O.threat, view.threat - 1);
  for (const c of view.council) set(O.council, RACES.indexOf(c.race), c.count);
  view.court.forEach((lord, i) => set(O.court, i * LORD_SLOTS + lordSlot(lord)));
  set(O.lordDeckCount, 0, view.lordDeckCount);
  set(O.outcastDeckCount, 0, view.outcastDeckCount);
  set(O.explorationDeckCount, 0, view.explorationDeckCount);
  set(O.explorationDiscardCount, 0, view.explorationDiscardCount);
  set(O.locationStackCount, 0, view.locationStackCount);
  set(O.monsterTokensLeft, 0, view.monsterTokensLeft);
  set(O.keySupply, 0, view.keySupply);
  bits(O.lordDiscard, view.lordDiscard, lordSlot);
  bits(O.locationsAvailable, view.locationsAvailable, locationSlot);
  bits(O.locationsOut, view.locationsOut, locationSlot);
  if (view.peek !== undefined) set(O.peek, lordSlot(view.peek));
  if (view.locationStack) bits(O.locationStack, view.locationStack, locationSlot);

  const d = view.pending;
  if (d) {
    set(O.pendingKind, DECISION_KINDS.indexOf(d.kind));
    switch (d.kind) {
      case 'offer':
        set(O.pendingCard, d.card);
        set(O.pendingPrice, 0, d.price);
        set(O.pendingSeat, d.from);
        break;
      case 'allyRevealed':
        set(O.pendingCard, d.card);
        break;
      case 'reward':
        set(O.pendingSpace, 0, d.space);
        d.options.forEach((r, i) => {
          set(O.pendingRewards, i * 3, r.pearls);
          set(O.pendingRewards, i * 3 + 1, r.monsters);
          set(O.pendingRewards, i * 3 + 2, r.keys);
        });
        break;
      case 'affiliate':
        bits(O.pendingAllies, d.spent);
        set(O.pendingLord, lordSlot(d.lord));
        break;
      case 'payment':
        // Another seat's view holds no Allies, and Lord 0 for the Conspirator's secret top Lord.
        bits(O.pendingAllies, d.allies);
        if (d.lord) set(O.pendingLord, lordSlot(d.lord));
        break;
      case 'discard':
        set(O.pendingCount, 0, d.count);
        set(O.pendingReason, d.reason === 'jailer' ? 0 : 1);
        break;
      case 'martialLaw':
        set(O.pendingCount, 0, d.count);
        break;
      case 'assassinate':
        set(O.pendingSeat, d.target);
        break;
      case 'hunt':
        bits(O.pendingSeats, d.targets);
        break;
      case 'traitor':
      case 'schemer':
        set(O.pendingLord, lordSlot(d.lord));
        break;
      case 'pickLocation':
        bits(O.pendingLocations, d.drawn, locationSlot);
        set(O.pendingAmbassador, 0, d.ambassador);
        break;
      case 'payKeys':
        set(O.pendingLocation, locationSlot(d.location));
        break;
      case 'reconquer':
        bits(O.pendingLocations, d.options, locationSlot);
        break;
      case 'replaceLocation':
        bits(O.pendingLords, d.lords, lordSlot);
        break;
      default:
        break;
    }
  }

  if (partial.length > 0) {
    const A = ACTIONS.map;
    const head = partial[0];
    if (head === A.support.offset) set(O.partialHead, 0);
    else if (head >= A.recruit.offset && head < A.recruit.offset + A.recruit.size) {
      set(O.partialHead, 1);
      set(O.partialLord, head - A.recruit.offset);
    } else if (head === A.payKeys.offset) set(O.partialHead, 2);
    else throw new RangeError(`Index ${head} does not start an action with a list.`);
    for (const t of partial.slice(1)) {
      if (t === END) throw new RangeError('A finished action is not a partial one.');
      if (t >= A.elementRace.offset && t < A.elementRace.offset + A.elementRace.size) set(O.partialRaces, t - A.elementRace.offset);
      else if (t >= A.elementAlly.offset && t < A.elementAlly.offset + A.elementAlly.size) set(O.partialAllies, t - A.elementAlly.offset);
      else if (t >= A.elementLord.offset && t < A.elementLord.offset + A.elementLord.size) set(O.partialLords, t - A.elementLord.offset);
      else throw new RangeError(`Index ${t} is not a list element.`);
    }
  }
  return x;
}
