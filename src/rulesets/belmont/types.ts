// Belmont's document subtypes for fvtt-types (see src/types/config.ts).
import type { ABILITY_TYPE, HERO_TYPE, MAGIC_MESSAGE, TASK_MESSAGE } from "./ids.ts";
import type { BelmontAbilityModel } from "./models/ability.ts";
import type { BelmontHeroModel } from "./models/hero.ts";
import type { TaskCardModel } from "./chat/task-model.ts";
import type { MagicCardModel } from "./chat/magic-model.ts";

declare global {
  interface DeckboundActorModels {
    [HERO_TYPE]: typeof BelmontHeroModel;
  }
  interface DeckboundItemModels {
    [ABILITY_TYPE]: typeof BelmontAbilityModel;
  }
  interface DeckboundMessageModels {
    [TASK_MESSAGE]: typeof TaskCardModel;
    [MAGIC_MESSAGE]: typeof MagicCardModel;
  }
}

export {};
