// Kraken: the Sentinels of the Watcher, the Vigil and the Lookout (docs/kraken.md, "Sentinels").
// A Sentinel on a Court card, a Council stack or a face-up Location reserves it for the seat
// that placed it. The base modules ask `guardedFrom` before letting a seat take something and
// call `releaseGuard` after a take; both cost nothing outside Kraken games (callers check
// `s.kraken` first).
import { RACE_COUNT, SENTINEL_LORDS } from '../cards.ts';
import { type Ctx, say } from '../state.ts';
import { ownKraken } from './part.ts';
import type { Action, EngineError, GameState, Sentinel } from '../types.ts';
import { gainNebulis } from './nebulis.ts';

export type SentinelZone = Sentinel['zone'];

export function isSentinelLord(lord: number): boolean {
  return SENTINEL_LORDS.includes(lord);
}

/** Whether a Sentinel of another seat than `seat` guards `target` in `zone` (Kraken games only). */
export function guardedFrom(s: GameState, zone: SentinelZone, target: number, seat: number): boolean {
  for (const t of s.kraken!.sentinels) if (t.zone === zone && t.target === target && t.seat !== seat) return true;
  return false;
}

/** Whether a Sentinel of another seat than `seat` guards anything in `zone` (Kraken games only). */
export function reservesIn(s: GameState, zone: SentinelZone, seat: number): boolean {
  const sentinels = s.kraken!.sentinels;
  for (let i = 0; i < sentinels.length; i++) if (sentinels[i].zone === zone && sentinels[i].seat !== seat) return true;
  return false;
}

/** The refusal every guarded thing gets, worded for its zone. */
export function reserved(zone: SentinelZone): EngineError {
  const what = zone === 'court' ? 'That Court card' : zone === 'council' ? 'That Council stack' : 'That Location';
  return { code: 'ILLEGAL_CHOICE', message: `${what} is reserved by another player's Sentinel.` };
}

/**
 * `seat` just took what its own Sentinel guarded (or emptied it: the Oracle, the Opportunist):
 * the token comes back and is placed again before anything else queued (a 'sentinel' task).
 * Returns whether a token came back.
 */
export function releaseGuard(s: GameState, ctx: Ctx, seat: number, zone: SentinelZone, target: number): boolean {
  const list = s.kraken!.sentinels;
  const i = list.findIndex((t) => t.zone === zone && t.target === target && t.seat === seat);
  if (i < 0) return false;
  const lord = list[i].lord;
  ownKraken(s).sentinels.splice(i, 1);
  say(ctx, () => ({ kind: 'sentinelBack', args: { lord }, seat }));
  s.tasks.unshift({ t: 'sentinel', seat, lord });
  return true;
}

/** A Sentinel Lord joined the current player (its power): 1 Nebulis, then its Sentinel is placed. */
export function sentinelLordJoins(s: GameState, ctx: Ctx, lord: number): void {
  const seat = s.current;
  // Queued before the Nebulis, so that a Kraken figure choice they cause comes first. A token
  // already on the table (its Lord came back some other way) is not placed twice.
  if (!s.kraken!.sentinels.some((t) => t.lord === lord)) s.tasks.unshift({ t: 'sentinel', seat, lord });
  gainNebulis(s, ctx, seat, 1, 'lord');
}

/** The 'sentinel' task: ask where the token goes, or leave it off the table when no zone is free. */
export function sentinelTask(s: GameState, ctx: Ctx, seat: number, lord: number): void {
  if (placements(s).length === 0) {
    say(ctx, () => ({ kind: 'sentinelNoZone', args: { lord }, seat }));
    return;
  }
  s.pending = { kind: 'sentinel', seat, lord };
}

/**
 * Every legal placement: one Sentinel per zone (the Court, the Council, the face-up Locations),
 * as on Board Game Arena; in a free zone any Court card (an Outcast too), any of the five
 * Council stacks (an empty one too) or any face-up Location.
 */
export function placements(s: GameState): Action[] {
  const out: Action[] = [];
  const taken = (zone: SentinelZone): boolean => s.kraken!.sentinels.some((t) => t.zone === zone);
  if (!taken('court')) for (const target of s.court) out.push({ type: 'placeSentinel', zone: 'court', target });
  if (!taken('council')) for (let target = 0; target < RACE_COUNT; target++) out.push({ type: 'placeSentinel', zone: 'council', target });
  if (!taken('location')) for (const target of s.locationsAvailable) out.push({ type: 'placeSentinel', zone: 'location', target });
  return out;
}

/** Answers a 'sentinel' decision with a placeSentinel action (validated against `placements`). */
export function placeSentinel(s: GameState, ctx: Ctx, seat: number, lord: number, a: Action): EngineError | null | undefined {
  if (a.type !== 'placeSentinel') return undefined;
  const { zone, target } = a;
  if (zone !== 'court' && zone !== 'council' && zone !== 'location') {
    return { code: 'MALFORMED_ACTION', message: 'A Sentinel goes to the "court", the "council" or a "location".' };
  }
  if (!Number.isInteger(target)) return { code: 'MALFORMED_ACTION', message: 'Name the card, the Council stack (race index) or the Location the Sentinel guards.' };
  if (s.kraken!.sentinels.some((t) => t.zone === zone)) {
    return { code: 'ILLEGAL_CHOICE', message: 'A Sentinel already guards that zone: only one Sentinel per zone (Court, Council, Locations).' };
  }
  if (!placements(s).some((p) => p.type === 'placeSentinel' && p.zone === zone && p.target === target)) {
    return {
      code: 'ILLEGAL_CHOICE',
      message: zone === 'court' ? 'Place the Sentinel on a card of the Court.' : zone === 'council' ? 'Place the Sentinel on one of the five Council stacks.' : 'Place the Sentinel on a face-up Location.',
    };
  }
  s.pending = null;
  ownKraken(s).sentinels.push({ lord, seat, zone, target });
  say(ctx, () => ({ kind: 'sentinelPlaced', args: { lord, zone, target }, seat }));
  return null;
}
