// Small statistics for simulation reports.

/** Below this many deals an interval is shown with a warning: it says little, however narrow it looks. */
export const MIN_DEALS = 20;

/** The warning for intervals resting on `deals` deals, or null when there are enough. */
export function fewDealsWarning(deals: number, what: string): string | null {
  if (deals >= MIN_DEALS) return null;
  return `Warning: ${what} rest on ${deals} deal${deals === 1 ? '' : 's'} (fewer than ${MIN_DEALS}): read them as rough, however narrow; play more --games.`;
}

/** Wilson score interval for a proportion (95% by default); successes may be fractional (shared wins). */
export function wilson(successes: number, trials: number, z = 1.959964): [number, number] {
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function mean(xs: readonly number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}

export function stdev(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
}

export function round(x: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

export function pct(x: number, digits = 1): string {
  return `${(x * 100).toFixed(digits)}%`;
}
