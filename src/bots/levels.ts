// The bots' difficulty levels, apart from the bot factory (index.ts) so that the browser's
// offline games (src/web/offline) build the same bots without the external-agent code.
/** Budgets of the levels; `hard` thinks at most about a second per decision. */
export const LEVELS = {
  easy: { kind: 'greedy', greedy: { noise: 2.5, epsilon: 0.2 } },
  medium: { kind: 'greedy', greedy: { noise: 0.4 } },
  hard: { kind: 'search', search: { thinkMs: 900, iterations: 4000 } },
} as const;

