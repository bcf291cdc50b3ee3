/**
 * Magic spent as a resource [BEL-01] on the Foundry test runtime, through the GM queue: Ann, who
 * owns The Belmont, spends the face-up Magic card on Holy Water — it goes to the Magic discard pile,
 * the next is turned up, the card names both — with no permission changed; Bob, who does not own
 * him, is refused; and no Magic card is spent while a task is unresolved.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HERO_TYPE, MAGIC_MESSAGE } from "../../../src/rulesets/belmont/ids.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { BELMONT_TABLE, belmontHelpers } from "./helpers.ts";

let world: World;
let h: Awaited<ReturnType<typeof belmontHelpers>>;

beforeEach(async () => {
  world = await createWorld(BELMONT_TABLE);
  h = await belmontHelpers(world);
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

const HOLY_WATER = { name: "Holy Water", system: { suit: "D", rank: 13, kind: "described", description: "Holy water rains down." } };

describe("Magic as a resource on the test runtime", () => {
  it("[BEL-01] [BEL-16] the owner spends the face-up Magic card on an ability: discarded, the next turned up, the card says so; a non-owner is refused", async () => {
    const [ann, bob] = h.players;
    const richter = await world.actor("Richter", ann, { type: HERO_TYPE });
    await world.rt.as(world.gm, () =>
      richter.createEmbeddedDocuments("Item", [{ type: "belmontAbility", ...HOLY_WATER }] as Item.CreateData[]),
    );
    await world.setUp();
    const abilityId = richter.items.contents[0]!.id!;
    await h.lay("KD", "belmont-skill", "skill-D", "skill-top-D");

    const start = (user: User.Implementation) =>
      world.ask(user, { kind: "startCard", messageType: MAGIC_MESSAGE, actorId: richter.id!, options: { abilityId } });
    expect(await start(bob)).toMatchObject({ ok: false, reason: "DECKBOUND.Refusal.NotOwner" });
    expect(
      await world.ask(ann, { kind: "startCard", messageType: MAGIC_MESSAGE, actorId: richter.id!, options: { abilityId: "nope" } }),
    ).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.NoSuchAbility",
    });

    const started = await start(ann);
    expect(started).toMatchObject({ ok: true });
    const messageId = (started as { messageId: string }).messageId;
    expect(await world.ask(bob, { kind: "cardAction", messageId, action: "spend", data: null })).toMatchObject({ ok: false });
    expect(h.keys("skill-top-D")).toEqual(["KD@belmont-skill"]);
    expect(await world.ask(ann, { kind: "cardAction", messageId, action: "spend", data: null })).toMatchObject({ ok: true });
    expect(h.keys("skill-discard-D")).toEqual(["KD@belmont-skill"]);
    expect(h.keys("skill-top-D")).toHaveLength(1);
    expect(h.keys("skill-D")).toHaveLength(6);
    expect(h.totalCards()).toBe(88);
    expect(await world.seeCard(messageId, bob)).toContain(
      game.i18n.format("DECKBOUND.Belmont.Magic.Fuelled", { ability: "Holy Water", card: "K♦" }),
    );
    // Spent once: the card's button does nothing more.
    expect(await world.ask(ann, { kind: "cardAction", messageId, action: "spend", data: null })).toEqual({
      ok: false,
      reason: "DECKBOUND.Belmont.Refusal.MagicSpent",
    });
    expect(richter.ownership[ann.id!]).toBe(3);
    expect(richter.ownership["default"] ?? 0).toBe(0);
  });

  it("[BEL-01] no Magic card is spent while a task is unresolved", async () => {
    const [ann] = h.players;
    const richter = await world.actor("Richter", ann, { type: HERO_TYPE });
    await world.rt.as(world.gm, () =>
      richter.createEmbeddedDocuments("Item", [{ type: "belmontAbility", ...HOLY_WATER }] as Item.CreateData[]),
    );
    await world.setUp();
    await h.openTask(richter);
    const before = h.keys("skill-top-D").map(String);
    const refused = await world.ask(ann, {
      kind: "startCard",
      messageType: MAGIC_MESSAGE,
      actorId: richter.id!,
      options: { abilityId: richter.items.contents[0]!.id! },
    });
    expect(refused).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.TaskUnresolved" });
    expect(h.keys("skill-top-D").map(String)).toEqual(before);
  });
});
