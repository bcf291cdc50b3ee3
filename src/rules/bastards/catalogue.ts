/**
 * The advantage and disadvantage catalogues as data [GOB-07, GOB-08, GOB-28].
 *
 * Names and descriptions are i18n keys (`DECKBOUND.Bastards.Advantage.<id>.Name` / `.Hint`); the
 * English text, in the project's own words, is in lang/en/bastards.json. `effect` says how the
 * engine treats an entry: most numeric advantages are applied by the engine (GOB-28), the rest are
 * adjudicated at the table (`table`).
 */
import type { Suit } from "../cards/card.ts";

export type AdvantageCategory = "defensive" | "offensive" | "utility";

/**
 * How the engine applies an advantage:
 * - `poolBonus`: +5 to a pool per rank (Toughness, Resolve, Mental Fortitude, Devil's Own Luck);
 * - `extraCard`: one more card on certain draws; `allyBonus`: +1 per rank to allies' opposed draws;
 * - `traitSwap`: another trait (often doubled) on an attack or defence draw;
 * - `damageChange`: changes damage dealt or taken; `draw`: draws a card after an event;
 * - `drawStep`: another trait sets the draw step's count; `initiative`: free initiative swap;
 * - `sceneWildcard`: a wildcard each scene; `twoWeapons`: changes the two-weapon penalty;
 * - `table`: adjudicated by the players at the table, the engine only records it.
 */
export type AdvantageEffect =
  | "poolBonus"
  | "extraCard"
  | "allyBonus"
  | "traitSwap"
  | "damageChange"
  | "draw"
  | "drawStep"
  | "initiative"
  | "sceneWildcard"
  | "twoWeapons"
  | "table";

export interface AdvantageSpec {
  readonly id: string;
  readonly suit: Suit;
  readonly category: AdvantageCategory;
  /** XP per rank [GOB-02]. */
  readonly cost: number;
  /** Marked * in the source: bought only at character creation [GOB-07]. */
  readonly creationOnly: boolean;
  /** How many times it may be taken (per parameter, where it has one). */
  readonly maxRanks: number;
  /** A weapon chosen when bought (Counter <Weapon>, Florentine <Weapon>). */
  readonly parameter?: "weapon";
  readonly effect: AdvantageEffect;
}

function advantage(
  id: string,
  suit: Suit,
  category: AdvantageCategory,
  effect: AdvantageEffect,
  extra: { creationOnly?: boolean; maxRanks?: number; parameter?: "weapon" } = {},
): AdvantageSpec {
  return {
    id,
    suit,
    category,
    cost: 1,
    creationOnly: extra.creationOnly ?? false,
    maxRanks: extra.maxRanks ?? 1,
    effect,
    ...(extra.parameter ? { parameter: extra.parameter } : {}),
  };
}

export const ADVANTAGES: readonly AdvantageSpec[] = [
  // Defensive
  advantage("allOutDefense", "C", "defensive", "traitSwap"),
  advantage("careful", "S", "defensive", "draw"),
  advantage("counter", "S", "defensive", "table", { parameter: "weapon" }),
  advantage("defensiveStance", "C", "defensive", "table"),
  advantage("dodge", "C", "defensive", "traitSwap"),
  advantage("florentine", "S", "defensive", "twoWeapons", { parameter: "weapon" }),
  advantage("intenseConcentration", "S", "defensive", "damageChange"),
  advantage("ironWall", "C", "defensive", "damageChange"),
  advantage("karmicShuffle", "D", "defensive", "traitSwap"),
  advantage("mindOverMatter", "S", "defensive", "damageChange"),
  advantage("soulOfSteel", "H", "defensive", "damageChange"),
  advantage("serendipity", "D", "defensive", "traitSwap"),
  advantage("study", "S", "defensive", "traitSwap"),
  // Offensive
  advantage("ambidextrous", "C", "offensive", "twoWeapons"),
  advantage("berserk", "H", "offensive", "damageChange"),
  advantage("disarm", "S", "offensive", "table"),
  advantage("eagleEyes", "C", "offensive", "table", { maxRanks: 3 }),
  advantage("ferocity", "C", "offensive", "traitSwap"),
  advantage("gunFever", "D", "offensive", "table"),
  advantage("intensity", "H", "offensive", "table"),
  advantage("trip", "C", "offensive", "table"),
  advantage("luckyStrike", "D", "offensive", "traitSwap"),
  advantage("lunge", "C", "offensive", "table"),
  advantage("savage", "C", "offensive", "table"),
  advantage("wildSwing", "C", "offensive", "table"),
  advantage("zeal", "H", "offensive", "traitSwap"),
  // Utility
  advantage("acrobat", "C", "utility", "table"),
  advantage("assPull", "D", "utility", "table"),
  advantage("bloodlust", "C", "utility", "draw"),
  advantage("criminal", "D", "utility", "extraCard"),
  advantage("cunningLinguist", "S", "utility", "extraCard"),
  advantage("devilsOwnLuck", "D", "utility", "poolBonus", { maxRanks: 5 }),
  advantage("discipline", "C", "utility", "drawStep"),
  advantage("faith", "H", "utility", "draw"),
  advantage("fervor", "H", "utility", "drawStep"),
  advantage("fortunate", "D", "utility", "sceneWildcard", { creationOnly: true }),
  advantage("hearty", "C", "utility", "extraCard", { creationOnly: true }),
  advantage("inspiringPresence", "H", "utility", "allyBonus", { maxRanks: 5 }),
  advantage("mastermind", "S", "utility", "table"),
  advantage("mentalFortitude", "S", "utility", "poolBonus", { maxRanks: 5 }),
  advantage("quickWitted", "S", "utility", "drawStep"),
  advantage("resolve", "H", "utility", "poolBonus", { maxRanks: 5 }),
  advantage("speedy", "S", "utility", "initiative"),
  advantage("tenacity", "C", "utility", "draw"),
  advantage("toughness", "C", "utility", "poolBonus", { maxRanks: 5 }),
];

/**
 * How a disadvantage is applied: `influencePenalty` (Bad Reputation, GOB-08) by the engine; the
 * source names the others without rules text, so the table agrees their effect (`table`).
 */
export type DisadvantageEffect = "influencePenalty" | "table";

export interface DisadvantageSpec {
  readonly id: string;
  readonly suit: Suit;
  /** Marked * in the source: can never be removed with XP [GOB-08]. */
  readonly permanent: boolean;
  readonly maxRanks: number;
  /** `doubling`: each removal costs twice the last (1, 2, 4 …) [GOB-08]; `single`: 1 XP. */
  readonly removalCost: "single" | "doubling";
  readonly effect: DisadvantageEffect;
}

function disadvantage(id: string, suit: Suit, permanent: boolean): DisadvantageSpec {
  return { id, suit, permanent, maxRanks: 1, removalCost: "single", effect: "table" };
}

export const DISADVANTAGES: readonly DisadvantageSpec[] = [
  disadvantage("large", "C", false),
  disadvantage("old", "C", false),
  disadvantage("ancient", "C", false),
  disadvantage("oneArm", "C", true),
  disadvantage("noArms", "C", true),
  disadvantage("oneEye", "C", true),
  disadvantage("blind", "C", true),
  disadvantage("weakConstitution", "C", false),
  { id: "badReputation", suit: "S", permanent: false, maxRanks: 5, removalCost: "doubling", effect: "influencePenalty" },
  disadvantage("dumb", "S", true),
  disadvantage("noticeableMark", "S", false),
  disadvantage("ugly", "S", false),
  disadvantage("apathetic", "H", false),
  disadvantage("delusion", "H", true),
  disadvantage("psychosis", "H", true),
  disadvantage("defeated", "H", false),
  disadvantage("depressed", "H", false),
  disadvantage("nervousHabit", "H", false),
  disadvantage("unstable", "H", false),
  disadvantage("misfortunate", "D", false),
];

export function findAdvantage(id: string): AdvantageSpec | undefined {
  return ADVANTAGES.find((spec) => spec.id === id);
}

export function findDisadvantage(id: string): DisadvantageSpec | undefined {
  return DISADVANTAGES.find((spec) => spec.id === id);
}

export function advantageNameKey(id: string): string {
  return `DECKBOUND.Bastards.Advantage.${id}.Name`;
}

export function advantageHintKey(id: string): string {
  return `DECKBOUND.Bastards.Advantage.${id}.Hint`;
}

export function disadvantageNameKey(id: string): string {
  return `DECKBOUND.Bastards.Disadvantage.${id}.Name`;
}

export function disadvantageHintKey(id: string): string {
  return `DECKBOUND.Bastards.Disadvantage.${id}.Hint`;
}
