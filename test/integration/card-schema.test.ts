/**
 * A procedure card's state schema is built once per card type: migrating a stored card (on every
 * load and every update) reads the class's schema instead of declaring the state's fields again
 * (Step 18: 0.05–0.11 ms a migration, seven a check on the GM's client, ~120 ms of a seat's reload
 * at 150 cards).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";
import { move, startCheck } from "./doa/helpers.ts";
import { DOA_ACTOR, DOA_ID } from "../../src/rulesets/doa/ids.ts";

let world: World;
afterEach(() => expect(world.close()).toEqual([]));

type CardModel = { defineState(): unknown; migrateData(source: object): object };

/** Every procedure card's data model the world registered, by message type. */
function cardModels(): [string, CardModel][] {
  return Object.entries(CONFIG.ChatMessage.dataModels as Record<string, unknown>).filter(
    (entry): entry is [string, CardModel] => typeof (entry[1] as { defineState?: unknown }).defineState === "function",
  );
}

describe("procedure card schemas", () => {
  it("a card type's state fields are declared exactly once for 150 cards migrated, by every card type", async () => {
    world = await createWorld();
    const models = cardModels();
    expect(models.length).toBeGreaterThan(5);
    for (const [type, model] of models) {
      // A class of its own, whose schema nothing has built yet: the first migration builds it, no other does.
      const Fresh = class extends (model as unknown as new () => object) {} as unknown as CardModel;
      const declared = vi.spyOn(Fresh, "defineState");
      for (let i = 0; i < 150; i++) Fresh.migrateData({ actorId: "", state: {} });
      expect(declared.mock.calls.length, type).toBe(1);
    }
  });

  it("a Deck of Adventures check and its draw declare no card type's state fields again, on any client", async () => {
    world = await createWorld({ ruleset: DOA_ID, players: ["Bob"], seed: 2026 });
    const [bob] = world.players as [User.Implementation];
    const jonas = await world.actor("Jonas", bob, { type: DOA_ACTOR.dealer, system: { level: 1 } });
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
    await move(world, "gm", "8C", "gm-deck", "gm-table");
    // Every card type's schema as a loaded world has it.
    for (const [type, model] of cardModels()) expect((model as unknown as { schema: unknown }).schema, type).toBeTruthy();
    const spies = cardModels().map(([, model]) => vi.spyOn(model, "defineState"));
    const id = await startCheck(world, bob, jonas.id!, { on: "AGL", tc: "8C", dr: 2 });
    expect(id).not.toBe("");
    expect(await world.act(bob, id, "draw")).toMatchObject({ ok: true });
    expect(spies.reduce((calls, spy) => calls + spy.mock.calls.length, 0)).toBe(0);
    for (const spy of spies) spy.mockRestore();
  });
});
