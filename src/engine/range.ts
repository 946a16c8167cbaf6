// Card id lists for setup: one helper for the base game and the expansions.

/**
 * The `count` numbers `from`, `from + 1`, …, built by push: V8 keeps the array packed, and it
 * costs less than Array.from with a mapping function (once per game, in every setup).
 */
export function range(from: number, count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(from + i);
  return out;
}
