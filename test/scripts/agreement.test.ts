/**
 * The odds bench's agreement between exact odds and its Monte Carlo count (scripts/agreement.ts):
 * read as a normal deviate, one win seen in 100,000 deals where 0.012 were expected lay 8.9 standard
 * errors out and failed the bench for odds that enumeration confirms.
 */
import { describe, expect, it } from "vitest";
import { standardErrorsApart } from "../../scripts/agreement.ts";

const SAMPLES = 100_000;

describe("how far a Monte Carlo count lies from exact odds", () => {
  it("a common outcome: the normal deviate, as before", () => {
    // p = 0.3: 30,000 expected, sd √(100,000 · 0.3 · 0.7) ≈ 144.9; 30,290 seen is 2 standard errors out.
    expect(standardErrorsApart(0.3, 30_290, SAMPLES)).toBeCloseTo(290 / Math.sqrt(SAMPLES * 0.3 * 0.7), 9);
    expect(standardErrorsApart(0.3, 30_000, SAMPLES)).toBe(0);
  });

  it("a rare outcome seen once where 0.012 were expected is near, not 8.9 standard errors out (52 NPCs × 1, ties to the Director)", () => {
    const p = 1.2290724944247215e-7;
    const apart = standardErrorsApart(p, 1, SAMPLES);
    // P(a Poisson of mean 0.0123 ≥ 1) ≈ 0.0122: the normal deviate as unlikely, about 2.25.
    expect(apart).toBeGreaterThan(2.2);
    expect(apart).toBeLessThan(2.3);
    expect(standardErrorsApart(p, 0, SAMPLES)).toBe(0);
  });

  it("a rare outcome seen far more often than expected is still far out", () => {
    // 5 seen where 0.5 were expected: P(Poisson(0.5) ≥ 5) ≈ 1.7 · 10⁻⁴, about 3.6 standard errors; 8 seen, beyond 4.
    expect(standardErrorsApart(5e-6, 5, SAMPLES)).toBeGreaterThan(3.4);
    expect(standardErrorsApart(5e-6, 5, SAMPLES)).toBeLessThan(3.8);
    expect(standardErrorsApart(5e-6, 8, SAMPLES)).toBeGreaterThan(4);
  });

  it("an outcome the exact odds call impossible, seen, is infinitely far; one called certain, missed, too", () => {
    expect(standardErrorsApart(0, 1, SAMPLES)).toBe(Infinity);
    expect(standardErrorsApart(0, 0, SAMPLES)).toBe(0);
    expect(standardErrorsApart(1, SAMPLES - 1, SAMPLES)).toBe(Infinity);
    expect(standardErrorsApart(1, SAMPLES, SAMPLES)).toBe(0);
  });

  it("a near-certain outcome: its rare side (a miss) never seen where 3 were expected is not far out", () => {
    // p near 1: the rare side is 1 − p; 0 misses where 3 were expected: P(Poisson(3) ≤ 0) ≈ 0.0498, about 1.65.
    expect(standardErrorsApart(1 - 3e-5, SAMPLES, SAMPLES)).toBeGreaterThan(1.6);
    expect(standardErrorsApart(1 - 3e-5, SAMPLES, SAMPLES)).toBeLessThan(1.7);
  });
});
