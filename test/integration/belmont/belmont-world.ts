/**
 * A Belmont world on the Foundry test runtime: a GM and three players, Belmont the active
 * ruleset, a seeded GM table, the hidden-card audit on every chat message, and helpers to read
 * stacks and talk to the GM queue.
 */
import { cardKey } from "../../../src/rules/cards/card.ts";
import type { GmRequest } from "../../../src/foundry/gm/requests.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";

async function load() {
  return {
    belmont: await import("../../../src/rulesets/belmont/index.ts"),
    taskCard: await import("../../../src/rulesets/belmont/chat/task-card.ts"),
    deckEditor: await import("../../../src/rulesets/belmont/deck-editor.ts"),
    deckList: await import("../../../src/rulesets/belmont/deck-list.ts"),
    sheetContext: await import("../../../src/rulesets/belmont/sheet-context.ts"),
    tableView: await import("../../../src/rulesets/belmont/table-view.ts"),
    models: await import("../../../src/rulesets/belmont/models.ts"),
  };
}

export interface BelmontWorld extends Omit<World, "players" | "modules"> {
  readonly players: readonly [User.Implementation, User.Implementation, User.Implementation];
  readonly modules: World["modules"] & Awaited<ReturnType<typeof load>>;
}

export async function createBelmontWorld(seed = 20261122): Promise<BelmontWorld> {
  const world = await createWorld({ ruleset: "belmont", players: ["Ann", "Bob", "Cat"], seed });
  return { ...world, players: world.players as unknown as BelmontWorld["players"], modules: { ...world.modules, ...(await load()) } };
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
      const state = modules.taskCard.taskCardState(game.messages.get(messageId)!);
      if (!state) throw new Error("the task card is not trusted (not the GM's, or its state is not one the rules make)");
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
