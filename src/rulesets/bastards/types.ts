// A Game of Bastards' document subtypes for fvtt-types (see src/types/config.ts), named by ids.ts.
import type {
  ADVANTAGE_ITEM,
  DISADVANTAGE_ITEM,
  DRAMATIC_MESSAGE,
  EXTRAS,
  FATED,
  FATE_DRAW_MESSAGE,
  FOLLOWER,
  OPPOSITION_MESSAGE,
  SPECIALTY_ITEM,
  WEAPON_ITEM,
} from "./ids.ts";
import type { ExtrasModel, FatedModel, FollowerModel } from "./models/actor-models.ts";
import type {
  BastardsAdvantageModel,
  BastardsDisadvantageModel,
  BastardsSpecialtyModel,
  BastardsWeaponModel,
} from "./models/item-models.ts";
import type { DramaticCardModel } from "./chat/dramatic-card.ts";
import type { FateDrawCardModel } from "./chat/fate-draw-card.ts";
import type { OppositionCardModel } from "./chat/opposition-card.ts";

declare global {
  interface DeckboundActorModels {
    [FATED]: typeof FatedModel;
    [FOLLOWER]: typeof FollowerModel;
    [EXTRAS]: typeof ExtrasModel;
  }
  interface DeckboundItemModels {
    [ADVANTAGE_ITEM]: typeof BastardsAdvantageModel;
    [DISADVANTAGE_ITEM]: typeof BastardsDisadvantageModel;
    [WEAPON_ITEM]: typeof BastardsWeaponModel;
    [SPECIALTY_ITEM]: typeof BastardsSpecialtyModel;
  }
  interface DeckboundMessageModels {
    [FATE_DRAW_MESSAGE]: typeof FateDrawCardModel;
    [OPPOSITION_MESSAGE]: typeof OppositionCardModel;
    [DRAMATIC_MESSAGE]: typeof DramaticCardModel;
  }
}

export {};
