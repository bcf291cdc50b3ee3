/**
 * Belmont quest's names, written once: the ruleset id, its document subtypes and its chat-card
 * message type. Everything else (the definition, types, models, sheets, cards, tests) imports them.
 */
export const BELMONT = "belmont";

export const HERO_TYPE = "belmontHero";
export const ABILITY_TYPE = "belmontAbility";

export const TASK_MESSAGE = "belmontTask";

/** The card posted when a Magic card is spent to fuel an ability [BEL-01]. */
export const MAGIC_MESSAGE = "belmontMagic";
