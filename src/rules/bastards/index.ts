/** A Game of Bastards: the public API of the pure rules (GOB-01 … GOB-28). */
export * from "./values.ts";
export * from "./rulings.ts";
export * from "./catalogue.ts";
export * from "./character.ts";
export * from "./limits.ts";
export * from "./build.ts";
export * from "./modifiers.ts";
export * from "./combatants.ts";
export * from "./decks.ts";
export * from "./odds.ts";
export * from "./opposition-odds.ts";
export * from "./dramatic.ts";
export * from "./procedures/draws.ts";
export * from "./procedures/skill-hand.ts";
export * from "./procedures/opposition-state.ts";
export * from "./procedures/opposed-draw.ts";
export * from "./procedures/advantages.ts";
export * from "./procedures/advantage-uses.ts";
export * from "./procedures/advantage-numbers.ts";
export * from "./procedures/table-advantages.ts";
export * from "./procedures/follower-advantages.ts";
export * from "./procedures/opposition.ts";
export { indirectActor } from "./procedures/indirect.ts";
export * from "./refusals.ts";
// The one outcome vocabulary of every reducer (src/rules/outcome.ts).
export { refuse } from "../outcome.ts";
export type { Outcome, Refusal, Step } from "../outcome.ts";
