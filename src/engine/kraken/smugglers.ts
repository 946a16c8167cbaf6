// The Smugglers' payment powers: the Ferryman (once per turn, 1 Nebulis → 1 Pearl) and the
// Fence (on recruit, 1 Nebulis to each opponent, all at once). The Outlaw and the Counterfeiter act in
// payments.ts, the Cleaner in krakenAllies.ts (end of the game). docs/kraken.md, "Payments".
import { LORD } from '../cards.ts';
import { type Ctx, hasActiveLord, opponentsInOrder, say } from '../state.ts';
import { ownPlayer } from '../state-copy.ts';
import type { EngineError, GameState } from '../types.ts';
import { figureCheck, handNebulis, moveNebulis } from './nebulis.ts';
import { gainPearlsAt } from './pearls.ts';

/** The Ferryman's bit in `turn.powersUsed` (the base powers use 1, 2 and 4: powers.ts; the Recipient 16: lords.ts). */
export const FERRYMAN_USED = 32;

export function canUseFerryman(s: GameState): boolean {
  const p = s.players[s.current];
  return !(s.turn.powersUsed & FERRYMAN_USED) && (p.nebulis ?? 0) > 0 && hasActiveLord(p, LORD.ferryman);
}

/** The 'ferryman' action: null when done, an error (nothing changed) when not possible now. */
export function useFerryman(s: GameState, ctx: Ctx): EngineError | null {
  if (!s.kraken || !canUseFerryman(s)) return { code: 'ALREADY_USED', message: 'The Ferryman is not available to you now (once per turn, with at least 1 Nebulis).' };
  s.turn.powersUsed |= FERRYMAN_USED;
  moveNebulis(s, ctx, s.current, -1, 1, 'ferryman');
  gainPearlsAt(s, ctx, s.current, 1);
  return null;
}

/**
 * The Fence joins: its owner gives 1 of their Nebulis to each opponent, in turn order. With
 * fewer Nebulis than opponents, the owner chooses who receives them ('fence' decision).
 */
export function fencePower(s: GameState, ctx: Ctx): void {
  const seat = s.current;
  const held = s.players[seat].nebulis ?? 0;
  const opponents = opponentsInOrder(s, seat);
  if (held === 0) return;
  if (held >= opponents.length) {
    // All at once: the figure is settled once (opponents newly tied: its holder chooses).
    ownPlayer(s, seat).nebulis = held - opponents.length;
    for (const o of opponents) {
      const taker = ownPlayer(s, o);
      taker.nebulis = (taker.nebulis ?? 0) + 1;
      say(ctx, () => ({ kind: 'nebulisPaid', args: { count: 1, to: o, source: 'fence' }, seat }));
    }
    figureCheck(s, ctx, opponents);
    return;
  }
  s.pending = { kind: 'fence', seat, count: held, candidates: opponents };
}

/**
 * One 'giveNebulis' of a 'fence' decision (checked): the next one waits if more are due. The
 * figure is settled once, after the last gift, as when the Fence pays everyone: a tie among the
 * recipients is the holder's choice, not the last recipient's by default.
 */
export function fenceGives(s: GameState, ctx: Ctx, d: { seat: number; count: number; candidates: number[] }, to: number): void {
  const left = d.candidates.filter((c) => c !== to);
  s.pending = d.count > 1 ? { kind: 'fence', seat: d.seat, count: d.count - 1, candidates: left } : null;
  handNebulis(s, ctx, d.seat, to, 1, 'fence');
  if (d.count === 1) figureCheck(s, ctx, opponentsInOrder(s, d.seat).filter((o) => !left.includes(o)));
}
