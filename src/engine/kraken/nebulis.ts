// Kraken: Nebulis held by each player, and the Kraken figure that follows the most Nebulis.
import { type Ctx, say } from '../state.ts';
import { ownPlayer } from '../state-copy.ts';
import { ownKraken } from './part.ts';
import type { GameState } from '../types.ts';

/** The seat gains `n` Nebulis (the supply is unlimited: docs/kraken.md); the figure may move. */
export function gainNebulis(s: GameState, ctx: Ctx, seat: number, n: number, source: NebulisSource): void {
  if (n <= 0) return;
  const p = ownPlayer(s, seat);
  p.nebulis = (p.nebulis ?? 0) + n;
  say(ctx, () => ({ kind: 'nebulis', args: { count: n, source }, seat }));
  figureAfterRise(s, ctx, seat);
}

/**
 * Moves `n` Nebulis from one seat to another (`to` -1: back to the supply) with one figure
 * check once both counts are final. The caller checked that `from` holds them.
 */
export function moveNebulis(s: GameState, ctx: Ctx, from: number, to: number, n: number, source: NebulisSource): void {
  if (n <= 0) return;
  handNebulis(s, ctx, from, to, n, source);
  figureAfterRise(s, ctx, to);
}

/** Moves Nebulis as moveNebulis does, leaving the figure to a check once the whole effect is done. */
export function handNebulis(s: GameState, ctx: Ctx, from: number, to: number, n: number, source: NebulisSource): void {
  const giver = ownPlayer(s, from);
  giver.nebulis = (giver.nebulis ?? 0) - n;
  if (to >= 0) {
    const taker = ownPlayer(s, to);
    taker.nebulis = (taker.nebulis ?? 0) + n;
  }
  say(ctx, () => ({ kind: 'nebulisPaid', args: { count: n, to, source }, seat: from }));
}

/** Why Nebulis changed hands, for the log. */
export type NebulisSource = 'kraken' | 'endKraken' | 'lord' | 'payment' | 'fence' | 'ferryman' | 'leviathan';

/**
 * The Kraken figure after Nebulis changed (docs/kraken.md, "The Kraken figure"):
 * - nobody holds Nebulis: nobody holds it;
 * - a seat whose count just rose (`rose`) reaches or ties the most: it takes the figure;
 * - the holder no longer has the most: it goes to the seat with the most.
 * Several seats tied for it: the holder chooses (a 'krakenFigure' task, run before anything
 * else still queued; the active player chooses while nobody holds it).
 */
export function figureCheck(s: GameState, ctx: Ctx, rose: readonly number[]): void {
  const max = mostNebulis(s);
  if (max === 0) return dropFigure(s, ctx);
  const figure = s.kraken!.figure;
  let candidates: number[] | null = null;
  for (const seat of rose) if (seat !== figure && nebulisOf(s, seat) === max) (candidates ??= []).push(seat);
  if (candidates === null) figureToMost(s, ctx, max, figure);
  else settleFigure(s, ctx, candidates);
}

/**
 * figureCheck with one seat whose count rose (-1: none), without its arrays: every Nebulis
 * gained or paid checks the figure. (Closures and arrays made here on every call cost Kraken
 * games about 1%: tsx names each closure with a defineProperty.)
 */
function figureAfterRise(s: GameState, ctx: Ctx, seat: number): void {
  const max = mostNebulis(s);
  if (max === 0) return dropFigure(s, ctx);
  const figure = s.kraken!.figure;
  if (seat >= 0 && seat !== figure && nebulisOf(s, seat) === max) setFigure(s, ctx, seat);
  else figureToMost(s, ctx, max, figure);
}

function nebulisOf(s: GameState, seat: number): number {
  return s.players[seat].nebulis ?? 0;
}

function mostNebulis(s: GameState): number {
  let max = 0;
  for (const p of s.players) max = Math.max(max, p.nebulis ?? 0);
  return max;
}

/** Nobody holds Nebulis: nobody holds the figure. */
function dropFigure(s: GameState, ctx: Ctx): void {
  if (s.kraken!.figure >= 0) setFigure(s, ctx, -1);
}

/** No seat that rose took the figure: it stays with a holder still at the most (`max`, above 0), else goes to the seats at the most. */
function figureToMost(s: GameState, ctx: Ctx, max: number, figure: number): void {
  if (figure >= 0 && nebulisOf(s, figure) === max) return;
  const candidates: number[] = [];
  for (let seat = 0; seat < s.players.length; seat++) if (seat !== figure && nebulisOf(s, seat) === max) candidates.push(seat);
  settleFigure(s, ctx, candidates);
}

/** One candidate takes the figure; several leave the choice to a 'krakenFigure' task, run before anything else queued. */
function settleFigure(s: GameState, ctx: Ctx, candidates: number[]): void {
  if (candidates.length === 1) setFigure(s, ctx, candidates[0]);
  else s.tasks.unshift({ t: 'krakenFigure', candidates });
}

export function setFigure(s: GameState, ctx: Ctx, seat: number): void {
  const from = s.kraken!.figure;
  if (from === seat) return;
  ownKraken(s).figure = seat;
  say(ctx, () => ({ kind: 'krakenFigure', args: { from, to: seat } }));
}

/**
 * Runs a 'krakenFigure' task: the candidates still tied at the most decide who chooses. A task
 * whose tie an earlier choice already settled (the holder is one of its candidates) does nothing.
 */
export function figureTask(s: GameState, ctx: Ctx, candidates: readonly number[]): void {
  let max = 0;
  for (const p of s.players) max = Math.max(max, p.nebulis ?? 0);
  const still = candidates.filter((seat) => max > 0 && (s.players[seat].nebulis ?? 0) === max);
  if (still.includes(s.kraken!.figure)) return;
  if (still.length === 0) return figureCheck(s, ctx, []);
  if (still.length === 1) return setFigure(s, ctx, still[0]);
  const holder = s.kraken!.figure;
  s.pending = { kind: 'krakenFigure', seat: holder >= 0 ? holder : s.current, candidates: still };
}
