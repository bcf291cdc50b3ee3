/** The sample ruleset's names, written once (docs/ARCHITECTURE.md, the checklist): its id, subtypes and message types. */
export const RULESET_ID = "high-card";
export const ACTOR_TYPES = { character: "sample-character" } as const;
export const MESSAGE_TYPES = { highCard: "high-card" } as const;
