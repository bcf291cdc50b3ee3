/**
 * The init-time registrations that need no application classes: data models (each procedure
 * card's with its procedure), settings, the GM query, procedure-card rendering, the
 * per-character stack hooks and the GM's watch for forged cards. system.ts adds sheets and menus on top.
 */
import { registerCountHelper } from "./plural.ts";
import { registerPossessiveHelper } from "./possessive.ts";
import { registerProcedureCards } from "./chat/chat-message.ts";
import { PLAYING_CARD_TYPE } from "./constants.ts";
import { restrictCreateDialogs } from "./create-dialog.ts";
import { keepsUnrecognised } from "./documents/unrecognised-data.ts";
import { isActiveGM } from "./gm/active-gm.ts";
import { registerGmAuthority, runUpkeep } from "./gm/authority.ts";
import { procedureEntries, rulesets } from "./registry/registry.ts";
import { activeRuleset, registerSettings } from "./settings.ts";
import { registerForgeryWatch } from "./table/forgery-watch.ts";
import { PlayingCardModel } from "./table/playing-card-model.ts";
import { announcePutAway } from "./table/setup-notices.ts";
import { stacksOwnedBy } from "./table/stack-directory.ts";
import { putAwayCharacterStacks, setUpCharacterStacks, syncCharacterStackOwnership } from "./table/stack-setup.ts";

/** Data models are keyed by subtypes rulesets declare at runtime: one untyped view of CONFIG, here. */
type DataModelRegistry = Record<string, unknown>;

export function registerCore(): void {
  CONFIG.Card.dataModels[PLAYING_CARD_TYPE] = PlayingCardModel;
  for (const ruleset of rulesets.all()) {
    for (const [documentName, models] of Object.entries(ruleset.dataModels)) {
      const registry = CONFIG[documentName as "Actor" | "Item" | "ChatMessage"].dataModels as DataModelRegistry;
      for (const [type, model] of Object.entries(models ?? {})) registry[type] = keepsUnrecognised(model);
    }
    const messages = CONFIG.ChatMessage.dataModels as DataModelRegistry;
    for (const procedure of procedureEntries(ruleset)) messages[procedure.messageType] = procedure.model;
  }
  registerSettings();
  registerGmAuthority();
  registerProcedureCards();
  registerCountHelper();
  registerPossessiveHelper();
  registerCharacterStackHooks();
  registerForgeryWatch();
  restrictCreateDialogs();
}

/**
 * The active GM gives each new character its stacks (a hand…), keeps them owned by the
 * character's owners and puts them away with a deleted character (its cards home), in the world's
 * queue: an owner given while the stacks are still being created (one by one, over a slow
 * connection) waits for them, instead of finding some not yet there and leaving them to be created
 * for the old owners; a request for the character waits for its stacks too. Errors surface in the
 * console: the GM can always Repair decks.
 */
function registerCharacterStackHooks(): void {
  Hooks.on("createActor", (actor) => {
    const ruleset = activeRuleset();
    const id = actor.id;
    if (ruleset && id && isActiveGM() && ruleset.characterTypes.includes(actor.type))
      void runUpkeep(() => setUpCharacterStacks(ruleset, id));
  });
  Hooks.on("updateActor", (actor, changed) => {
    const ruleset = activeRuleset();
    const id = actor.id;
    if (ruleset && id && isActiveGM() && "ownership" in changed) void runUpkeep(() => syncCharacterStackOwnership(ruleset, id));
  });
  // A deleted character's stacks go with it, each card brought home as Repair decks would, and the GM is told.
  // Not a compendium's copy (its id may be the world character's, imported keeping it).
  // Their names are read now: with several deleted at once, the first repair puts away every one's.
  Hooks.on("deleteActor", (actor) => {
    const ruleset = activeRuleset();
    const id = actor.id;
    if (!ruleset || !id || actor.pack || !isActiveGM()) return;
    const stacks = stacksOwnedBy(ruleset.id, id).map((stack) => stack.name ?? "");
    if (stacks.length > 0) void runUpkeep(async () => announcePutAway(actor.name, stacks, await putAwayCharacterStacks(ruleset, id)));
  });
}
