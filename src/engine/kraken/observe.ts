// The Kraken's part of observe (knowledge.ts): its segments follow the base game's. What the
// view shows of the expansion: Nebulis, the Kraken figure, the Loot (its deck's size, the cards
// discarded and those kept on each Loot Location, by value), the Sentinels and what each
// guards, the Hypnotist's second purchases, its once-per-turn powers, and its decisions.
import { LOCATIONS, LOOT_VALUES, RACE_COUNT, SENTINEL_LORDS } from '../cards.ts';
import type { ObservePart, SegmentRow, TableSlots } from '../knowledge.ts';
import type { KrakenDecisionKind } from '../types.ts';

/** The Kraken's decision kinds, in the order of its `krakenPendingKind` segment. */
export const KRAKEN_DECISION_KINDS: readonly KrakenDecisionKind[] = [
  'krakenFigure', 'placeKraken', 'fence', 'healer', 'executioner', 'executed', 'liberator', 'loot', 'sentinel',
];

/** Loot values in ascending order (3 to 7): one entry each in the Loot segments. */
const LOOT_KINDS: readonly number[] = [...new Set(LOOT_VALUES)].sort((a, b) => a - b);
const LOOT_OF_VALUE = LOOT_KINDS.map((v) => LOOT_VALUES.filter((x) => x === v).length);
/** The Loot Locations (ids), ascending. */
const LOOT_LOCATIONS: readonly number[] = LOCATIONS.flatMap((l, id) => (l?.scoring.kind === 'lootSum' ? [id] : []));
/** Bits of `turn.powersUsed` of the Kraken's once-per-turn powers: the Recipient, the Ferryman. */
const POWER_BITS: readonly number[] = [16, 32];
const SENTINEL_ZONES = ['court', 'council', 'location'] as const;
const NEBULIS_BOUND = 15;

function rows(t: TableSlots): SegmentRow[] {
  const seats = t.seats;
  const sentinel = 1 + SENTINEL_ZONES.length + t.lordSlots + RACE_COUNT + t.locations.length;
  return [
    ['nebulis', seats, 'Kraken: Nebulis held, per seat', NEBULIS_BOUND],
    ['krakenFigure', seats, 'Kraken: the seat holding the Kraken figure (one-hot; none before anyone holds Nebulis)', 1],
    ['lootDeckCount', 1, 'Kraken: Loot cards in the deck', LOOT_VALUES.length],
    ['lootDiscard', LOOT_KINDS.length, `Kraken: Loot discarded, by value (${LOOT_KINDS.join(', ')})`, Math.max(...LOOT_OF_VALUE)],
    ['loot', LOOT_LOCATIONS.length * LOOT_KINDS.length, `Kraken: Loot kept on each Loot Location (ids ${LOOT_LOCATIONS.join(', ')}) × value`, 1],
    ['sentinels', SENTINEL_LORDS.length * sentinel, `Kraken: per Sentinel Lord (ids ${SENTINEL_LORDS.join(', ')}): placed, zone (Court, Council, Location), the Court card (Lord slot), the Council stack (race), the Location (slot)`, 1],
    ['secondBuyers', seats, 'Kraken: seats that bought a second Ally this turn (the Hypnotist)', 1],
    ['krakenPowersUsed', POWER_BITS.length, 'Kraken: once-per-turn powers used: Recipient, Ferryman', 1],
    ['krakenPendingKind', KRAKEN_DECISION_KINDS.length, `Kraken: pending decision kind (one-hot: ${KRAKEN_DECISION_KINDS.join(', ')})`, 1],
    ['krakenCandidates', seats, 'krakenFigure: the seats tied for it; fence: the seats that may receive Nebulis', 1],
    ['krakenCard', t.allies.length, 'placeKraken: the Kraken Ally to place (one-hot, Ally slot)', 1],
    ['fenceCount', 1, 'fence: Nebulis still to hand out', 5],
    ['executedRace', RACE_COUNT, 'executed: the race named (one-hot)', 1],
    ['lootDrawn', LOOT_KINDS.length, 'loot: the cards drawn so far in this search, by value', 1],
    ['lootLocation', LOOT_LOCATIONS.length, 'loot: the Location searched (one-hot)', 1],
    ['sentinelLord', SENTINEL_LORDS.length, 'sentinel: the Lord whose Sentinel is placed (one-hot)', 1],
  ];
}

export const krakenObserve: ObservePart = {
  segments: rows,

  encode(view, out) {
    const t = out.slots;
    const k = view.kraken;
    if (!k) return;
    for (const p of view.players) out.put('nebulis', p.seat, p.nebulis ?? 0);
    if (k.figure >= 0) out.put('krakenFigure', k.figure);
    out.put('lootDeckCount', 0, k.lootDeckCount);
    const discarded = LOOT_KINDS.map(() => 0);
    for (const id of k.lootDiscard) discarded[LOOT_KINDS.indexOf(LOOT_VALUES[id])]++;
    discarded.forEach((n, i) => out.put('lootDiscard', i, n));
    for (const p of view.players) {
      for (const loc of p.locations) {
        if (!loc.loot) continue;
        const at = LOOT_LOCATIONS.indexOf(loc.id);
        for (const id of loc.loot) out.put('loot', at * LOOT_KINDS.length + LOOT_KINDS.indexOf(LOOT_VALUES[id]));
      }
    }
    const sentinel = 1 + SENTINEL_ZONES.length + t.lordSlots + RACE_COUNT + t.locations.length;
    for (const x of k.sentinels) {
      const at = SENTINEL_LORDS.indexOf(x.lord) * sentinel;
      out.put('sentinels', at);
      out.put('sentinels', at + 1 + SENTINEL_ZONES.indexOf(x.zone));
      const targets = at + 1 + SENTINEL_ZONES.length;
      if (x.zone === 'court') out.put('sentinels', targets + t.lordSlot(x.target));
      else if (x.zone === 'council') out.put('sentinels', targets + t.lordSlots + x.target);
      else out.put('sentinels', targets + t.lordSlots + RACE_COUNT + t.locationSlot(x.target));
    }
    const second = view.turn.secondBuyers ?? 0;
    for (let s = 0; s < t.seats; s++) if (second & (1 << s)) out.put('secondBuyers', s);
    POWER_BITS.forEach((bit, i) => {
      if (view.turn.powersUsed & bit) out.put('krakenPowersUsed', i);
    });
    const d = view.pending;
    const kind = d ? KRAKEN_DECISION_KINDS.indexOf(d.kind as KrakenDecisionKind) : -1;
    if (!d || kind < 0) return;
    out.put('krakenPendingKind', kind);
    switch (d.kind) {
      case 'krakenFigure':
      case 'fence':
        for (const s of d.candidates) out.put('krakenCandidates', s);
        if (d.kind === 'fence') out.put('fenceCount', 0, d.count);
        break;
      case 'placeKraken':
        out.put('krakenCard', t.allySlot(d.card));
        break;
      case 'executed':
        out.put('executedRace', d.race);
        break;
      case 'loot':
        for (const id of d.drawn) out.put('lootDrawn', LOOT_KINDS.indexOf(LOOT_VALUES[id]));
        out.put('lootLocation', LOOT_LOCATIONS.indexOf(d.location));
        break;
      case 'sentinel':
        out.put('sentinelLord', SENTINEL_LORDS.indexOf(d.lord));
        break;
      default:
        break;
    }
  },
};
