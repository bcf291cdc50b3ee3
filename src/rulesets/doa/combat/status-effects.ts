/**
 * The combat effects as token status effects [DOA-16]: one per effect, named from the rules'
 * labels, with Foundry's core icons. Pure: the setup hook adds them to CONFIG.statusEffects.
 */
import { EFFECTS } from "../../../rules/doa/effects.ts";
import { effectLabelKey } from "../../../rules/doa/labels.ts";
import type { Conditions, EffectName } from "../../../rules/doa/index.ts";

const ICONS: Readonly<Record<EffectName, string>> = {
  stunned: "icons/svg/daze.svg",
  entangled: "icons/svg/net.svg",
  knockedDown: "icons/svg/falling.svg",
  blinded: "icons/svg/blind.svg",
  deafened: "icons/svg/deaf.svg",
  outnumbered: "icons/svg/combat.svg",
  knockedOut: "icons/svg/unconscious.svg",
};

export interface DoaStatusEffect {
  readonly id: string;
  /** i18n key */
  readonly name: string;
  readonly img: string;
}

export function doaStatusEffects(): DoaStatusEffect[] {
  return EFFECTS.map((effect) => ({ id: `doa-${effect}`, name: effectLabelKey(effect), img: ICONS[effect] }));
}

/** The conditions the GM sets from the combat card [DOA-16]; Outnumbered and Knocked Out follow from the fight itself. */
export const SETTABLE_CONDITIONS = ["stunned", "entangled", "knockedDown", "senseLost"] as const;
export type SettableCondition = (typeof SETTABLE_CONDITIONS)[number];

export function isSettableCondition(value: unknown): value is SettableCondition {
  return typeof value === "string" && (SETTABLE_CONDITIONS as readonly string[]).includes(value);
}

/** The token status mirroring each condition; a lost sense has no single status (Blinded or Deafened). */
const STATUS_OF: Readonly<Partial<Record<SettableCondition, string>>> = {
  stunned: "doa-stunned",
  entangled: "doa-entangled",
  knockedDown: "doa-knockedDown",
};

export function conditionLabelKey(condition: SettableCondition): string {
  return condition === "senseLost" ? "DECKBOUND.DOA.Card.SenseLost" : effectLabelKey(condition);
}

/** The card condition a token status stands for; none for the statuses the card does not set (Knocked Out, Outnumbered, a sense). */
export function conditionOfStatus(statusId: string): SettableCondition | undefined {
  return SETTABLE_CONDITIONS.find((condition) => STATUS_OF[condition] === statusId);
}

/** What the card knows of a combatant that its tokens show. */
export interface CombatantMarks {
  readonly conditions: Conditions;
  readonly vitals: { readonly hp: number };
  readonly outnumberedBy?: number;
}

/**
 * The DOA statuses the card decides for a combatant, on or off: its set conditions [DOA-16],
 * Knocked Out beyond 0 HP [DOA-17], Outnumbered by two or more Dealers [DOA-16]. A lost sense has
 * no single status (the GM marks Blinded or Deafened on the token).
 */
export function cardStatuses(marks: CombatantMarks): ReadonlyMap<string, boolean> {
  const statuses = new Map<string, boolean>();
  for (const condition of SETTABLE_CONDITIONS) {
    const id = STATUS_OF[condition];
    if (id) statuses.set(id, marks.conditions[condition] === true);
  }
  statuses.set("doa-knockedOut", marks.vitals.hp < 0);
  statuses.set("doa-outnumbered", (marks.outnumberedBy ?? 0) >= 2);
  return statuses;
}

/**
 * Only what the card changed: the statuses to switch because they differ between the card before
 * and after an update (and the token does not show them already), so a status set by hand on a
 * token, which the card never touched, stays [DOA-16].
 */
export function changedStatusChanges(
  before: CombatantMarks,
  after: CombatantMarks,
  active: ReadonlySet<string>,
): { id: string; active: boolean }[] {
  const was = cardStatuses(before);
  return [...cardStatuses(after)].flatMap(([id, wanted]) =>
    wanted !== was.get(id) && wanted !== active.has(id) ? [{ id, active: wanted }] : [],
  );
}
