/**
 * The Director's init wiring: the GM's decks setting and the Director tool menu; a character's
 * action deck is rebuilt when its archetype changes [DIR-02]. (Each user sees only the chat-card
 * buttons they may press through the chat-card kit: the cards' contexts name each audience.)
 */
import { SYSTEM_ID } from "../../foundry/constants.ts";
import { isActiveGM } from "../../foundry/gm/active-gm.ts";
import type { RulesetDefinition } from "../../foundry/registry/definition.ts";
import { activeRuleset } from "../../foundry/settings.ts";
import { repairStacks } from "../../foundry/table/stack-setup.ts";
import { registerDecksSetting } from "./gm/decks-setting.ts";
import { DirectorToolApp } from "./gm/director-tool.ts";
import { CHARACTER_TYPE } from "./ids.ts";

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
  Hooks.on("updateActor", (actor, changed) => {
    const archetypeChanged = (changed as { system?: { archetype?: unknown } }).system?.archetype !== undefined;
    if (actor.type === CHARACTER_TYPE && archetypeChanged && activeRuleset() === ruleset && isActiveGM()) void repairStacks(ruleset);
  });
}
