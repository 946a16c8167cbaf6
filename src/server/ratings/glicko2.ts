// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): one rating period's update
// of a player's rating, rating deviation (RD) and volatility from that period's results.
// Pure arithmetic, no storage: the multiplayer method lives in multiplayer.ts.

export interface Rating {
  /** Glicko scale (new players start at 1500). */
  rating: number;
  /** Rating deviation: the uncertainty of `rating` (350 for a new player). */
  rd: number;
  /** Volatility: how erratic the player's results are (0.06 for a new player). */
  vol: number;
}

/** One game of the period against one opponent: 1 win, 0.5 draw, 0 loss. */
export interface Result {
  opponent: Pick<Rating, 'rating' | 'rd'>;
  score: number;
}

export const NEW_PLAYER: Readonly<Rating> = { rating: 1500, rd: 350, vol: 0.06 };
/** System constant τ: how much volatility may change per period (Glickman suggests 0.3 to 1.2). */
export const DEFAULT_TAU = 0.5;
/** A deviation never grows past a new player's: an absent player is no less known than a stranger. */
export const MAX_RD = 350;
/** Glicko-2's internal scale: 173.7178 rating points per unit. */
const SCALE = 173.7178;
/** Convergence tolerance of the volatility iteration (the paper's ε). */
const EPSILON = 0.000001;

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number): number => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The player's rating after a period with `results` (none: only the deviation grows). */
export function updateRating(player: Rating, results: readonly Result[], tau = DEFAULT_TAU): Rating {
  for (const r of results) {
    if (!(r.score === 0 || r.score === 0.5 || r.score === 1)) throw new RangeError('A result scores 0, 0.5 or 1.');
  }
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.vol;
  if (results.length === 0) {
    return { rating: player.rating, rd: Math.min(MAX_RD, Math.sqrt(phi * phi + sigma * sigma) * SCALE), vol: sigma };
  }
  // Steps 3 and 4: estimated variance v and improvement Δ.
  let vInv = 0;
  let sum = 0;
  for (const r of results) {
    const muJ = (r.opponent.rating - 1500) / SCALE;
    const phiJ = r.opponent.rd / SCALE;
    const e = expected(mu, muJ, phiJ);
    const gj = g(phiJ);
    vInv += gj * gj * e * (1 - e);
    sum += gj * (r.score - e);
  }
  const v = 1 / vInv;
  const delta = v * sum;
  // Step 5: the new volatility, root of f by the Illinois (regula falsi) method.
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  const newSigma = Math.exp(A / 2);
  // Steps 6 to 8: the new deviation and rating, back on the Glicko scale.
  const phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const newMu = mu + newPhi * newPhi * sum;
  return { rating: 1500 + SCALE * newMu, rd: Math.min(MAX_RD, SCALE * newPhi), vol: newSigma };
}
