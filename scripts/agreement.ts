/**
 * How far a Monte Carlo count lies from exact odds, in standard errors (what the odds bench reads).
 *
 * Where the outcome is common enough the count is near normal: |count − n·p| / √(n·p·(1 − p)). A rare
 * outcome's count is not: 52 NPCs each drawing one card win alone with chance 1.2 · 10⁻⁷ each, so
 * in 100,000 deals one of the 52 is seen winning about every other run, and that single win read
 * as a normal deviate lies 8.9 standard errors out. There the count is Poisson (mean n·p of the
 * rarer side), and the distance is the normal deviate as unlikely as its tail: one win where 0.012
 * were expected, 2.25. An outcome the exact odds call impossible, seen, is infinitely far.
 */

/** Below this many expected on the rarer side, the count is read as Poisson, not normal. */
const FEWEST_FOR_NORMAL = 20;

export function standardErrorsApart(p: number, count: number, samples: number): number {
  const rare = Math.min(p, 1 - p);
  if (samples * rare >= FEWEST_FOR_NORMAL) return Math.abs(count - samples * p) / Math.sqrt(samples * p * (1 - p));
  // The rarer side's count and mean.
  const seen = p <= 0.5 ? count : samples - count;
  const mean = samples * rare;
  if (mean === 0) return seen === 0 ? 0 : Infinity;
  return normalDeviate(seen >= mean ? poissonAtLeast(seen, mean) : poissonAtMost(seen, mean));
}

/** P(X ≥ x) for X Poisson with this mean (small means: the terms from x on, until they vanish). */
function poissonAtLeast(x: number, mean: number): number {
  if (x <= 0) return 1;
  let term = Math.exp(-mean);
  for (let j = 1; j <= x; j++) term *= mean / j;
  let sum = 0;
  for (let j = x; term > sum * 1e-17 || j <= mean; j++, term *= mean / j) sum += term;
  return sum;
}

/** P(X ≤ x) for X Poisson with this mean. */
function poissonAtMost(x: number, mean: number): number {
  let term = Math.exp(-mean);
  let sum = 0;
  for (let j = 0; j <= x; j++, term *= mean / j) sum += term;
  return Math.min(1, sum);
}

/** The z ≥ 0 whose upper normal tail is `tail` (0 for a tail of a half or more), by bisection. */
function normalDeviate(tail: number): number {
  if (tail >= 0.5) return 0;
  if (tail <= 0) return Infinity;
  let low = 0;
  let high = 40;
  for (let step = 0; step < 80; step++) {
    const mid = (low + high) / 2;
    if (upperTail(mid) > tail) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** P(Z > z), Z standard normal: erfc(z / √2) / 2 (Numerical Recipes' erfc, relative error < 1.2 · 10⁻⁷). */
function upperTail(z: number): number {
  const x = z / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851973 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return erfc / 2;
}
