/**
 * docs/ARCHITECTURE.md's checklist for adding a ruleset, followed with the sample ruleset
 * (test/sample-ruleset/): each step's result is checked, then the ruleset plays — a character gets
 * its hand, the card starts, is drawn and resolved through the GM queue.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

const SAMPLE = fileURLToPath(new URL("../sample-ruleset/", import.meta.url));

let world: World;
beforeEach(async () => {
  world = await createWorld({ players: ["Ann"] });
});
afterEach(() => {
  world.rt.uninstall();
  expect(world.audit.violations).toEqual([]);
});

describe("adding a ruleset by the checklist", () => {
  it("[CORE-03] the sample ruleset, registered as the checklist says, plays", async () => {
    const { sample, registry, procedureCards } = world.modules;
    const definition = sample.highCardRuleset;
    // 1–2. Names in ids.ts; a definition the registry accepts (stacks, character types, models, procedures, hand).
    expect(existsSync(`${SAMPLE}ids.ts`)).toBe(true);
    expect(() => registry.validateRuleset(definition)).not.toThrow();
    expect(registry.rulesets.get(definition.id)).toBe(definition);
    // 3. Data models on CONFIG for its actor subtype; 4. each chat card's model with it (its procedure deferred).
    expect(CONFIG.Actor.dataModels[sample.SAMPLE_CHARACTER as never]).toBe(sample.SampleCharacterModel);
    for (const procedure of registry.procedureEntries(definition)) {
      expect(procedure.model.prototype).toBeInstanceOf(procedureCards.ProcedureCardModel);
      expect(CONFIG.ChatMessage.dataModels[procedure.messageType as never]).toBe(procedure.model);
      expect(readFileSync(`${SAMPLE}high-card.hbs`, "utf8")).toContain("deckbound-chat-card");
    }
    // 6. Its text in the language files.
    expect(game.i18n.localize(definition.label)).not.toBe(definition.label);

    // It plays: a character gets its hand; the card starts, draws, reveals and resolves.
    const ann = world.players[0]!;
    await world.setUp();
    const ada = await world.character("Ada", ann);
    expect(world.cardsIn(`hand:${ada.id}`)).toEqual([]);
    const started = await world.ask(ann, { kind: "startCard", messageType: "high-card", actorId: ada.id!, options: { target: 8 } });
    const messageId = started.ok ? started.messageId! : "";
    expect((await world.ask(ann, { kind: "cardAction", messageId, action: "draw", data: null })).ok).toBe(true);
    const [card] = world.cardsIn(`hand:${ada.id}`);
    const { identityOf } = await import("../../src/foundry/table/card-identity.ts");
    expect((await world.ask(ann, { kind: "cardAction", messageId, action: "reveal", data: identityOf(card!) })).ok).toBe(true);
    expect((await world.ask(ann, { kind: "cardAction", messageId, action: "resolve", data: null })).ok).toBe(true);
    expect(await world.seeCard(messageId, ann)).toMatch(/Success!|Failure\./);
  });
});
