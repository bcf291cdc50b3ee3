// DOA subtypes for TypeScript (see src/types/config.ts). Type-only.
import type { DOA_ACTOR, DOA_ITEM, DOA_MESSAGE } from "./ids.ts";
import type { DoaBystanderModel, DoaCompanionModel, DoaDealerModel } from "./models/actors.ts";
import type { DoaArmorModel, DoaPowerModel, DoaVulnerabilityModel, DoaWeaponModel } from "./models/items.ts";
import type { CheckCardModel } from "./chat/check-model.ts";
import type { CombatCardModel } from "./chat/combat-model.ts";
import type { ContestedCardModel } from "./chat/contested-model.ts";
import type { EpicCardModel } from "./chat/epic-model.ts";
import type { IgnoreDamageCardModel } from "./chat/ignore-damage-model.ts";

declare global {
  interface DeckboundActorModels {
    [DOA_ACTOR.dealer]: typeof DoaDealerModel;
    [DOA_ACTOR.bystander]: typeof DoaBystanderModel;
    [DOA_ACTOR.companion]: typeof DoaCompanionModel;
  }
  interface DeckboundItemModels {
    [DOA_ITEM.power]: typeof DoaPowerModel;
    [DOA_ITEM.vulnerability]: typeof DoaVulnerabilityModel;
    [DOA_ITEM.armor]: typeof DoaArmorModel;
    [DOA_ITEM.weapon]: typeof DoaWeaponModel;
  }
  interface DeckboundMessageModels {
    [DOA_MESSAGE.check]: typeof CheckCardModel;
    [DOA_MESSAGE.combat]: typeof CombatCardModel;
    [DOA_MESSAGE.epic]: typeof EpicCardModel;
    [DOA_MESSAGE.contested]: typeof ContestedCardModel;
    [DOA_MESSAGE.ignoreDamage]: typeof IgnoreDamageCardModel;
  }
}
