/** i18n keys for what the DOA rules produce (English in lang/en/doa.json). */
import type { Degree } from "./checks.ts";
import type { ArmorEffect, DamageKind } from "./damage.ts";
import type { EffectName } from "./effects.ts";
import type { RestGoal } from "./rest.ts";
import type { Attribute, CharacterKind, Skill } from "./stats.ts";

const ROOT = "DECKBOUND.DOA";

const capitalised = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

export const degreeLabelKey = (degree: Degree): string => `${ROOT}.Degree.${capitalised(degree)}`;
export const attributeLabelKey = (attribute: Attribute): string => `${ROOT}.Attribute.${attribute}`;
export const skillLabelKey = (skill: Skill): string => `${ROOT}.Skill.${capitalised(skill)}`;
export const kindLabelKey = (kind: CharacterKind): string => `${ROOT}.Kind.${capitalised(kind)}`;
export const effectLabelKey = (effect: EffectName): string => `${ROOT}.Effect.${capitalised(effect)}`;
export const damageKindLabelKey = (kind: DamageKind): string => `${ROOT}.DamageKind.${capitalised(kind)}`;
export const armorEffectLabelKey = (effect: ArmorEffect): string => `${ROOT}.ArmorEffect.${capitalised(effect)}`;
export const restGoalLabelKey = (goal: RestGoal["kind"]): string => `${ROOT}.RestGoal.${capitalised(goal)}`;
/** "Upper Hand ({n})" / "Lower Hand ({n})": format with the net number of extra cards. */
export const handLabelKey = (net: number): string => `${ROOT}.Hand.${net > 0 ? "Upper" : net < 0 ? "Lower" : "Plain"}`;
