/**
 * Deck of Adventures in Foundry: stacks, data models, rulings as world settings, the check and
 * combat chat cards, the Dealer sheet. Registers itself on import (src/rulesets/index.ts).
 */
import type { RulesetDefinition } from "../../foundry/registry/definition.ts";
import { rulesets } from "../../foundry/registry/registry.ts";
import { checkProcedure } from "./chat/check-procedure.ts";
import { combatProcedure } from "./chat/combat-procedure.ts";
import { contestedProcedure } from "./chat/contested-procedure.ts";
import { epicProcedure } from "./chat/epic-procedure.ts";
import { registerGmTableTool } from "./gm-table-app.ts";
import { deckCardsOf, gmTableCards, gatherCheck, gatherCombat, gatherContested, gatherEpic } from "./gather.ts";
import { registerDoaHooks } from "./hooks.ts";
import { ArmorModel, BystanderModel, CompanionModel, DealerModel, PowerModel, VulnerabilityModel, WeaponModel } from "./models.ts";
import { doaMoveRefusal } from "./moves.ts";
import { DOA_RULINGS } from "./rulings.ts";
import { DealerSheet } from "./sheet.ts";
import { DOA_STACKS } from "./stacks.ts";
import { registerDoaStatusEffects } from "./combat-sync.ts";
import { DOA_ID, worldRulings } from "./world-rulings.ts";

export const doaRuleset: RulesetDefinition = {
  id: DOA_ID,
  label: "DECKBOUND.DOA.Name",
  stacks: DOA_STACKS,
  characterTypes: ["doaDealer"],
  cardActorTypes: ["doaBystander", "doaCompanion"],
  dataModels: {
    Actor: { doaDealer: DealerModel, doaBystander: BystanderModel, doaCompanion: CompanionModel },
    Item: { doaPower: PowerModel, doaVulnerability: VulnerabilityModel, doaArmor: ArmorModel, doaWeapon: WeaponModel },
  },
  sheets: [{ documentName: "Actor", types: ["doaDealer", "doaBystander", "doaCompanion"], sheetClass: DealerSheet, label: "DECKBOUND.DOA.Sheet.Character" }],
  rulings: DOA_RULINGS,
  procedures: [
    checkProcedure((actorId, options) => gatherCheck(actorId, options, worldRulings()), deckCardsOf),
    contestedProcedure((actorId, options) => gatherContested(actorId, options, worldRulings()), deckCardsOf),
    combatProcedure((_actorId, options) => gatherCombat(options, worldRulings()), { deck: deckCardsOf, gmTable: gmTableCards }),
    epicProcedure((_actorId, options) => gatherEpic(options, worldRulings()), deckCardsOf),
  ],
  hand: { stack: "hand" },
  moveRefusal: doaMoveRefusal,
  // Begin Combat in Foundry's tracker starts the combat card [DOA-13]; an actor with two tokens fights once.
  combatCard: { messageType: "doaCombat", actorTypes: ["doaDealer", "doaBystander", "doaCompanion"], options: (fighters) => ({ combatants: [...new Set(fighters.map((fighter) => fighter.actorId))] }) },
  // A DOA world's tokens get the combat effects as statuses [DOA-16].
  setup: registerDoaStatusEffects,
  init: () => {
    registerGmTableTool();
    void registerDoaHooks();
  },
};

if (!rulesets.get(DOA_ID)) rulesets.register(doaRuleset);
