// A main decision of a random game, changed where random play seldom goes and the listing
// branches: a short purse (and Nebulis, which then pay), Lords that change costs, races, powers
// or Nebulis rules, and other seats' Sentinels on random targets. The parity tests compare the
// listing of these variants too (legal-parity-play.ts).
import { LORD, RACE_COUNT, type GameState, type Sentinel } from './mutable.ts';
import type { Rng } from '../../src/bots/rng.ts';
import { giveLords } from './fixtures.ts';

/** Lords whose owner lists differently: costs, races, powers offered in the main decision. */
const OWN_LORDS = [LORD.treasurer, LORD.diplomat, LORD.alchemist, LORD.oracle, LORD.opportunist, LORD.slaver];
/** The same for Kraken games: Nebulis rules and once-per-turn powers. */
const OWN_KRAKEN_LORDS = [LORD.outlaw, LORD.counterfeiter, LORD.ferryman, LORD.recipient];
const SENTINELS = [LORD.watcher, LORD.vigil, LORD.lookout];

/** Whether `lord` is in play at this table (the Tamer leaves Leviathan games, Kraken Lords need Kraken). */
function inPlay(s: GameState, lord: number): boolean {
  const zones = [s.lordDeck, s.court, s.lordDiscard, ...s.players.flatMap((p) => [p.lords, ...p.locations.map((l) => l.lords)])];
  return zones.some((z) => z.includes(lord));
}

/** A copy of `s` (a main decision) varied by `rng`, and what was changed, for messages. */
export function varyMain(s: GameState, rng: Rng): { state: GameState; note: string } {
  const t = structuredClone(s);
  const seat = t.pending!.seat;
  const p = t.players[seat];
  const notes: string[] = [];
  p.pearls = rng.int(5);
  if (t.kraken) p.nebulis = rng.int(4);
  notes.push(`${p.pearls} Pearls${t.kraken ? `, ${p.nebulis} Nebulis` : ''}`);
  const pool = t.kraken ? [...OWN_LORDS, ...OWN_KRAKEN_LORDS] : OWN_LORDS;
  for (let k = rng.int(3); k > 0; k--) {
    const lord = pool[rng.int(pool.length)];
    if (!p.lords.includes(lord) && inPlay(t, lord)) giveLords(t, seat, [lord]);
  }
  // The Recruiter with an opponent: +2 to every cost.
  if (rng.int(4) === 0 && inPlay(t, LORD.recruiter) && !p.lords.includes(LORD.recruiter)) giveLords(t, (seat + 1) % t.players.length, [LORD.recruiter]);
  t.turn.powersUsed = 0;
  notes.push(`seat ${seat} Lords ${p.lords.join(',')}`);
  if (t.kraken) {
    // One Sentinel per zone, each of a random seat (its own reserves nothing from it).
    const sentinels: Sentinel[] = [];
    const pick = <T>(xs: readonly T[]): T => xs[rng.int(xs.length)];
    if (t.court.length && rng.int(2)) sentinels.push({ lord: SENTINELS[0], seat: rng.int(t.players.length), zone: 'court', target: pick(t.court) });
    if (rng.int(2)) sentinels.push({ lord: SENTINELS[1], seat: rng.int(t.players.length), zone: 'council', target: rng.int(RACE_COUNT) });
    if (t.locationsAvailable.length && rng.int(2)) sentinels.push({ lord: SENTINELS[2], seat: rng.int(t.players.length), zone: 'location', target: pick(t.locationsAvailable) });
    t.kraken.sentinels = sentinels;
    notes.push(`Sentinels ${JSON.stringify(sentinels)}`);
  }
  return { state: t, note: notes.join('; ') };
}
