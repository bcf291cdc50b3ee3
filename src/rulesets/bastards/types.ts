// A Game of Bastards' document subtypes for fvtt-types (see src/types/config.ts).
import type { AdvantageModel, DisadvantageModel, ExtrasModel, FatedModel, FollowerModel, SpecialtyModel, WeaponModel } from "./models.ts";
import type { DramaticCardModel } from "./chat/dramatic-card.ts";
import type { FateDrawCardModel } from "./chat/fate-draw-card.ts";
import type { OppositionCardModel } from "./chat/opposition-card.ts";

declare global {
  interface DeckboundActorModels {
    bastardsFated: typeof FatedModel;
    bastardsFollower: typeof FollowerModel;
    bastardsExtras: typeof ExtrasModel;
  }
  interface DeckboundItemModels {
    bastardsAdvantage: typeof AdvantageModel;
    bastardsDisadvantage: typeof DisadvantageModel;
    bastardsWeapon: typeof WeaponModel;
    bastardsSpecialty: typeof SpecialtyModel;
  }
  interface DeckboundMessageModels {
    bastardsFateDraw: typeof FateDrawCardModel;
    bastardsOpposition: typeof OppositionCardModel;
    bastardsDramatic: typeof DramaticCardModel;
  }
}

export {};
