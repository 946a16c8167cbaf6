// The Kraken's points, as pure read-only functions for the scoring hook and for anyone who
// weighs a position (the bots' evaluations): −1 IP per Nebulis, −5 more for the Kraken
// figure's holder, and the (value − 1) Nebulis each Kraken Ally gives when spent or left in
// hand at the end (unless its owner has the Cleaner free). docs/kraken.md, "Scoring".
import { LORD, allyValue, isKrakenAlly } from '../cards.ts';
import { hasActiveLord } from '../state.ts';

/** IP of one Nebulis held at the end. */
export const NEBULIS_IP = -1;
/** IP the holder of the Kraken figure loses at the end, beyond its Nebulis. */
export const KRAKEN_FIGURE_IP = -5;

/** The Nebulis the Kraken Allies among `cards` give when spent (or kept to the end): value − 1 each. */
export function krakenNebulis(cards: readonly number[]): number {
  let n = 0;
  for (const c of cards) if (isKrakenAlly(c)) n += allyValue(c) - 1;
  return n;
}

/** What a player's Nebulis and the figure are worth at the end (`holdsFigure`: they hold it). */
export function krakenIp(nebulis: number, holdsFigure: boolean): number {
  // (Without the figure no + 0: a player with no Nebulis scores −0, as the score sheet always has.)
  return holdsFigure ? NEBULIS_IP * nebulis + KRAKEN_FIGURE_IP : NEBULIS_IP * nebulis;
}

/** The fields of a player (state or full guess) that the end of the game reads for the Kraken. */
export interface KrakenHolder {
  nebulis?: number;
  hand: readonly number[];
  lords: readonly number[];
  assassinated: readonly number[];
}

/**
 * Each player's Kraken points were the game to end now, from a full state's players and the
 * figure's holder: the Krakens in hand add their Nebulis (none with the Cleaner free), then the
 * figure stays with its holder if still at the most, or goes to the player with the most; a
 * tie without the holder (their choice) shares its −5 among the tied, as an expectation.
 */
export function krakenIpIfEndedNow(players: readonly KrakenHolder[], figure: number): number[] {
  const nebulis = players.map((p) => (p.nebulis ?? 0) + (hasActiveLord(p, LORD.cleaner) ? 0 : krakenNebulis(p.hand)));
  let most = 0;
  for (const n of nebulis) most = Math.max(most, n);
  const share = new Array<number>(players.length).fill(0);
  if (most > 0) {
    if (figure >= 0 && nebulis[figure] === most) share[figure] = 1;
    else {
      const tied = nebulis.filter((n) => n === most).length;
      nebulis.forEach((n, seat) => { if (n === most) share[seat] = 1 / tied; });
    }
  }
  return nebulis.map((n, seat) => (share[seat] > 0 ? NEBULIS_IP * n + KRAKEN_FIGURE_IP * share[seat] : NEBULIS_IP * n));
}
