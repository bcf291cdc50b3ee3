/**
 * A test world: the Foundry test runtime, a GM and players, the sample "high card" ruleset active,
 * core registrations done, and the hidden-card audit watching every chat message.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import { installFoundryRuntime } from "../runtime/index.ts";
import type { FoundryRuntime } from "../runtime/index.ts";
import { seededRandom } from "../../src/rules/cards/random.ts";
import { installHiddenCardAudit } from "./hidden-card-audit.ts";
import type { HiddenCardAudit } from "./hidden-card-audit.ts";

const REPO = fileURLToPath(new URL("../..", import.meta.url));

export interface World {
  readonly rt: FoundryRuntime;
  readonly gm: User.Implementation;
  readonly players: User.Implementation[];
  readonly audit: HiddenCardAudit;
  readonly modules: Awaited<ReturnType<typeof loadModules>>;
  character(name: string, owner: User.Implementation): Promise<Actor.Implementation>;
}

async function loadModules() {
  return {
    registry: await import("../../src/foundry/registry/registry.ts"),
    core: await import("../../src/foundry/core.ts"),
    settings: await import("../../src/foundry/settings.ts"),
    setup: await import("../../src/foundry/table/stack-setup.ts"),
    directory: await import("../../src/foundry/table/stack-directory.ts"),
    table: await import("../../src/foundry/table/foundry-table.ts"),
    authority: await import("../../src/foundry/gm/authority.ts"),
    sheet: await import("../../src/foundry/sheets/hand-context.ts"),
    sample: await import("../sample-ruleset/index.ts"),
  };
}

/** Templates are read from the repository: `systems/deckbound/<path>` is `<repo>/<path>`. */
export function templatePath(path: string): string {
  return `${REPO}/${path.replace(/^systems\/deckbound\//, "")}`;
}

/**
 * Until the runtime ships foundry.applications.handlebars, render with the handlebars package and a
 * `localize` helper over game.i18n (what Foundry's helper does for plain keys and hash arguments).
 */
function ensureRenderTemplate(): void {
  const applications = foundry.applications as unknown as Record<string, unknown>;
  if ("handlebars" in applications) return;
  const hbs = Handlebars.create();
  hbs.registerHelper("localize", (key: string, options: { hash: Record<string, unknown> }) =>
    Object.keys(options.hash).length ? game.i18n.format(key, options.hash as Record<string, string>) : game.i18n.localize(key),
  );
  applications["handlebars"] = {
    renderTemplate: async (path: string, context: object) => hbs.compile(readFileSync(templatePath(path), "utf8"))(context),
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
  ensureRenderTemplate();
  modules.core.registerCore();
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
      return actor as Actor.Implementation;
    },
  };
}
