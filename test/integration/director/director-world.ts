/**
 * A Director world on the test runtime, for the sheet and Director-tool tests: a GM and three
 * players, the Director's ruleset active with its hooks, a seeded table and the hidden-card audit.
 * (Only the Director's module is imported, so other rulesets' work in progress cannot break it.)
 */
import { installFoundryRuntime } from "../../runtime/index.ts";
import type { FoundryRuntime } from "../../runtime/index.ts";
import { seededRandom } from "../../../src/rules/cards/random.ts";
import type { Card } from "../../../src/rules/cards/card.ts";
import { installHiddenCardAudit } from "../hidden-card-audit.ts";
import type { HiddenCardAudit } from "../hidden-card-audit.ts";

async function load() {
  return {
    director: await import("../../../src/rulesets/director/index.ts"),
    hooks: await import("../../../src/rulesets/director/hooks.ts"),
    system: await import("../../../src/foundry/system.ts"),
    setup: await import("../../../src/foundry/table/stack-setup.ts"),
    directory: await import("../../../src/foundry/table/stack-directory.ts"),
    table: await import("../../../src/foundry/table/foundry-table.ts"),
    authority: await import("../../../src/foundry/gm/authority.ts"),
  };
}

export interface DirectorWorld {
  readonly rt: FoundryRuntime;
  readonly gm: User.Implementation;
  readonly players: User.Implementation[];
  readonly audit: HiddenCardAudit;
  readonly modules: Awaited<ReturnType<typeof load>>;
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
  const rt = installFoundryRuntime();
  const gm = await rt.createUser({ name: "Director", role: "GAMEMASTER" });
  const players: User.Implementation[] = [];
  for (const name of ["Ann", "Bob", "Cat"]) players.push(await rt.createUser({ name, role: "PLAYER" }));
  const modules = await load();
  modules.system.initSystem();
  await rt.as(gm, () => game.settings.set("deckbound", "activeRuleset", "director"));
  modules.authority.setTableRandom(seededRandom(20261122));
  const audit = installHiddenCardAudit(modules.director.directorRuleset);
  const ruleset = modules.director.directorRuleset;
  return {
    rt,
    gm,
    players,
    audit,
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
