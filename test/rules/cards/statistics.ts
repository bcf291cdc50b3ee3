/** Small statistics helpers for the randomness tests. */

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
export function chiSquareUniform(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/** Standard normal upper quantiles for the two significance levels the tests use. */
export const LEVEL = {
  /** 0.1 %: for seeded runs, which are deterministic, so this cannot flake. */
  seeded: 3.0902,
  /** 1 in a million: for runs on the crypto source, which differ every time. */
  crypto: 4.7534,
} as const;

/**
 * Upper critical value of chi-square with `df` degrees of freedom at the level whose normal
 * quantile is `z`, by the Wilson–Hilferty cube approximation (within ~0.5 % of tabled values for
 * df ≥ 10; e.g. df 23 at 0.1 %: 49.85 vs the tabled 49.73).
 */
export function chiSquareCritical(df: number, z: number): number {
  const h = 2 / (9 * df);
  return df * (1 - h + z * Math.sqrt(h)) ** 3;
}
