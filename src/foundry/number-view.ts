/**
 * Numbers as shown, one way everywhere (Step 16): a negative number carries the true minus sign
 * (U+2212, "−4"), never the hyphen-minus ("-4") a keyboard types; a signed number (a modifier, a
 * bonus) shows its plus too ("+3", "−4", "0"). Odds have their own formatter (odds-view.ts).
 */

/** The minus sign (U+2212). */
export const MINUS = "\u2212";

/** A number as shown: "4", "−4". */
export function shownNumber(n: number): string {
  return n < 0 ? `${MINUS}${Math.abs(n)}` : String(n);
}

/** A signed number as shown: "+3", "−4", "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : shownNumber(n);
}
