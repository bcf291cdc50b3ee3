/**
 * A Belmont world on the Foundry test runtime: a GM and three players, Belmont the active
 * ruleset, a seeded GM table, the hidden-card audit on every chat message, and helpers to read
 * stacks and talk to the GM queue.
 */
import { installFoundryRuntime } from "../../runtime/index.ts";
import type { FoundryRuntime } from "../../runtime/index.ts";
import { cardKey } from "../../../src/rules/cards/card.ts";
import { seededRandom } from "../../../src/rules/cards/random.ts";
import { installHiddenCardAudit } from "../hidden-card-audit.ts";
import type { HiddenCardAudit } from "../hidden-card-audit.ts";
import type { GmRequest } from "../../../src/foundry/gm/requests.ts";

async function load() {
  return {
    belmont: await import("../../../src/rulesets/belmont/index.ts"),
    taskState: await import("../../../src/rulesets/belmont/task-state.ts"),
    deckEditor: await import("../../../src/rulesets/belmont/deck-editor.ts"),
    deckList: await import("../../../src/rulesets/belmont/deck-list.ts"),
    sheetContext: await import("../../../src/rulesets/belmont/sheet-context.ts"),
    tableView: await import("../../../src/rulesets/belmont/table-view.ts"),
    models: await import("../../../src/rulesets/belmont/models.ts"),
    system: await import("../../../src/foundry/system.ts"),
    setup: await import("../../../src/foundry/table/stack-setup.ts"),
    directory: await import("../../../src/foundry/table/stack-directory.ts"),
    table: await import("../../../src/foundry/table/foundry-table.ts"),
    authority: await import("../../../src/foundry/gm/authority.ts"),
  };
}

export interface BelmontWorld {
  readonly rt: FoundryRuntime;
  readonly gm: User.Implementation;
  readonly players: readonly [User.Implementation, User.Implementation, User.Implementation];
  readonly audit: HiddenCardAudit;
  readonly modules: Awaited<ReturnType<typeof load>>;
}

export async function createBelmontWorld(seed = 20261122): Promise<BelmontWorld> {
  const rt = installFoundryRuntime();
  const gm = await rt.createUser({ name: "Gamemaster", role: "GAMEMASTER" });
  const players: User.Implementation[] = [];
  for (const name of ["Ann", "Bob", "Cat"]) players.push(await rt.createUser({ name, role: "PLAYER" }));
  const modules = await load();
  modules.system.initSystem();
  await rt.as(gm, () => game.settings.set("deckbound", "activeRuleset", "belmont"));
  modules.authority.setTableRandom(seededRandom(seed));
  const audit = installHiddenCardAudit(modules.belmont.belmontRuleset);
  return { rt, gm, players: players as unknown as BelmontWorld["players"], audit, modules };
}

export function helpers(world: BelmontWorld) {
  const { rt, gm, modules } = world;
  const ruleset = modules.belmont.belmontRuleset;
  const lying = (stack: string) => {
    const found = modules.directory.findStack(ruleset.id, { stack });
    if (!found) throw new Error(`no stack ${stack}`);
    return modules.table.cardsLyingIn(found).map(({ card }) => card);
  };
  const ask = (user: User.Implementation, request: GmRequest) => rt.as(user, () => modules.authority.askGm(request));
  return {
    ruleset,
    lying,
    keys: (stack: string) => lying(stack).map(cardKey),
    totalCards: () => ruleset.stacks.reduce((sum, stack) => sum + lying(stack.id).length, 0),
    ask,
    async hero(items: unknown[] = []): Promise<Actor.Implementation> {
      const actor = await rt.as(gm, () => Actor.create({ name: "Richter", type: "belmontHero", items } as unknown as Actor.CreateData));
      if (!actor) throw new Error("actor not created");
      return actor as Actor.Implementation;
    },
    setUp: () => rt.as(gm, () => modules.setup.setUpStacks(ruleset)),
    /** The GM lays a card where the rules will find it (the GM may reach into any deck). */
    async lay(code: string, origin: string, from: string, to: string): Promise<void> {
      const result = await ask(gm, { kind: "move", cards: [{ code, origin }], from, to });
      if (!result.ok) throw new Error(`could not move ${code} from ${from} to ${to}: ${result.reason}`);
    },
    taskOf(messageId: string) {
      const state = modules.taskState.parseTaskCardState((game.messages.get(messageId)!.system as { state?: unknown }).state);
      if (!state) throw new Error("the task card's state does not parse");
      return state;
    },
    async startTask(actor: Actor.Implementation, lines: Record<string, string> = {}) {
      return ask(gm, { kind: "startCard", messageType: "belmontTask", actorId: actor.id!, options: { scene: "Dracula's guards block the bridge.", lines } });
    },
    async openTask(actor: Actor.Implementation, lines: Record<string, string> = {}): Promise<string> {
      const started = await ask(gm, { kind: "startCard", messageType: "belmontTask", actorId: actor.id!, options: { scene: "Dracula's guards block the bridge.", lines } });
      if (!started.ok) throw new Error(`task not started: ${started.reason}`);
      const opened = await ask(gm, { kind: "cardAction", messageId: started.messageId!, action: "open", data: null });
      if (!opened.ok) throw new Error(`task not opened: ${opened.reason}`);
      return started.messageId!;
    },
  };
}
