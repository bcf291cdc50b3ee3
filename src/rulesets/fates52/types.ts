// 52 Fates subtypes for TypeScript (see src/types/config.ts).
import type { Fates52CharacterModel, Fates52MonsterModel } from "./models.ts";
import type { ChatCardModel } from "../../foundry/chat/chat-card-model.ts";

declare global {
  interface DeckboundActorModels {
    fates52Character: typeof Fates52CharacterModel;
    fates52Monster: typeof Fates52MonsterModel;
  }
  interface DeckboundMessageModels {
    fates52Check: typeof ChatCardModel;
    fates52Combat: typeof ChatCardModel;
  }
}

export {};
