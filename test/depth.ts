// How deep the property, parity and soak tests go: the one setting that separates the test tiers.
//
//   ABYSS_TEST_DEPTH=quick  npm run test:quick  before every commit: a few games per table
//   ABYSS_TEST_DEPTH=ci     npm test            what CI runs (also the default when unset)
//   ABYSS_TEST_DEPTH=deep   npm run test:deep   thousands of games per table, after a rules change
//
// A test asks `byDepth({ quick, ci, deep })` for its count; every other test runs the same in
// every tier. Seeds do not depend on the depth: a deeper tier plays the CI games and more.
export type Depth = 'quick' | 'ci' | 'deep';

const DEPTHS: readonly Depth[] = ['quick', 'ci', 'deep'];

function readDepth(value: string | undefined): Depth {
  if (value === undefined || value === '') return 'ci';
  if ((DEPTHS as readonly string[]).includes(value)) return value as Depth;
  throw new Error(`ABYSS_TEST_DEPTH must be one of ${DEPTHS.join(', ')} (got "${value}")`);
}

export const DEPTH: Depth = readDepth(process.env.ABYSS_TEST_DEPTH);

/** The value for the tier being run. */
export function byDepth<T>(values: Record<Depth, T>): T {
  return values[DEPTH];
}

/** [from, to) blocks of at most `size` covering 0..n: one test per block keeps each inside its time limit. */
export function blocks(n: number, size: number): [number, number][] {
  const out: [number, number][] = [];
  for (let from = 0; from < n; from += size) out.push([from, Math.min(n, from + size)]);
  return out;
}
