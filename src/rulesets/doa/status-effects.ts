/**
 * The combat effects as token status effects [DOA-16]: one per effect, named from the rules'
 * labels, with Foundry's core icons. Pure: the setup hook adds them to CONFIG.statusEffects.
 */
import { EFFECTS, effectLabelKey } from "../../rules/doa/index.ts";
import type { EffectName } from "../../rules/doa/index.ts";

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
