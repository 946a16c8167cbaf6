// The Court: plotting, and the refill after a recruitment.
import { COURT_SPACES, plural } from './cards.ts';
import { triggerEnd } from './recruit.ts';
import { type Ctx, lordName, name, say } from './state.ts';
import type { GameState } from './types.ts';

export function canPlot(s: GameState): boolean {
  return !s.turn.acted && s.players[s.current].pearls >= 1 && s.court.length < COURT_SPACES && s.lordDeck.length > 0;
}

/** Plot at Court: pay 1 Pearl and reveal the top Lord into the free space furthest from the deck. */
export function plot(s: GameState, ctx: Ctx): void {
  s.players[s.current].pearls -= 1;
  const lord = s.lordDeck.pop()!;
  s.court.push(lord);
  say(ctx, () => `${name(s, s.current)} plots at Court for 1 Pearl: ${lordName(lord)} arrives.`, { seat: s.current, reveals: true });
}

/** After a recruitment: with 2 or fewer Lords left, +2 Pearls and refill to 6 (task 'refill'). */
export function refillCheck(s: GameState, ctx: Ctx): void {
  if (s.court.length > 2) return;
  s.players[s.current].pearls += 2;
  const added: number[] = [];
  while (s.court.length < COURT_SPACES && s.lordDeck.length > 0) {
    const lord = s.lordDeck.pop()!;
    s.court.push(lord);
    added.push(lord);
  }
  say(ctx, () => `Only ${plural(s.court.length - added.length, 'Lord')} left at Court: ${name(s, s.current)} gains 2 Pearls and the Court is refilled${added.length ? ` with ${added.map(lordName).join(', ')}` : ''}.`, { seat: s.current, reveals: added.length > 0 });
  if (s.court.length < COURT_SPACES && s.lastSeat < 0) triggerEnd(s, ctx, 'The Court cannot be refilled');
}
