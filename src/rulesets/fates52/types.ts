// 52 Fates subtypes for TypeScript (see src/types/config.ts); the names are those of ids.ts.
import type { Fates52CharacterModel } from "./models/character.ts";
import type { Fates52MonsterModel } from "./models/monster.ts";
import type { CheckCardModel } from "./chat/check-procedure.ts";
import type { CombatCardModel } from "./chat/combat-procedure.ts";
import type { ACTOR_TYPES, MESSAGE_TYPES } from "./ids.ts";

declare global {
  interface DeckboundActorModels {
    [ACTOR_TYPES.character]: typeof Fates52CharacterModel;
    [ACTOR_TYPES.monster]: typeof Fates52MonsterModel;
  }
  interface DeckboundMessageModels {
    [MESSAGE_TYPES.check]: typeof CheckCardModel;
    [MESSAGE_TYPES.combat]: typeof CombatCardModel;
  }
}

export {};
