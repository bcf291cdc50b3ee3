// DOA subtypes for TypeScript (see src/types/config.ts). Type-only.
import type { ArmorModel, BystanderModel, CompanionModel, DealerModel, PowerModel, VulnerabilityModel, WeaponModel } from "./models.ts";
import type { ChatCardModel } from "../../foundry/chat/chat-card-model.ts";

declare global {
  interface DeckboundActorModels {
    doaDealer: typeof DealerModel;
    doaBystander: typeof BystanderModel;
    doaCompanion: typeof CompanionModel;
  }
  interface DeckboundItemModels {
    doaPower: typeof PowerModel;
    doaVulnerability: typeof VulnerabilityModel;
    doaArmor: typeof ArmorModel;
    doaWeapon: typeof WeaponModel;
  }
  interface DeckboundMessageModels {
    doaCheck: typeof ChatCardModel;
    doaCombat: typeof ChatCardModel;
    doaEpic: typeof ChatCardModel;
    doaContested: typeof ChatCardModel;
  }
}
