/** How close to 0 or 1 exact odds computed in floating point are taken as impossible or certain. */
const CERTAINTY = 1e-9;

/**
 * The odds shown before every draw, one way everywhere [CORE-05]: a probability as a percentage
 * with one decimal ("42.3%"). Certain reads "100%" and impossible "0%", with no decimal, so they
 * stand apart from what is merely close: a chance that is not certain never reads as certain —
 * above 99.9% it shows "> 99.9%", below 0.1% (but possible) "< 0.1%". Every odds shown in the
 * system and its preview go through here (test/lang-keys.test.ts keeps other formatting out).
 */
export function percent(probability: number): string {
  // Certain and impossible read as such; exact odds may land a rounding error away from either.
  if (!Number.isFinite(probability) || probability <= CERTAINTY) return "0%";
  if (probability >= 1 - CERTAINTY) return "100%";
  // Round to tenths of a percent first: what would round to 0.0 or 100.0 is only near them.
  const tenths = Math.round(probability * 1000);
  if (tenths < 1) return "< 0.1%";
  if (tenths > 999) return "> 99.9%";
  return `${(tenths / 10).toFixed(1)}%`;
}

/** percent() of odds that may not hold: null (or absent) shows none. */
export function optionalPercent(probability: number | null | undefined): string | null {
  return typeof probability === "number" ? percent(probability) : null;
}
