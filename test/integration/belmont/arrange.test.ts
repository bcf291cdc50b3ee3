/**
 * The GM prepares a scene [BEL-05, BEL-07]: "put on top" turns a card face up on a skill deck or as
 * the luck card (the card there goes back into its deck), and Fate's next card is the one the task
 * draws, while only the GM's client knows it [CORE-06]. A card not in the deck is refused and
 * nothing changes.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardKey } from "../../../src/rules/cards/card.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { BELMONT_TABLE, belmontHelpers } from "./helpers.ts";

let world: World;
let h: Awaited<ReturnType<typeof belmontHelpers>>;
let arrange: typeof import("../../../src/rulesets/belmont/gm/arrange.ts");

beforeEach(async () => {
  world = await createWorld(BELMONT_TABLE);
  h = await belmontHelpers(world);
  arrange = await import("../../../src/rulesets/belmont/gm/arrange.ts");
});

afterEach(() => expect(world.close()).toEqual([]));

const put = (target: Parameters<typeof arrange.putOnTop>[1], suit: "C" | "D" | "H" | "S", rank: number) =>
  world.rt.as(world.gm, () => arrange.putOnTop(world.ruleset, target, { suit, rank: rank as 7 }));

describe("the GM's put on top", () => {
  it("[BEL-05] [BEL-07] the GM puts Magic K on top and the 8♥ as the luck card, and makes 9♦ Fate's next Magic card: the task offers K against the 9 and succeeds", async () => {
    const hero = await h.hero();
    await world.setUp();
    await h.lay("10D", "belmont-skill", "skill-D", "skill-top-D");
    expect(await put("D", "D", 13)).toMatchObject({ ok: true });
    expect(h.keys("skill-top-D")).toEqual(["KD@belmont-skill"]);
    expect(h.keys("skill-D")).toHaveLength(7);
    expect(await put("luck", "H", 8)).toMatchObject({ ok: true });
    expect(h.keys("luck-card")).toEqual(["8H@belmont-luck"]);
    expect(await put("fate-D", "D", 9)).toMatchObject({ ok: true });
    expect(JSON.stringify(game.messages.contents.map((message) => message.toObject()))).not.toContain("9D");
    const messageId = await h.openTask(hero);
    const magic = h.taskOf(messageId).task!.options.find((option) => option.suit === "D")!;
    expect([cardKey(magic.card), magic.value.total]).toEqual(["KD@belmont-skill", 13]);
    expect(await world.ask(world.gm, { kind: "cardAction", messageId, action: "pick", data: { suit: "D" } })).toMatchObject({ ok: true });
    const task = h.taskOf(messageId).task!;
    expect(task.challenge && cardKey(task.challenge)).toBe("9D@belmont-challenge");
    expect(task.outcome).toMatchObject({ result: "success", reason: "beat" });
  });

  it("[BEL-05] a card not in the deck is refused and nothing changes; so is any arranging while a task is unresolved", async () => {
    const hero = await h.hero();
    await world.setUp();
    await h.lay("9C", "belmont-challenge", "challenge-C", "challenge-discard-C");
    const before = world.ruleset.stacks.map((stack) => h.keys(stack.id));
    expect(await put("fate-C", "C", 9)).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.CardNotInDeck" });
    expect(await put("C", "C", 2)).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.CardNotInDeck" });
    expect(world.ruleset.stacks.map((stack) => h.keys(stack.id))).toEqual(before);
    await h.openTask(hero);
    expect(await put("S", "S", 10)).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.TaskUnresolved" });
  });

  it("[BEL-05] [BEL-04] a put on top and a deck edit the GM asks for while the world's first setup still makes the stacks wait for it (they run in the world's queue), and a malformed one is refused", async () => {
    const tools = await import("../../../src/rulesets/belmont/gm/gm-tools.ts");
    const making = world.rt.as(world.gm, () =>
      world.modules.authority.runUpkeep(() => world.modules.setup.setUpStacks(world.ruleset).then(() => undefined)),
    );
    const put = world.rt.as(world.gm, () => tools.arrangeOnTop("D", { suit: "D", rank: 13 }));
    const edit = world.rt.as(world.gm, () => tools.editDecks({ type: "addSkillCard", face: { suit: "C", rank: 2 } }));
    await making;
    expect(await put).toEqual({ ok: true, changed: true });
    expect(await edit).toEqual({ ok: true });
    expect(h.keys("skill-top-D")).toEqual(["KD@belmont-skill"]);
    expect(h.keys("skill-discard-C")).toEqual(["2C@belmont-skill"]);
    const before = world.ruleset.stacks.map((stack) => h.keys(stack.id));
    for (const [tool, input] of [
      ["putOnTop", { target: "nowhere", suit: "D", rank: 13 }],
      ["putOnTop", { target: "D", suit: "D", rank: 1 }],
      ["editDecks", { type: "addSkillCard", face: { suit: "X", rank: 2 } }],
      ["editDecks", { type: "removeSkillCard", card: "KD" }],
      ["editDecks", { type: "burnDeck" }],
    ] as const)
      expect(await world.rt.as(world.gm, () => world.modules.authority.useGmTool(tool, input))).toEqual({
        ok: false,
        reason: "DECKBOUND.Refusal.Malformed",
      });
    expect(world.ruleset.stacks.map((stack) => h.keys(stack.id))).toEqual(before);
  });
});
