// The reward of a fight: Monster tokens for the health steps beaten, each a normal one (secret
// value, kept) or a Leviathan Monster token (revealed and used at once).
// (docs/leviathan.md, "Rewards and Leviathan Monster tokens").
import { LEVIATHAN_TOKEN_EFFECTS, MONSTER_TOKEN_VALUES } from '../cards.ts';
import { gainPearls, guardedFrom } from '../hooks.ts';
import { takeStack } from '../powers.ts';
import { type Ctx, say } from '../state.ts';
import { own, ownPlayer } from '../state-copy.ts';
import { ownLeviathan } from './part.ts';
import type { GameState } from '../types.ts';

/**
 * How many of `count` tokens may be Leviathan ones, as the supplies allow: `total` is what can
 * be taken at all (the count shrinks when both supplies together are short).
 */
export function rewardRange(s: GameState, count: number): { total: number; low: number; high: number } {
  const normal = s.monsterTokens.length;
  const leviathan = s.leviathan!.tokens.length;
  const total = Math.min(count, normal + leviathan);
  return { total, low: Math.max(0, total - normal), high: Math.min(total, leviathan) };
}

/** Task 'fightReward': ask how many Leviathan tokens, unless the supplies leave one way only. */
export function fightRewardTask(s: GameState, ctx: Ctx, seat: number, count: number): void {
  const r = rewardRange(s, count);
  if (r.low === r.high) takeReward(s, ctx, seat, r.total, r.low);
  else s.pending = { kind: 'fightReward', seat, count: r.total };
}

/** `seat` takes `count` tokens, `leviathanTokens` of them Leviathan ones (checked by the caller). */
export function takeReward(s: GameState, ctx: Ctx, seat: number, count: number, leviathanTokens: number): void {
  const p = ownPlayer(s, seat);
  const values: number[] = [];
  for (let i = leviathanTokens; i < count; i++) {
    const token = own.monsterTokens(s).pop()!;
    p.monsters.push(token);
    values.push(MONSTER_TOKEN_VALUES[token]);
  }
  say(ctx, () => ({ kind: 'leviathanReward', args: { normal: values.length, leviathan: leviathanTokens }, seat, reveals: count > 0 }));
  if (values.length > 0) say(ctx, () => ({ kind: 'monsterValues', args: { values }, to: seat }));
  useLeviathanTokens(s, ctx, seat, leviathanTokens);
}

/** Council stacks a Leviathan token lets `seat` take: not empty, not guarded by another seat's Sentinel. */
export function openStacks(s: GameState, seat: number): number[] {
  const out: number[] = [];
  for (let r = 0; r < s.council.length; r++) {
    if (s.council[r].length > 0 && !(guardedFrom(s, 'council', r, seat))) out.push(r);
  }
  return out;
}

/**
 * Draws `n` Leviathan Monster tokens one at a time, each revealed and used before the next:
 * 2 or 3 Pearls, a Key (if the supply has one), or a Council stack of the player's choice (a
 * 'tokenCouncil' decision when several are open; the tokens still to draw wait for it).
 */
export function useLeviathanTokens(s: GameState, ctx: Ctx, seat: number, n: number): void {
  const lv = ownLeviathan(s);
  const p = ownPlayer(s, seat);
  for (let left = n - 1; left >= 0; left--) {
    const token = lv.tokens.pop()!;
    lv.tokenDiscard.push(token);
    const effect = LEVIATHAN_TOKEN_EFFECTS[token];
    if (effect === 'pearls2' || effect === 'pearls3') {
      say(ctx, () => ({ kind: 'leviathanToken', args: { token, wasted: false }, seat, reveals: true }));
      const pearls = effect === 'pearls2' ? 2 : 3;
      gainPearls(s, ctx, seat, pearls);
    } else if (effect === 'key') {
      const wasted = s.keySupply === 0;
      say(ctx, () => ({ kind: 'leviathanToken', args: { token, wasted }, seat, reveals: true }));
      if (!wasted) {
        s.keySupply -= 1;
        p.keyTokens += 1;
      }
    } else {
      const stacks = openStacks(s, seat);
      say(ctx, () => ({ kind: 'leviathanToken', args: { token, wasted: stacks.length === 0 }, seat, reveals: true }));
      if (stacks.length === 1) takeStack(s, ctx, stacks[0]);
      else if (stacks.length > 1) {
        s.pending = left > 0 ? { kind: 'tokenCouncil', seat, more: left } : { kind: 'tokenCouncil', seat };
        return;
      }
    }
  }
}
