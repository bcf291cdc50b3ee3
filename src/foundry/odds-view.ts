/**
 * The odds shown before every draw, one way everywhere [CORE-05]: a probability as a percentage
 * with one decimal ("42.3%"). A chance that is not certain never reads as certain: above 99.9% it
 * shows "> 99.9%", below 0.1% (but possible) "< 0.1%".
 */
export function percent(probability: number): string {
  if (!Number.isFinite(probability) || probability <= 0) return "0.0%";
  if (probability >= 1) return "100.0%";
  if (probability < 0.0005) return "< 0.1%";
  if (probability > 0.9995) return "> 99.9%";
  return `${(Math.round(probability * 1000) / 10).toFixed(1)}%`;
}
