/**
 * The Fated character: traits, skills, specialties, advantages, disadvantages, pools, wildcards,
 * XP, and the states that follow from empty pools [GOB-01…GOB-06, GOB-20, GOB-21].
 *
 * Plain JSON data, so it can live in an actor's system data.
 */
import type { Suit } from "../cards/card.ts";
import { findAdvantage } from "./catalogue.ts";
import { TRAITS, TRAIT_OF_SUIT } from "./values.ts";
import type { Trait } from "./values.ts";

export interface Specialty {
  /** The named action or field of study, as the player wrote it (e.g. "Acting"). */
  readonly name: string;
  readonly skills: readonly [string, string];
}

export type Phase = "creation" | "play";

export interface Character {
  readonly suit: Suit;
  readonly traits: Readonly<Record<Trait, number>>;
  /** Skill id → rank. Ids: see `STANDARD_SKILLS`; `combat:<weapon>`, `craft:<type>`, or a custom name. */
  readonly skills: Readonly<Record<string, number>>;
  readonly specialties: readonly Specialty[];
  /** Advantage key (`id`, or `id:<weapon>` for one with a parameter) → ranks. */
  readonly advantages: Readonly<Record<string, number>>;
  /** Disadvantage id → ranks. */
  readonly disadvantages: Readonly<Record<string, number>>;
  /** How many times Bad Reputation has been bought off: the next removal costs 2^this [GOB-08]. */
  readonly badReputationRemovals: number;
  /** Unspent XP. */
  readonly xp: number;
  /** All XP ever gained, spent or not (a killed character's successor gets half) [GOB-20]. */
  readonly xpGained: number;
  /** Points lost from each pool; the pool is its maximum minus this, never below 0 [GOB-04, GOB-19]. */
  readonly poolLoss: Readonly<Record<Trait, number>>;
  readonly wildcards: number;
  readonly phase: Phase;
  /** Open while the group's Time Passes action lets players spend XP; `raised` lists what went up [GOB-03]. */
  readonly timePasses: { readonly open: boolean; readonly raised: readonly string[] };
  /** A killed character's successor "cannot Appear until at least the next Scene" [GOB-20]: set until a scene begins. */
  readonly awaitsNextScene: boolean;
}

/** The source's skill list [GOB-05]; Craft needs a type (`craft:<type>`), Combat a weapon or unarmed. */
export const STANDARD_SKILLS = [
  "athletics",
  "dexterity",
  "combat:unarmed",
  "stealth",
  "technology",
  "academics",
  "influence",
  "perception",
  "meditation",
  "firstAid",
  "guts",
] as const;

export const STARTING_XP = 10;
export const POOL_PER_RANK = 5;

const NO_LOSS: Readonly<Record<Trait, number>> = { body: 0, spirit: 0, mind: 0, luck: 0 };

/** A new character: 1 in each trait (2 in the suit's trait), 1 in each skill, 10 XP [GOB-02]. */
export function createCharacter(suit: Suit, startingXp = STARTING_XP): Character {
  const traits = { body: 1, spirit: 1, mind: 1, luck: 1 };
  traits[TRAIT_OF_SUIT[suit]] = 2;
  return {
    suit,
    traits,
    skills: Object.fromEntries(STANDARD_SKILLS.map((skill) => [skill, 1])),
    specialties: [],
    advantages: {},
    disadvantages: {},
    badReputationRemovals: 0,
    xp: startingXp,
    xpGained: startingXp,
    poolLoss: NO_LOSS,
    wildcards: 0,
    phase: "creation",
    timePasses: { open: false, raised: [] },
    awaitsNextScene: false,
  };
}

/** Every skill starts at 1 [GOB-02], so a skill the sheet does not list yet is rank 1. */
export function skillRank(character: Character, skill: string): number {
  return character.skills[skill] ?? 1;
}

const STANDARD_SKILL_BASES: ReadonlySet<string> = new Set([...STANDARD_SKILLS.map((skill) => skill.split(":")[0]!), "craft"]);

/** i18n key of a standard skill's name (Combat and Craft without their type); custom skills show the name the player gave them. */
export function skillLabelKey(skill: string): string | undefined {
  const base = skill.split(":")[0]!;
  return STANDARD_SKILL_BASES.has(base) ? `DECKBOUND.Bastards.Skill.${base}` : undefined;
}

export type SkillKind = "combat" | "craft" | "custom";

/**
 * The id of a skill the player adds [GOB-05]: `combat:<weapon>` and `craft:<type>` in lower case, a
 * custom skill by the name given. Blank, or a custom name with a colon: "" (refused as bad input).
 */
export function newSkillId(kind: SkillKind, name: string): string {
  const trimmed = name.trim();
  if (trimmed === "" || (kind === "custom" && trimmed.includes(":"))) return "";
  return kind === "custom" ? trimmed : `${kind}:${trimmed.toLowerCase()}`;
}

/** The weapon a combat skill (`combat:<weapon>`) names, as "unarmed" or "sabre"; "" for any other skill. */
export function weaponOfSkill(skill: string): string {
  return skill.startsWith("combat:") ? skill.slice("combat:".length) : "";
}

/** The character's combat skills (`combat:<weapon>`), unarmed first. */
export function combatSkills(character: Character): string[] {
  return [...new Set(["combat:unarmed", ...Object.keys(character.skills).filter((skill) => skill.startsWith("combat:"))])];
}

/** A specialty's level is the lower of its two skills and rises with them [GOB-06]. */
export function specialtyLevel(character: Character, specialty: Specialty): number {
  return Math.min(skillRank(character, specialty.skills[0]), skillRank(character, specialty.skills[1]));
}

export function findSpecialty(character: Character, name: string): Specialty | undefined {
  return character.specialties.find((specialty) => specialty.name === name);
}

/** The advantage's key on the sheet: `id`, or `id:<parameter>` for Counter / Florentine. */
export function advantageKey(id: string, parameter?: string): string {
  return parameter ? `${id}:${parameter}` : id;
}

/** Ranks held in an advantage (with a parameter: in that one, else summed over all parameters). */
export function advantageRanks(holder: { readonly advantages: Readonly<Record<string, number>> }, id: string, parameter?: string): number {
  if (parameter !== undefined) return holder.advantages[advantageKey(id, parameter)] ?? 0;
  return Object.entries(holder.advantages)
    .filter(([key]) => key === id || key.startsWith(`${id}:`))
    .reduce((sum, [, ranks]) => sum + ranks, 0);
}

/** The advantage that adds +5 per rank to each pool [GOB-04]. */
export const POOL_ADVANTAGE: Readonly<Record<Trait, string>> = {
  body: "toughness",
  spirit: "resolve",
  mind: "mentalFortitude",
  luck: "devilsOwnLuck",
};

/** Pool maximum: 5 × trait, +5 per rank of the pool's advantage [GOB-04, GOB-28]. */
export function poolMaximum(character: Character, trait: Trait): number {
  return POOL_PER_RANK * (character.traits[trait] + advantageRanks(character, POOL_ADVANTAGE[trait]));
}

export function poolCurrent(character: Character, trait: Trait): number {
  return Math.max(0, poolMaximum(character, trait) - character.poolLoss[trait]);
}

export function emptyPools(character: Character): Trait[] {
  return TRAITS.filter((trait) => poolCurrent(character, trait) === 0);
}

/**
 * What the empty pools make of a character [GOB-20]: one empty → desperate, two → knocked out,
 * three → wounded (also out of the fight), four → killed.
 */
export type Condition = "active" | "desperate" | "knockedOut" | "wounded" | "killed";

export function condition(character: Character): Condition {
  const empty = emptyPools(character).length;
  return (["active", "desperate", "knockedOut", "wounded", "killed"] as const)[empty] ?? "killed";
}

/** Whether the character can still take actions and play cards (active or desperate) [GOB-20]. */
export function canAct(character: Character): boolean {
  const state = condition(character);
  return state === "active" || state === "desperate";
}

/**
 * In Desperation hands use Spirit or Luck instead of the usual trait, and the desperate draw is
 * Spirit-or-Luck cards [GOB-20]. The player would always pick the higher, so the engine does.
 */
export function desperationTrait(character: Character): Trait {
  return character.traits.luck > character.traits.spirit ? "luck" : "spirit";
}

/** An advantage of a suit whose pool is empty cannot be used [GOB-07]. */
export function canUseAdvantage(character: Character, id: string): boolean {
  const spec = findAdvantage(id);
  return spec !== undefined && advantageRanks(character, id) > 0 && poolCurrent(character, TRAIT_OF_SUIT[spec.suit]) > 0;
}

/**
 * Lose `amount` from one pool; what exceeds the points left is lost, never rolled into another
 * pool [GOB-19]. Returns the character and the points actually taken.
 */
export function losePool(character: Character, trait: Trait, amount: number): { character: Character; taken: number } {
  const taken = Math.min(Math.max(0, amount), poolCurrent(character, trait));
  if (taken === 0) return { character, taken };
  return { character: { ...character, poolLoss: { ...character.poolLoss, [trait]: character.poolLoss[trait] + taken } }, taken };
}

/**
 * Starting XP of the character that replaces a killed one [GOB-20]: "using the standard rules and half
 * of the XP accumulated by the late character" — the standard starting XP plus half of all the XP it
 * ever had, rounded down; half only where the table rules so (`standardXp` false, a world setting).
 */
export function successorXp(character: Character, standardXp = true): number {
  return (standardXp ? STARTING_XP : 0) + Math.floor(character.xpGained / 2);
}

/**
 * The character generated when `late` is killed [GOB-20]: in creation, of the same suit, with
 * `successorXp`; it "cannot Appear until at least the next Scene".
 */
export function successorOf(late: Character, standardXp = true): Character {
  return { ...createCharacter(late.suit, successorXp(late, standardXp)), awaitsNextScene: true };
}
