/**
 * 52 Fates' names, written once: the ruleset id, its actor subtypes and its chat-card (message)
 * subtypes. The definition, the models, the sheets, the cards and the tests import them; system.json
 * and lang/en/types.json list the same names (test/integration/fates52/models.test.ts checks).
 * 52 Fates has no item subtypes: a monster's attacks live on the monster.
 */
export const FATES52 = "fates52" as const;

export const ACTOR_TYPES = {
  character: "fates52Character",
  monster: "fates52Monster",
} as const;

export const MESSAGE_TYPES = {
  check: "fates52Check",
  combat: "fates52Combat",
} as const;

export const CHARACTER_TYPE = ACTOR_TYPES.character;
export const MONSTER_TYPE = ACTOR_TYPES.monster;
export const CHECK_MESSAGE = MESSAGE_TYPES.check;
export const COMBAT_MESSAGE = MESSAGE_TYPES.combat;

/** The i18n prefix of every 52 Fates text. */
export const F52_I18N = "DECKBOUND.Fates52" as const;
