/** The card engine's public API: card model, deck recipes, randomness, the table port, MemoryTable, odds, unseen cards. */
export * from "./card.ts";
export * from "./recipes.ts";
export * from "./random.ts";
export * from "./table.ts";
export * from "./memory-table.ts";
export * from "./odds.ts";
export * from "./order-statistics.ts";
export * from "./unseen.ts";
