/**
 * Why A Game of Bastards refuses a step: each reason is a full i18n key (lang/en/bastards.json,
 * DECKBOUND.Bastards.Refusal), for the one outcome vocabulary's `refuse` (src/rules/outcome.ts).
 */
const NAMES = [
  "ActionUsed", "AdvantageActive", "AdvantageLimit", "AdvantageNotHeld", "AdvantageNotNow", "AdvantageNotUsable", "AlreadyChosen",
  "AlreadyDiscarded", "AwaitingTable", "BadCombatants", "BadDifficulty", "BadGroupSize", "BadInput", "BadPowerRating", "BadTarget",
  "BadWeapons", "BeyondSkillRank", "CardNotInHand", "CreationOnly", "DisadvantageCreationOnly", "DisadvantageLimit",
  "DisadvantageNotHeld", "DisadvantagePermanent", "GmOnly", "NeedsWeapon", "NoCards", "NoQuestion", "NoSkill", "NoWildcards",
  "NotEnoughXp", "NotInCreation", "NotInPlay", "NotKnockedDown", "NotNow", "NotStarted", "NotTimePasses", "NotWaitingForCards",
  "NotYourBet", "NotYourCharacter", "NotYourCombatant", "NotYourMove", "NotYourTurn", "OncePerTimePasses", "OneSide", "OppositionOver",
  "PoolEmpty", "RankLimit", "SkillLimit", "SpecialtyHeld", "SpecialtyLimit", "SpecialtyNeedsRank2", "SpecialtyNotHeld", "SuitNotEmptied", "UnknownAction", "UnknownAdvantage",
  "UnknownCombatant", "UnknownDisadvantage", "WeaponAbovePowerRating", "WeaponUsed",
] as const;

export type BastardsRefusal = (typeof NAMES)[number];

export const REFUSAL = Object.fromEntries(NAMES.map((name) => [name, `DECKBOUND.Bastards.Refusal.${name}`])) as {
  readonly [Name in BastardsRefusal]: `DECKBOUND.Bastards.Refusal.${Name}`;
};
