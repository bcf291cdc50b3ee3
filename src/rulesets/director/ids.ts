/**
 * The Director's names, written once: the ruleset id, its document subtypes and its chat-card
 * message types. Everything else (the definition, types, models, sheets, cards, tests) imports them.
 */
export const DIRECTOR = "director";

export const CHARACTER_TYPE = "directorCharacter";
export const NPC_TYPE = "directorNpc";
export const ARCHETYPE_TYPE = "directorArchetype";

export const TEST_MESSAGE = "directorTest";
export const COMPETITION_MESSAGE = "directorCompetition";
