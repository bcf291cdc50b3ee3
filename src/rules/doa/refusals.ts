/**
 * Refusals are values, not throws: a reducer that cannot take an action returns `{ ok: false,
 * reason }` with a full i18n key (English in lang/en/doa.json) and changes nothing. The vocabulary
 * is the one every ruleset shares (src/rules/outcome.ts); these are Deck of Adventures' reasons.
 */
export { refuse } from "../outcome.ts";
export type { Outcome, Refusal } from "../outcome.ts";

const PREFIX = "DECKBOUND.DOA.Refusal.";

export const REFUSAL = {
  DrOutOfRange: `${PREFIX}DrOutOfRange`,
  BadModifier: `${PREFIX}BadModifier`,
  TargetIsJoker: `${PREFIX}TargetIsJoker`,
  WrongPhase: `${PREFIX}WrongPhase`,
  RedrawUsed: `${PREFIX}RedrawUsed`,
  NoSuchFateCard: `${PREFIX}NoSuchFateCard`,
  NotAFateCard: `${PREFIX}NotAFateCard`,
  FateCardIntoDeck: `${PREFIX}FateCardIntoDeck`,
  CannotUseFateCards: `${PREFIX}CannotUseFateCards`,
  WrongCards: `${PREFIX}WrongCards`,
  BadNumber: `${PREFIX}BadNumber`,
  UnknownCombatant: `${PREFIX}UnknownCombatant`,
  NotYourTurn: `${PREFIX}NotYourTurn`,
  NoActionsLeft: `${PREFIX}NoActionsLeft`,
  KnockedOut: `${PREFIX}KnockedOut`,
  ToughenedThisRound: `${PREFIX}ToughenedThisRound`,
  NoDamageToIgnore: `${PREFIX}NoDamageToIgnore`,
  NotEnoughCards: `${PREFIX}NotEnoughCards`,
  AlreadyVolunteered: `${PREFIX}AlreadyVolunteered`,
  UnknownPlayer: `${PREFIX}UnknownPlayer`,
  BadHealth: `${PREFIX}BadHealth`,
  BadArmorBonus: `${PREFIX}BadArmorBonus`,
  BadCost: `${PREFIX}BadCost`,
  ModifierTooHigh: `${PREFIX}ModifierTooHigh`,
  NotTied: `${PREFIX}NotTied`,
  ArmorRepairSkill: `${PREFIX}ArmorRepairSkill`,
  GreatVoidCall: `${PREFIX}GreatVoidCall`,
  SpellAttribute: `${PREFIX}SpellAttribute`,
} as const;

export type RefusalReason = (typeof REFUSAL)[keyof typeof REFUSAL];
