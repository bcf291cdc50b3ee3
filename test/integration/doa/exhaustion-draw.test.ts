/**
 * A Dealer who has run through the action deck many times without a rest draws with Lower Hand
 * (1+) once per time [DOA-06]: the draw grows past what a player may ask for in one request, but
 * it is the rules' own draw, so the GM's table makes it (Step 18: with 20 exhaustions every Draw
 * was refused as "not a number of cards you can draw" and the card stayed ready for good). A hand
 * larger than the action deck draws the whole deck, never more than its 54 cards [DOA-01, DOA-11]:
 * the GM's deck, whose exhaustions have no bound, was refused the same way past 107.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { doaModules, move, startCheck } from "./helpers.ts";
import { DOA_ACTOR, DOA_ID } from "../../../src/rulesets/doa/ids.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld({ ruleset: DOA_ID, players: ["Bob"], seed: 2026 });
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

describe("a check after many exhaustions", () => {
  it("[DOA-06][DOA-11] Lower Hand (20): the check draws its 21 cards instead of being refused", async () => {
    const [bob] = world.players as [User.Implementation];
    const jonas = await world.actor("Jonas", bob, {
      type: DOA_ACTOR.dealer,
      system: { level: 1, deck: { exhaustions: 20, fateTokens: 0 } },
    });
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
    await move(world, "gm", "8C", "gm-deck", "gm-table");
    const id = await startCheck(world, bob, jonas.id!, { on: "AGL", tc: "8C", dr: 2 });
    expect(id).not.toBe("");
    expect(await world.act(bob, id, "draw")).toMatchObject({ ok: true });
    const state = (
      game.messages.get(id)!.system as unknown as {
        state: { check: { phase: string; drawn: unknown[] } };
      }
    ).state;
    expect(state.check.phase).not.toBe("ready");
    expect(state.check.drawn.length).toBe(21);
  });

  it("[DOA-06][DOA-11] the GM's deck exhausted 120 times: a Bystander's Lower Hand (120) draws every card the deck can give", async () => {
    const orc = await world.actor("Orc", null, { type: DOA_ACTOR.bystander, system: { hp: { value: 3, max: 3 } } });
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
    await move(world, "gm", "8C", "gm-deck", "gm-table");
    const { gather } = await doaModules();
    await world.rt.as(world.gm, () => gather.saveGmExhaustions(120));
    const id = await startCheck(world, world.gm, orc.id!, { on: "AGL", tc: "8C", dr: 2 });
    expect(id).not.toBe("");
    expect(await world.act(world.gm, id, "draw")).toMatchObject({ ok: true });
    const check = (game.messages.get(id)!.system as unknown as { state: { check: { phase: string; net: number; drawn: unknown[] } } }).state
      .check;
    expect(check.net).toBe(-120);
    expect(check.phase).toBe("done");
    // The GM's 54 cards but the TC on the GM's table and the two jokers, which go to the GM's hand.
    expect(check.drawn).toHaveLength(51);
    expect(world.cardsIn("gm-hand").filter((card) => card.kind === "joker")).toHaveLength(2);
  });
});
