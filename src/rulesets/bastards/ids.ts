/**
 * A Game of Bastards' names, written once: the ruleset id, its actor and item subtypes and its chat
 * message types. Every other file (definition, types, models, sheets, cards, tests) imports them.
 */
export const BASTARDS = "bastards";

/** Actor subtypes. */
export const FATED = "bastardsFated";
export const FOLLOWER = "bastardsFollower";
export const EXTRAS = "bastardsExtras";
/** Every actor type that sits at the table with its own hand. */
export const PARTICIPANT_TYPES = [FATED, FOLLOWER, EXTRAS] as const;

/** Item subtypes. */
export const ADVANTAGE_ITEM = "bastardsAdvantage";
export const DISADVANTAGE_ITEM = "bastardsDisadvantage";
export const WEAPON_ITEM = "bastardsWeapon";
export const SPECIALTY_ITEM = "bastardsSpecialty";
export const ITEM_TYPES = [ADVANTAGE_ITEM, DISADVANTAGE_ITEM, WEAPON_ITEM, SPECIALTY_ITEM] as const;

/** Chat message subtypes (the procedure cards). */
export const FATE_DRAW_MESSAGE = "bastardsFateDraw";
export const OPPOSITION_MESSAGE = "bastardsOpposition";
export const DRAMATIC_MESSAGE = "bastardsDramatic";
/** The dramatic card's entry for a Killed character's successor (beside the book's actions and the GM's New scene). */
export const DRAMATIC_SUCCESSOR = "successor";
