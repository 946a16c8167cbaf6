// Compact inputs for the value net (`userDefinedMetadata.features: 'abyss-v1'` in a model.json):
// a few dozen numbers about a position as one seat sees it, in place of the raw observation's
// thousands. Per seat (absolute seats, as the observation's): the points on the table, Monster
// tokens, Pearls, keys, the hand, Lords toward the seventh, and the hand-made estimate search
// scores a cut playout with (search.ts `rewards`); for the observing seat, its hand by race and
// the Court Lords it can afford; then the game's progress.
//
// Hidden information: only what `seat` knows is read. The other seats' hands count by size
// only (never their cards), their Monster tokens by number at the average value (never their
// values); the decks by size. test/bots/value-features.test.ts checks that two states that
// differ only in what `seat` cannot see give the same inputs.
import { LORDS, RACE_COUNT, allyValue, costModifiers, scores } from '../engine/index.ts';
import type { GuessRead } from './determinize.ts';
import { AVERAGE_MONSTER_TOKEN, courtCard, krakenValues, raceTotals, shortfallFrom } from './features.ts';
import type { PlayerView } from '../engine/index.ts';

/** Name of this input layout, as the model.json says it (kept in value-net.ts, which checks it at load). */
export { VALUE_FEATURES } from './value-net.ts';

const PER_SEAT = 21;
const GLOBAL = 16;
/** Seats the layout has room for (the value nets are two-seat). */
const SEATS = 2;
export const VALUE_FEATURE_COUNT = PER_SEAT * SEATS + GLOBAL;

/** An Ally's worth in hand, as search's estimate counts it (0.3 + 0.35 × value). */
const handWorth = (value: number): number => 0.3 + 0.35 * value;
/** The mean Ally value (1,1,1,1,2,2,2,3,3,3,4,4,5 per race). */
const MEAN_ALLY = 32 / 13;

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** A state search holds (a sampled one) or a real one in training: only `seat`'s share of it is read. */
type State = GuessRead;

/**
 * Writes the inputs of `seat`'s view of `s` into `out[offset …]` (VALUE_FEATURE_COUNT numbers)
 * and returns `out`. Reads `s` only where `seat` could: its own hand and Monster tokens, the
 * rest public.
 */
export function valueFeatures(s: State, seat: number, out: Float32Array = new Float32Array(VALUE_FEATURE_COUNT), offset = 0): Float32Array {
  const sheet = scores(s);
  const est = [0, 0];
  let maxRecruited = 0;
  for (let i = 0; i < SEATS && i < s.players.length; i++) {
    const p = s.players[i];
    const line = sheet[i];
    const mine = i === seat;
    const o = offset + i * PER_SEAT;
    const monsters = mine ? line.monsters : p.monsters.length * AVERAGE_MONSTER_TOKEN;
    const publicPoints = line.total - line.monsters;
    let keys = p.keyTokens;
    for (const l of p.lords) if (!p.assassinated.includes(l) && l < LORDS.length) keys += LORDS[l].keys;
    let hand = 0;
    if (mine) for (const c of p.hand) hand += handWorth(allyValue(c));
    else hand = p.hand.length * handWorth(MEAN_ALLY);
    let recruited = p.lords.length + p.outcasts.length;
    for (const loc of p.locations) recruited += loc.lords.length + (loc.outcasts?.length ?? 0);
    maxRecruited = Math.max(maxRecruited, recruited);
    est[i] = publicPoints + monsters + hand + 0.5 * p.pearls + 1.5 * Math.min(keys, 3);
    out[o] = publicPoints / 40;
    out[o + 1] = monsters / 10;
    out[o + 2] = p.pearls / 10;
    out[o + 3] = keys / 5;
    out[o + 4] = Math.min(keys, 3) / 3;
    out[o + 5] = p.hand.length / 10;
    out[o + 6] = hand / 10;
    out[o + 7] = recruited / 7;
    out[o + 8] = p.locations.length / 3;
    out[o + 9] = p.affiliated.length / 5;
    out[o + 10] = mine ? 1 : 0;
    out[o + 11] = est[i] / 60;
    if (mine) {
      const totals = raceTotals(p.hand);
      for (let r = 0; r < RACE_COUNT; r++) out[o + 12 + r] = totals[r] / 15;
      // The Court Lords this hand and these Pearls pay for, and the best of their IP.
      const terms = costModifiers(s, seat);
      const wild = s.kraken ? krakenValues(p.hand) : [];
      let affordable = 0;
      let bestIp = 0;
      for (const lord of s.court) {
        const card = courtCard(s as unknown as PlayerView, lord);
        if (shortfallFrom(terms, card, lord, totals, wild) <= p.pearls) {
          affordable++;
          bestIp = Math.max(bestIp, card.ip);
        }
      }
      out[o + 17] = affordable / 6;
      out[o + 18] = bestIp / 12;
    } else {
      for (let k = 12; k <= 18; k++) out[o + k] = 0;
    }
    out[o + 19] = (p.nebulis ?? 0) / 10;
    out[o + 20] = (p.wounds ?? 0) / 10;
  }
  const g = offset + SEATS * PER_SEAT;
  const margin = est[0] - est[1];
  out[g] = margin / 20;
  out[g + 1] = sigmoid(margin / 4);
  out[g + 2] = s.lordDeck.length / 35;
  out[g + 3] = s.court.length / 6;
  out[g + 4] = s.track.length / 5;
  out[g + 5] = s.threat / 6;
  out[g + 6] = s.monsterTokens.length / 20;
  out[g + 7] = s.locationStack.length / 20;
  out[g + 8] = s.locationsAvailable.length / 4;
  out[g + 9] = s.lastSeat >= 0 ? 1 : 0;
  out[g + 10] = s.current === 0 ? 1 : 0;
  out[g + 11] = s.pending?.seat === 0 ? 1 : 0;
  out[g + 12] = maxRecruited / 7;
  out[g + 13] = s.explorationDeck.length / 71;
  out[g + 14] = s.keySupply / 20;
  out[g + 15] = s.over ? 1 : 0;
  return out;
}
