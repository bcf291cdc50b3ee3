/**
 * Results of the 52 Fates rules: a value or a refusal, in the one outcome vocabulary of every
 * reducer (src/rules/outcome.ts). Refusals are values whose `reason` is a full i18n key under
 * `DECKBOUND.Fates52.Refusal` (strings in lang/en/fates52.json), never throws.
 */
export { refuse } from "../outcome.ts";
export type { Outcome, Refusal } from "../outcome.ts";

/** The refusal reasons this ruleset uses, as i18n keys. */
export const REFUSAL = {
  DifficultyOutOfRange: "DECKBOUND.Fates52.Refusal.DifficultyOutOfRange",
  TooManyBackgroundSkills: "DECKBOUND.Fates52.Refusal.TooManyBackgroundSkills",
  DuplicateBackgroundSkill: "DECKBOUND.Fates52.Refusal.DuplicateBackgroundSkill",
  EmptyBackgroundSkill: "DECKBOUND.Fates52.Refusal.EmptyBackgroundSkill",
  UnknownBackgroundSkill: "DECKBOUND.Fates52.Refusal.UnknownBackgroundSkill",
  TooManyExtraCards: "DECKBOUND.Fates52.Refusal.TooManyExtraCards",
  NoCards: "DECKBOUND.Fates52.Refusal.NoCards",
  NotACard: "DECKBOUND.Fates52.Refusal.NotACard",
  DuplicateCard: "DECKBOUND.Fates52.Refusal.DuplicateCard",
  AceAlone: "DECKBOUND.Fates52.Refusal.AceAlone",
  TooManyCards: "DECKBOUND.Fates52.Refusal.TooManyCards",
  MixedSuits: "DECKBOUND.Fates52.Refusal.MixedSuits",
  FuryStrikeTooFew: "DECKBOUND.Fates52.Refusal.FuryStrikeTooFew",
  FuryStrikeNoAce: "DECKBOUND.Fates52.Refusal.FuryStrikeNoAce",
  NotInHand: "DECKBOUND.Fates52.Refusal.NotInHand",
  NotAWarrior: "DECKBOUND.Fates52.Refusal.NotAWarrior",
  NotAWizard: "DECKBOUND.Fates52.Refusal.NotAWizard",
  WardChoiceNeeded: "DECKBOUND.Fates52.Refusal.WardChoiceNeeded",
  BadStrength: "DECKBOUND.Fates52.Refusal.BadStrength",
  BadSetup: "DECKBOUND.Fates52.Refusal.BadSetup",
  UnknownParticipant: "DECKBOUND.Fates52.Refusal.UnknownParticipant",
  AlreadyFighting: "DECKBOUND.Fates52.Refusal.AlreadyFighting",
  CannotJoin: "DECKBOUND.Fates52.Refusal.CannotJoin",
  AwaitingDraw: "DECKBOUND.Fates52.Refusal.AwaitingDraw",
  NotAwaitingDraw: "DECKBOUND.Fates52.Refusal.NotAwaitingDraw",
  DrawMismatch: "DECKBOUND.Fates52.Refusal.DrawMismatch",
  WrongPhase: "DECKBOUND.Fates52.Refusal.WrongPhase",
  NotYourTurn: "DECKBOUND.Fates52.Refusal.NotYourTurn",
  AlreadyActed: "DECKBOUND.Fates52.Refusal.AlreadyActed",
  ExchangeOpen: "DECKBOUND.Fates52.Refusal.ExchangeOpen",
  NoExchange: "DECKBOUND.Fates52.Refusal.NoExchange",
  NotTheDefender: "DECKBOUND.Fates52.Refusal.NotTheDefender",
  CannotAct: "DECKBOUND.Fates52.Refusal.CannotAct",
  CannotTarget: "DECKBOUND.Fates52.Refusal.CannotTarget",
  NoSuchAttack: "DECKBOUND.Fates52.Refusal.NoSuchAttack",
  NoSuchEffect: "DECKBOUND.Fates52.Refusal.NoSuchEffect",
  TooFar: "DECKBOUND.Fates52.Refusal.TooFar",
  BadAmount: "DECKBOUND.Fates52.Refusal.BadAmount",
  BadCondition: "DECKBOUND.Fates52.Refusal.BadCondition",
  NotDying: "DECKBOUND.Fates52.Refusal.NotDying",
  DyingMustDraw: "DECKBOUND.Fates52.Refusal.DyingMustDraw",
  NotUnconscious: "DECKBOUND.Fates52.Refusal.NotUnconscious",
  WakeNumberNotSet: "DECKBOUND.Fates52.Refusal.WakeNumberNotSet",
  AutoHitNoCards: "DECKBOUND.Fates52.Refusal.AutoHitNoCards",
  DiscardFirst: "DECKBOUND.Fates52.Refusal.DiscardFirst",
  WrongDiscardCount: "DECKBOUND.Fates52.Refusal.WrongDiscardCount",
  NoDiscardOwed: "DECKBOUND.Fates52.Refusal.NoDiscardOwed",
  OutOfSight: "DECKBOUND.Fates52.Refusal.OutOfSight",
} as const;
