/**
 * Deck of Adventures' names, written once: the ruleset id, its Actor and Item subtypes and its chat
 * card (ChatMessage) subtypes. Everything else (the definition, types.ts, the models, sheets, cards
 * and tests) imports them; system.json lists the same subtypes (a test compares them).
 */
import type { CharacterKind } from "../../rules/doa/index.ts";

export const DOA_ID = "doa";

export const DOA_ACTOR = {
  dealer: "doaDealer",
  bystander: "doaBystander",
  companion: "doaCompanion",
} as const;

export const DOA_ITEM = {
  power: "doaPower",
  vulnerability: "doaVulnerability",
  armor: "doaArmor",
  weapon: "doaWeapon",
} as const;

export const DOA_MESSAGE = {
  check: "doaCheck",
  combat: "doaCombat",
  epic: "doaEpic",
  contested: "doaContested",
  ignoreDamage: "doaIgnoreDamage",
} as const;

/** The GM's table tool (a scene control tool and a settings menu). */
export const DOA_GM_TABLE_TOOL = "doaGmTable";

/** Every DOA actor subtype: each is a character of one of the three kinds [DOA-21]. */
export const DOA_ACTOR_TYPES: readonly string[] = Object.values(DOA_ACTOR);

/** The character kind [DOA-21] an actor subtype plays, or undefined for a type that is not DOA's. */
export function kindOfType(type: string): CharacterKind | undefined {
  return (Object.keys(DOA_ACTOR) as CharacterKind[]).find((kind) => DOA_ACTOR[kind] === type);
}
