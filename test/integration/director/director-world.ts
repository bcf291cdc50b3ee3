/**
 * A Director world on the test runtime, for the sheet and Director-tool tests: a GM and three
 * players, the Director's ruleset active with its hooks, a seeded table and the hidden-card audit.
 */
import type { Card } from "../../../src/rules/cards/card.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";

async function load() {
  return {
    director: await import("../../../src/rulesets/director/index.ts"),
    hooks: await import("../../../src/rulesets/director/hooks.ts"),
  };
}

export interface DirectorWorld extends Pick<World, "rt" | "gm" | "players" | "audit" | "seeCard"> {
  readonly modules: World["modules"] & Awaited<ReturnType<typeof load>>;
  /** A Director character (or `type`) owned by `owner`, with optional system data. */
  actor(name: string, owner: User.Implementation | null, system?: object, type?: string): Promise<Actor.Implementation>;
  /** The GM sets up every stack the world lacks. */
  setUp(): Promise<void>;
  /** Cards lying in a Director stack, top first. */
  lying(stack: string, owner?: string): Card[];
  /** Wait until `done()` holds (hooks run asynchronously), at most 200 ticks. */
  until(done: () => boolean): Promise<void>;
}

export async function directorWorld(): Promise<DirectorWorld> {
  const world = await createWorld({ ruleset: "director", players: ["Ann", "Bob", "Cat"], gmName: "Director", seed: 20261122 });
  const { rt, gm, players, audit, seeCard } = world;
  const modules = { ...world.modules, ...(await load()) };
  const ruleset = modules.director.directorRuleset;
  return {
    rt,
    gm,
    players,
    audit,
    seeCard,
    modules,
    async actor(name, owner, system = {}, type = "directorCharacter") {
      const ownership = owner ? { default: 0, [owner.id ?? ""]: 3 } : { default: 0 };
      const actor = await rt.as(gm, () => Actor.create({ name, type, ownership, system } as unknown as Actor.CreateData));
      if (!actor) throw new Error("actor not created");
      return actor as Actor.Implementation;
    },
    setUp: async () => {
      await rt.as(gm, () => modules.setup.setUpStacks(ruleset));
    },
    lying(stack, owner) {
      const found = modules.directory.findStack(ruleset.id, owner ? { stack, owner } : { stack });
      if (!found) throw new Error(`no stack ${stack}:${owner ?? ""}`);
      return modules.table.cardsLyingIn(found).map(({ card }) => card);
    },
    async until(done) {
      for (let tick = 0; tick < 200 && !done(); tick++) await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}
