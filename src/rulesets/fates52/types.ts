// 52 Fates subtypes for TypeScript (see src/types/config.ts).
import type { Fates52CharacterModel, Fates52MonsterModel } from "./models.ts";
import type { CheckCardModel } from "./chat/check-procedure.ts";
import type { CombatCardModel } from "./chat/combat-procedure.ts";

declare global {
  interface DeckboundActorModels {
    fates52Character: typeof Fates52CharacterModel;
    fates52Monster: typeof Fates52MonsterModel;
  }
  interface DeckboundMessageModels {
    fates52Check: typeof CheckCardModel;
    fates52Combat: typeof CombatCardModel;
  }
}

export {};
