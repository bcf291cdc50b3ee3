/**
 * Refusals are values, not throws: a reducer that cannot take an action returns `{ ok: false,
 * reason }` with an i18n key (English in lang/en/doa.json) and changes nothing.
 */

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
  BadCost: `${PREFIX}BadCost`,
  ModifierTooHigh: `${PREFIX}ModifierTooHigh`,
  NotTied: `${PREFIX}NotTied`,
} as const;

export type RefusalReason = (typeof REFUSAL)[keyof typeof REFUSAL];

export interface Refusal {
  readonly ok: false;
  readonly reason: RefusalReason;
}

export function refuse(reason: RefusalReason): Refusal {
  return { ok: false, reason };
}
