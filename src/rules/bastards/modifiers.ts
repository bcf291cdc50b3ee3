/**
 * Numbers that advantages, disadvantages, specialties and Desperation add to a draw, applied by the
 * engine [GOB-06, GOB-08, GOB-20, GOB-28].
 */
import { condition, desperationTrait, findSpecialty, specialtyLevel } from "./character.ts";
import type { Character, Specialty } from "./character.ts";
import { REFUSAL } from "./refusals.ts";
import type { Trait } from "./values.ts";
import { refuse } from "../outcome.ts";
import type { Outcome } from "../outcome.ts";

/** Skills on which an advantage lets its holder play one more card [GOB-28]. */
const EXTRA_CARD_SKILLS: Readonly<Record<string, readonly string[]>> = {
  criminal: ["stealth", "influence"],
  hearty: ["athletics", "dexterity"],
};

export interface DrawContext {
  readonly skill: string;
  /** A social attack (Cunning Linguist's extra card). */
  readonly socialAttack?: boolean;
}

/** Extra cards from Criminal, Hearty and Cunning Linguist [GOB-28], for a holder who `mayUse` an advantage. */
export function extraCards(mayUse: (id: string) => boolean, context: DrawContext): number {
  let extra = 0;
  for (const [id, skills] of Object.entries(EXTRA_CARD_SKILLS)) {
    if (skills.includes(context.skill.split(":")[0]!) && mayUse(id)) extra++;
  }
  if (context.socialAttack && mayUse("cunningLinguist")) extra++;
  return extra;
}

/** The trait a hand uses: the usual one, or Spirit-or-Luck in Desperation [GOB-20]. */
export function handTrait(character: Character, usual: Trait): Trait {
  return condition(character) === "desperate" ? desperationTrait(character) : usual;
}

export const BAD_REPUTATION_STEP = 5;

/**
 * Bad Reputation: −5 per rank on Influence draws, except against a character who also has a bad
 * reputation; +5 per rank when intimidating, whoever the target [GOB-08].
 */
export function reputationModifier(
  character: Character,
  skill: string,
  options: { intimidate?: boolean; opponentHasBadReputation?: boolean } = {},
): number {
  const ranks = character.disadvantages.badReputation ?? 0;
  if (ranks === 0 || skill !== "influence") return 0;
  if (options.intimidate) return BAD_REPUTATION_STEP * ranks;
  return options.opponentHasBadReputation ? 0 : -BAD_REPUTATION_STEP * ranks;
}

/** The specialties that join `skill` (it is one of their two skills), in the sheet's order: the ones a draw with it may use [GOB-06]. */
export function specialtiesFor(character: Character, skill: string): Specialty[] {
  return character.specialties.filter((specialty) => specialty.skills.includes(skill));
}

/**
 * What a specialty adds to a draw with `skill` [GOB-06]: its level; 0 without one. One the character
 * does not hold, or one that does not join the skill drawn with, is refused.
 */
export function specialtyBonus(character: Character, name: string | undefined, skill: string): Outcome<{ readonly level: number }> {
  if (name === undefined) return { ok: true, level: 0 };
  const specialty = findSpecialty(character, name);
  if (!specialty) return refuse(REFUSAL.SpecialtyNotHeld);
  if (!specialty.skills.includes(skill)) return refuse(REFUSAL.SpecialtyNotJoined);
  return { ok: true, level: specialtyLevel(character, specialty) };
}
