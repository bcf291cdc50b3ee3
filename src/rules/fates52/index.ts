/** 52 Fates: the rules as pure TypeScript (see CLAUSES.md, F52-01 … F52-22). */
export * from "./outcome.ts";
export * from "./values.ts";
export * from "./character.ts";
export * from "./decks.ts";
export * from "./check.ts";
export * from "./conditions.ts";
export * from "./magic.ts";
export * from "./maneuvers.ts";
export * from "./monsters.ts";
export * from "./odds.ts";
export * from "./play-odds.ts";
export * from "./rulings.ts";
export * from "./procedures/action-check.ts";
export * from "./procedures/combat-state.ts";
export * from "./procedures/combat-actions.ts";
export * from "./procedures/combat-start.ts";
export * from "./procedures/combat.ts";
export { currentGroup, playsFromOwnHand } from "./procedures/combat-helpers.ts";
