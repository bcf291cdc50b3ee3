/**
 * The GM's situational bonus or malus on an option while the vote is open [BEL-12, BEL-17]: the
 * option's value, its steps in bonus order and its odds update before the close, and a +1 turns a
 * failure into a success. Only the GM adjusts; bad amounts are refused and change nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { BELMONT_TABLE, belmontHelpers } from "./helpers.ts";

let world: World;
let h: Awaited<ReturnType<typeof belmontHelpers>>;

beforeEach(async () => {
  world = await createWorld(BELMONT_TABLE);
  h = await belmontHelpers(world);
});

afterEach(() => expect(world.close()).toEqual([]));

/** Sharp shows 10♣ against a challenge deck of two J♣ (one added by the GM's editor); the luck card K♦ matches nothing. */
async function sharpTenAgainstJacks(): Promise<{ hero: Actor.Implementation; messageId: string }> {
  const hero = await h.hero();
  await world.setUp();
  const added = await world.rt.as(world.gm, () =>
    h.modules.deckEditor.editBelmontDecks(world.ruleset, { type: "addChallengeCard", face: { suit: "C", rank: 11 } }),
  );
  expect(added).toEqual({ ok: true });
  for (const code of ["9C", "10C", "QC", "KC", "AC"]) await h.lay(code, "belmont-challenge", "challenge-C", "challenge-discard-C");
  expect(world.cardsIn("challenge-C").map((card) => (card.kind === "suited" ? card.rank : 0))).toEqual([11, 11]);
  await h.lay("10C", "belmont-skill", "skill-C", "skill-top-C");
  await h.lay("KD", "belmont-luck", "luck", "luck-card");
  return { hero, messageId: await h.openTask(hero, { C: "Richter vaults the parapet." }) };
}

const sharpOf = (messageId: string) => h.taskOf(messageId).task!.options.find((option) => option.suit === "C")!;

describe("the GM's situational modifier", () => {
  it("[BEL-12] [BEL-17] [BEL-07] the GM's +1 on Sharp while the vote is open: value 10 → J, odds 0% → 100%, and the task succeeds where it would have failed", async () => {
    const { messageId } = await sharpTenAgainstJacks();
    expect([sharpOf(messageId).value.total, sharpOf(messageId).successChance]).toEqual([10, 0]);
    expect(await world.seeCard(messageId, h.players[0])).toContain("0% to succeed");

    const adjusted = await world.ask(world.gm, {
      kind: "cardAction",
      messageId,
      action: "adjust",
      data: { suit: "C", source: "H", amount: 1 },
    });
    expect(adjusted).toMatchObject({ ok: true });
    const sharp = sharpOf(messageId);
    expect([sharp.value.total, sharp.successChance]).toEqual([11, 1]);
    expect(sharp.value.steps).toEqual([{ source: "H", amount: 1, abilityId: null, total: 11 }]);
    const seen = await world.seeCard(messageId, h.players[0]);
    expect(seen).toContain("100% to succeed");
    expect(seen).toContain("GM: +1 (Heart)");

    expect(await world.ask(world.gm, { kind: "cardAction", messageId, action: "pick", data: { suit: "C" } })).toMatchObject({ ok: true });
    expect(h.taskOf(messageId).task!.outcome).toMatchObject({ result: "success", reason: "beat" });
  });

  it("[BEL-12] [BEL-17] the GM replaces or clears the modifier; a player cannot adjust; an amount past 12 or a luck source is refused and changes nothing", async () => {
    const { messageId } = await sharpTenAgainstJacks();
    const adjust = (user: User.Implementation, data: object) =>
      world.ask(user, { kind: "cardAction", messageId, action: "adjust", data: { suit: "C", source: "C", ...data } });
    expect(await adjust(world.gm, { amount: -2 })).toMatchObject({ ok: true });
    expect(sharpOf(messageId).value.total).toBe(8);
    expect(await adjust(world.gm, { amount: 0 })).toMatchObject({ ok: true });
    expect([sharpOf(messageId).value.total, sharpOf(messageId).value.steps]).toEqual([10, []]);
    expect(await adjust(h.players[0], { amount: 1 })).toEqual({ ok: false, reason: "DECKBOUND.Belmont.Refusal.GmOnly" });
    expect(await adjust(world.gm, { amount: 13 })).toEqual({ ok: false, reason: "DECKBOUND.Refusal.Malformed" });
    expect(await adjust(world.gm, { amount: 1, source: "luck" })).toEqual({ ok: false, reason: "DECKBOUND.Refusal.Malformed" });
    expect(sharpOf(messageId).value.total).toBe(10);
  });
});
