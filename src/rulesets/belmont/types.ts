// Belmont's document subtypes for fvtt-types (see src/types/config.ts).
import type { BelmontAbilityModel, BelmontHeroModel } from "./models.ts";
import type { TaskCardModel } from "./chat/task-model.ts";

declare global {
  interface DeckboundActorModels {
    belmontHero: typeof BelmontHeroModel;
  }
  interface DeckboundItemModels {
    belmontAbility: typeof BelmontAbilityModel;
  }
  interface DeckboundMessageModels {
    belmontTask: typeof TaskCardModel;
  }
}

export {};
