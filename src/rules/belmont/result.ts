/**
 * Belmont's refusals: full i18n keys under `DECKBOUND.Belmont.Refusal` (English in
 * lang/en/belmont.json), for the one outcome vocabulary of src/rules/outcome.ts. A refusal is a
 * value, never a throw, and a refused action changes nothing.
 */

/** Every refusal Belmont's rules and its task card give; the keys of `DECKBOUND.Belmont.Refusal`. */
export const REFUSALS = [
  "NoTask",
  "TaskUnresolved",
  "NoOptions",
  "VoteClosed",
  "NoSuchOption",
  "TieBreakNeeded",
  "TieBreakNotTied",
  "NotRevealing",
  "WrongChallengeCard",
  "BadAbilityAmount",
  "BadCard",
  "CardNotInDeck",
  "SkillDeckEmpty",
  "BadTaskText",
  "TaskOpened",
  "AudienceOnly",
  "GmOnly",
  "BadModifier",
  "NoSuchAbility",
  "MagicNotTurnedUp",
  "MagicLastCard",
  "MagicSpent",
] as const;

export type RefusalKey = (typeof REFUSALS)[number];

/** Each refusal's full i18n key: `refuse(REFUSAL.NoTask)`. */
export const REFUSAL = Object.fromEntries(REFUSALS.map((key) => [key, `DECKBOUND.Belmont.Refusal.${key}`])) as {
  readonly [K in RefusalKey]: string;
};
