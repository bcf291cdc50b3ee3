/**
 * The 52 Fates action check has an entry point in the UI: the character sheet's Action check button
 * opens a dialog (difficulty, background skill, extra cards) whose answer posts a check card through
 * the GM queue, the odds shown before the draw [F52-02, F52-03, CORE-05]; a bad difficulty is
 * refused with a localised warning and posts nothing. On the test runtime with the hidden-card audit.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { CHECK_MESSAGE, FATES52 } from "../../../src/rulesets/fates52/ids.ts";

let world: World;
beforeEach(async () => {
  world = await createWorld({ ruleset: FATES52, players: ["Ann"], seed: 11 });
});
afterEach(() => {
  expect(world.close()).toEqual([]);
});

interface RenderedApp {
  render(options: object): Promise<unknown>;
  renderedParts: Record<string, string>;
}

async function heroWithSheet() {
  const ann = world.players[0]!;
  const hero = await world.character("Ann", ann);
  await world.rt.as(world.gm, () => hero.update({ system: { backgroundSkills: ["Climbing"] } } as never));
  await world.setUp();
  const { Fates52CharacterSheet } = await import("../../../src/rulesets/fates52/sheets/character-sheet.ts");
  const sheet = new Fates52CharacterSheet({ document: hero } as never) as unknown as RenderedApp;
  await world.rt.as(ann, () => sheet.render({ force: true }));
  return { ann, hero, sheet };
}

const checks = () => game.messages.contents.filter((message) => message.type === CHECK_MESSAGE);

it("[F52-02] [F52-03] [CORE-05] the sheet's Action check button posts a check card with the background skill's two cards and the odds; its owner draws", async () => {
  const { ann, hero, sheet } = await heroWithSheet();
  expect(sheet.renderedParts["character"]).toContain('data-action="actionCheck"');
  world.rt.dialogs.answer({ difficulty: "6", backgroundSkill: "Climbing", extraCards: "0" });
  await world.rt.as(ann, () => world.rt.clickAction(sheet, "actionCheck", {}));
  const [message] = checks();
  const state = () =>
    (
      game.messages.get(message!.id!)!.system as unknown as {
        state: {
          actorId: string;
          difficulty: number;
          skill: string | null;
          cardCount: number;
          odds: number;
          phase: string;
          cards: string[];
        };
      }
    ).state;
  expect(state()).toMatchObject({ actorId: hero.id, difficulty: 6, skill: "Climbing", cardCount: 2, phase: "ready", cards: [] });
  expect(state().odds).toBeGreaterThan(0);
  expect(state().odds).toBeLessThan(1);
  expect((await world.ask(ann, { kind: "cardAction", messageId: message!.id!, action: "draw", data: null })).ok).toBe(true);
  expect(state().phase).toBe("done");
  expect(state().cards).toHaveLength(2);
});

it("[F52-02] a difficulty outside 2–10 is refused with a localised warning and posts no card", async () => {
  const { ann, sheet } = await heroWithSheet();
  world.rt.dialogs.answer({ difficulty: "11", backgroundSkill: "", extraCards: "0" });
  await world.rt.as(ann, () => world.rt.clickAction(sheet, "actionCheck", {}));
  expect(checks()).toHaveLength(0);
  const warned = world.rt.notifications.log.filter((entry) => entry.type === "warn").map((entry) => entry.message);
  expect(warned).toHaveLength(1);
  expect(warned[0]).not.toMatch(/^DECKBOUND\./);
});
