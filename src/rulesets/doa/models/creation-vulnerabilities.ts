/**
 * Vulnerabilities "yield 1 or 2 additional Experience Points to spend when they are added to the
 * Character Sheet during Character Creation" [DOA-22]: a Vulnerability joining a Dealer is marked
 * as added during creation while the Dealer is in it (`inCreation`, on the sheet's experience
 * section), and as added later otherwise; the build counts the gains of the first kind only
 * (rules/doa/creation.ts). A preCreate hook changes the new document with updateSource
 * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#_precreate; as models/unhurt.ts).
 */
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { DOA_ACTOR, DOA_ITEM } from "../ids.ts";

/** Once, at setup in a DOA world (from registerDoaHooks). */
export function registerCreationVulnerabilities(): void {
  Hooks.on("preCreateItem", (item) => {
    if (item.type !== DOA_ITEM.vulnerability) return;
    const dealer = systemOf(item.parent as Actor.Implementation | null, DOA_ACTOR.dealer);
    if (dealer) item.updateSource({ "system.atCreation": dealer.inCreation } as never);
  });
}
