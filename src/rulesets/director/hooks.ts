/**
 * The Director's init wiring: the GM's decks setting and the Director tool menu; a character's
 * action deck is rebuilt when its archetype changes [DIR-02]; each user sees only the chat-card
 * buttons they may press.
 */
import { SYSTEM_ID } from "../../foundry/constants.ts";
import { isActiveGM } from "../../foundry/gm/active-gm.ts";
import type { RulesetDefinition } from "../../foundry/registry/definition.ts";
import { activeRuleset } from "../../foundry/settings.ts";
import { repairStacks } from "../../foundry/table/stack-setup.ts";
import { COMPETITION_MESSAGE } from "./chat/competition-card.ts";
import { TEST_MESSAGE } from "./chat/test-card.ts";
import { mayPress } from "./chat/views.ts";
import { registerDecksSetting } from "./decks-setting.ts";
import { DirectorToolApp } from "./director-tool.ts";
import { CHARACTER_TYPE } from "./world.ts";

function hideButtons(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (message.type !== TEST_MESSAGE && message.type !== COMPETITION_MESSAGE) return;
  const actorId = (message.system as { actorId?: unknown }).actorId;
  const actor = typeof actorId === "string" ? game.actors.get(actorId) : undefined;
  const ownsActor = actor?.testUserPermission(game.user, "OWNER") ?? false;
  for (const button of html.querySelectorAll<HTMLElement>("[data-visible]")) {
    if (!mayPress(button.dataset["visible"], game.user, ownsActor)) button.remove();
  }
}

export function registerDirectorHooks(ruleset: RulesetDefinition): void {
  registerDecksSetting();
  game.settings.registerMenu(SYSTEM_ID, "directorTool", {
    name: "DECKBOUND.Director.Tool.Title",
    label: "DECKBOUND.Director.Tool.Open",
    hint: "DECKBOUND.Director.Tool.Hint",
    icon: "fa-solid fa-clapperboard",
    type: DirectorToolApp,
    restricted: true,
  });
  Hooks.on("renderChatMessageHTML", (message, html) => hideButtons(message, html));
  Hooks.on("updateActor", (actor, changed) => {
    const archetypeChanged = (changed as { system?: { archetype?: unknown } }).system?.archetype !== undefined;
    if (actor.type === CHARACTER_TYPE && archetypeChanged && activeRuleset() === ruleset && isActiveGM()) void repairStacks(ruleset);
  });
}
