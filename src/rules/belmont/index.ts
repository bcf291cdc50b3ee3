/** Belmont quest rules: decks, values, odds, the task procedure and deck editing. */
export * from "./skills.ts";
export * from "./decks.ts";
export * from "./abilities.ts";
export * from "./rulings.ts";
export * from "./value.ts";
export * from "./checks.ts";
export * from "./odds.ts";
export * from "./snapshot.ts";
export * from "./result.ts";
export * from "./magic.ts";
export { refuse } from "../outcome.ts";
export type { Outcome, Refusal, Step } from "../outcome.ts";
export * from "./procedures/task.ts";
export * from "./procedures/deck-edit.ts";
