/** How close to 0 or 1 exact odds computed in floating point are taken as impossible or certain. */
const CERTAINTY = 1e-9;

/**
 * The odds shown before every draw, one way everywhere [CORE-05]: a probability as a percentage
 * with one decimal ("42.3%"). A chance that is not certain never reads as certain: above 99.9% it
 * shows "> 99.9%", below 0.1% (but possible) "< 0.1%"; certain reads "100.0%" and impossible "0.0%".
 */
export function percent(probability: number): string {
  // Certain and impossible read as such; exact odds may land a rounding error away from either.
  if (!Number.isFinite(probability) || probability <= CERTAINTY) return "0.0%";
  if (probability >= 1 - CERTAINTY) return "100.0%";
  if (probability < 0.0005) return "< 0.1%";
  if (probability > 0.9995) return "> 99.9%";
  return `${(Math.round(probability * 1000) / 10).toFixed(1)}%`;
}
