// The bots' difficulty levels, apart from the bot factory (index.ts) so that the browser's
// offline games (src/web/offline) build the same bots without the external-agent code.
/**
 * Budgets of the levels; `hard` thinks at most about a second per decision. `hard` scores its
 * cut playouts with the value net where that measured stronger at a time budget: the
 * all-expansion two-seat table (De Profundis, Kraken and Leviathan; at 200 ms a decision it won
 * 61.3% of 200 games against `hard-classic`, about 54–68%: 66% and 56.5% in two runs of 100;
 * issue 26 notes). In the base game it stays the classic search: there the net's lead fell from
 * 69.3% at 60 ms to 55% (45.2–64.4%) at 200 ms, short of a clear gain at hard's budget.
 * `hard-classic` is the previous `hard`, kept so anyone can compare (`abyss sim --bots
 * hard,hard-classic`).
 */
export const LEVELS = {
  easy: { kind: 'greedy', greedy: { noise: 2.5, epsilon: 0.2 } },
  medium: { kind: 'greedy', greedy: { noise: 0.4 } },
  hard: { kind: 'search', search: { thinkMs: 900, iterations: 4000, valueTables: ['all-2p'] } },
  'hard-classic': { kind: 'search', search: { thinkMs: 900, iterations: 4000 } },
} as const;

