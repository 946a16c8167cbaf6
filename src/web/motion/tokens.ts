// Motion you can follow, for what is counted rather than drawn: Pearls, key tokens and
// Monster tokens. Between two views each seat's counts are compared; what one seat lost and
// another gained flies from the first to the second (a Pearl paid to the explorer, a
// Monster token taken by a Lord's power), the rest from the supply (gains) or back to it
// (spending). The Court stands for the Pearl supply and the Threat track for keys and
// Monster tokens: that is where a player sees them come from.
import type { PlayerView } from '../../engine/index.ts';

export const TOKEN_KINDS = ['pearl', 'key', 'monster'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];
export type Counts = Record<TokenKind, number>;
export type Place = number | 'supply';

export interface Flight {
  kind: TokenKind;
  from: Place;
  to: Place;
  count: number;
}

/** Each seat's Pearls, key tokens and Monster tokens in a view. */
export function countsOf(view: PlayerView): Counts[] {
  return view.players.map((p) => ({ pearl: p.pearls, key: p.keyTokens, monster: p.monsterCount }));
}

/**
 * What moved between two views' counts: losses matched to gains seat by seat (lowest seats
 * first), the remainder to or from the supply. Different seat counts (another game) move nothing.
 */
export function tokenFlights(before: readonly Counts[], after: readonly Counts[]): Flight[] {
  if (before.length !== after.length) return [];
  const flights: Flight[] = [];
  for (const kind of TOKEN_KINDS) {
    const losses = before.map((b, seat) => ({ seat, n: Math.max(0, b[kind] - after[seat][kind]) })).filter((x) => x.n > 0);
    const gains = before.map((b, seat) => ({ seat, n: Math.max(0, after[seat][kind] - b[kind]) })).filter((x) => x.n > 0);
    for (const gain of gains) {
      for (const loss of losses) {
        const n = Math.min(gain.n, loss.n);
        if (n === 0) continue;
        flights.push({ kind, from: loss.seat, to: gain.seat, count: n });
        gain.n -= n;
        loss.n -= n;
      }
      if (gain.n > 0) flights.push({ kind, from: 'supply', to: gain.seat, count: gain.n });
    }
    for (const loss of losses) if (loss.n > 0) flights.push({ kind, from: loss.seat, to: 'supply', count: loss.n });
  }
  return flights;
}
