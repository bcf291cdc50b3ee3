/**
 * A test world: the Foundry test runtime, a GM and players, the sample "high card" ruleset active,
 * core registrations done, and the hidden-card audit watching every chat message.
 */
import { installFoundryRuntime } from "../runtime/index.ts";
import type { FoundryRuntime } from "../runtime/index.ts";
import { seededRandom } from "../../src/rules/cards/random.ts";
import { installHiddenCardAudit } from "./hidden-card-audit.ts";
import type { HiddenCardAudit } from "./hidden-card-audit.ts";

export interface World {
  readonly rt: FoundryRuntime;
  readonly gm: User.Implementation;
  readonly players: User.Implementation[];
  readonly audit: HiddenCardAudit;
  readonly modules: Awaited<ReturnType<typeof loadModules>>;
  /** A sample character owned by `owner`, once the GM has created its hand. */
  character(name: string, owner: User.Implementation): Promise<Actor.Implementation>;
}

async function loadModules() {
  return {
    registry: await import("../../src/foundry/registry/registry.ts"),
    system: await import("../../src/foundry/system.ts"),
    actorSheet: await import("../../src/foundry/sheets/actor-sheet.ts"),
    settings: await import("../../src/foundry/settings.ts"),
    setup: await import("../../src/foundry/table/stack-setup.ts"),
    directory: await import("../../src/foundry/table/stack-directory.ts"),
    table: await import("../../src/foundry/table/foundry-table.ts"),
    authority: await import("../../src/foundry/gm/authority.ts"),
    sheet: await import("../../src/foundry/sheets/hand-context.ts"),
    sample: await import("../sample-ruleset/index.ts"),
  };
}

export async function createWorld(playerCount = 2): Promise<World> {
  const rt = installFoundryRuntime();
  const gm = await rt.createUser({ name: "Gamemaster", role: "GAMEMASTER" });
  const players: User.Implementation[] = [];
  for (let i = 1; i <= playerCount; i++) players.push(await rt.createUser({ name: `Player ${i}`, role: "PLAYER" }));
  const modules = await loadModules();
  const ruleset = modules.sample.highCardRuleset;
  if (!modules.registry.rulesets.get(ruleset.id)) modules.registry.rulesets.register(ruleset);
  modules.system.initSystem();
  modules.system.registerSystemHooks();
  modules.authority.setTableRandom(seededRandom(20251122));
  const audit = installHiddenCardAudit(ruleset);
  return {
    rt,
    gm,
    players,
    audit,
    modules,
    async character(name, owner) {
      const actor = await rt.as(gm, () =>
        Actor.create({
          name,
          type: modules.sample.SAMPLE_CHARACTER,
          ownership: { default: 0, [owner.id ?? ""]: 3 },
        } as unknown as Actor.CreateData),
      );
      if (!actor) throw new Error("actor not created");
      // The active GM's createActor hook creates the hand asynchronously: wait for it.
      for (let tick = 0; tick < 100 && !modules.directory.findStack(ruleset.id, { stack: "hand", owner: actor.id ?? "" }); tick++) {
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      return actor as Actor.Implementation;
    },
  };
}
