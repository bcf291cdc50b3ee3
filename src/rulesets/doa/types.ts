// DOA subtypes for TypeScript (see src/types/config.ts). Type-only.
import type { ArmorModel, BystanderModel, CompanionModel, DealerModel, PowerModel, VulnerabilityModel, WeaponModel } from "./models.ts";
import type { CheckCardModel } from "./chat/check-procedure.ts";
import type { CombatCardModel } from "./chat/combat-procedure.ts";
import type { ContestedCardModel } from "./chat/contested-procedure.ts";
import type { EpicCardModel } from "./chat/epic-procedure.ts";

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
    doaCheck: typeof CheckCardModel;
    doaCombat: typeof CombatCardModel;
    doaEpic: typeof EpicCardModel;
    doaContested: typeof ContestedCardModel;
  }
}
