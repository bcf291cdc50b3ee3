/**
 * The Director's wiring, in a Director world: the Director tool menu at init; at setup, a character's
 * action deck is rebuilt when its archetype changes, also when the Archetype item it was taken from is
 * edited (the character's copy follows that item's counts) [DIR-02]. (Each user sees only the chat-card
 * buttons they may press through the chat-card kit: the cards' contexts name each audience.)
 */
import { SYSTEM_ID } from "../../foundry/constants.ts";
import { isActiveGM } from "../../foundry/gm/active-gm.ts";
import { runInGmQueue } from "../../foundry/gm/authority.ts";
import type { RulesetDefinition } from "../../foundry/registry/definition.ts";
import { activeRuleset } from "../../foundry/settings.ts";
import { repairStacks } from "../../foundry/table/stack-setup.ts";
import { DirectorToolApp } from "./gm/director-tool.ts";
import { denseCounts } from "../../rules/director/counts.ts";
import type { CardCounts } from "../../rules/director/index.ts";
import { itemSystemOf, systemOf } from "../../foundry/documents/system-of.ts";
import { ARCHETYPE_TYPE, CHARACTER_TYPE } from "./ids.ts";

/** At init, in a Director world only: the Director's tool in the system's settings. */
export function registerDirectorToolMenu(): void {
  game.settings.registerMenu(SYSTEM_ID, "directorTool", {
    name: "DECKBOUND.Director.Tool.Title",
    label: "DECKBOUND.Director.Tool.Open",
    hint: "DECKBOUND.Director.Tool.Hint",
    icon: "fa-solid fa-clapperboard",
    type: DirectorToolApp,
    restricted: true,
  });
}

/** At setup, in a Director world only. */
export function registerDirectorHooks(ruleset: RulesetDefinition): void {
  Hooks.on("updateActor", (actor, changed) => {
    const archetypeChanged = (changed as { system?: { archetype?: unknown } }).system?.archetype !== undefined;
    // In the world's queue: two edits in a row must not rebuild the deck twice at once (both would remove the same cards).
    if (actor.type === CHARACTER_TYPE && archetypeChanged && activeRuleset() === ruleset && isActiveGM())
      void runInGmQueue(ruleset, async () => {
        await repairStacks(ruleset);
        return { ok: true };
      });
  });
  // An edited or renamed Archetype item: the characters linked to it (its owner, or any for a world item) take its
  // name and counts; an old unlinked copy of the same name is linked now (models/character.ts).
  Hooks.on("updateItem", (item, changed) => {
    const system = itemSystemOf(item, ARCHETYPE_TYPE);
    const edited = (changed as { system?: { counts?: unknown } }).system?.counts !== undefined || "name" in changed;
    if (!system || !edited || activeRuleset() !== ruleset || !isActiveGM()) return;
    const source = `item:${item.id}`;
    const archetype = { name: item.name, counts: denseCounts(system.counts as unknown as CardCounts), source };
    const holders = item.parent ? [item.parent] : game.actors.contents;
    for (const actor of holders) {
      const copy = systemOf(actor, CHARACTER_TYPE)?.archetype;
      if (copy && (copy.source === source || (copy.source === "" && copy.name === item.name)))
        void actor.update({ "system.archetype": archetype } as Actor.UpdateData);
    }
  });
}
