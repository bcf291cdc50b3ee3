/** The Director's poker-deck rules: attributes, competences, decks and archetypes, tests, competitions, odds. */
export * from "./attributes.ts";
export * from "./competences.ts";
export * from "./counts.ts";
export * from "./archetypes.ts";
export * from "./decks.ts";
export * from "./rulings.ts";
export * from "./extras.ts";
export * from "./checks.ts";
export * from "./odds.ts";
export * from "./competition-odds.ts";
export * from "./result.ts";
export { refuse } from "../outcome.ts";
export type { Outcome, Refusal, Step } from "../outcome.ts";
export * from "./procedures/test.ts";
export * from "./procedures/competition.ts";
