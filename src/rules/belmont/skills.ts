/** Belmont's four skills and the suits that carry them [BEL-01]. */
import type { Suit } from "../cards/card.ts";

export type Skill = "sharp" | "brawn" | "heart" | "magic";

export const SKILL_BY_SUIT: Readonly<Record<Suit, Skill>> = { C: "sharp", S: "brawn", H: "heart", D: "magic" };

/** The order bonuses are applied in [BEL-12]: Sharp, Brawn, Heart, Magic (Luck comes after). */
export const SKILL_SUITS: readonly Suit[] = ["C", "S", "H", "D"];

const SKILL_LABEL: Readonly<Record<Skill, string>> = { sharp: "Sharp", brawn: "Brawn", heart: "Heart", magic: "Magic" };

/** i18n key of a skill's name, e.g. `DECKBOUND.Belmont.Skill.Sharp`. */
export function skillLabelKey(suit: Suit): string {
  return `DECKBOUND.Belmont.Skill.${SKILL_LABEL[SKILL_BY_SUIT[suit]]}`;
}
