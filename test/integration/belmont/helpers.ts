/**
 * What Belmont's integration tests share on top of `createWorld`: the table they play at (three
 * players in the audience), The Belmont with its abilities, laying a card where the rules will find
 * it, and posting and opening a task through the GM queue.
 */
import { cardKey } from "../../../src/rules/cards/card.ts";
import { ABILITY_TYPE, BELMONT, HERO_TYPE, TASK_MESSAGE } from "../../../src/rulesets/belmont/ids.ts";
import type { World, WorldOptions } from "../world.ts";

export const BELMONT_TABLE: WorldOptions = { ruleset: BELMONT, players: ["Ann", "Bob", "Cat"], seed: 20261122 };

/** Belmont's Foundry modules, loaded once the runtime is installed (they read `foundry` as they load). */
async function belmontModules() {
  return {
    taskCard: await import("../../../src/rulesets/belmont/chat/task-card.ts"),
    deckEditor: await import("../../../src/rulesets/belmont/gm/deck-editor.ts"),
    sheetContext: await import("../../../src/rulesets/belmont/sheets/actor-sheet-context.ts"),
    stacks: await import("../../../src/rulesets/belmont/stacks.ts"),
    abilities: await import("../../../src/rulesets/belmont/models/ability.ts"),
  };
}

export async function belmontHelpers(world: World) {
  const { rt, gm } = world;
  const modules = await belmontModules();
  const scene = "Dracula's guards block the bridge.";
  const helpers = {
    modules,
    /** The audience: Ann, Bob and Cat. */
    players: world.players as unknown as readonly [User.Implementation, User.Implementation, User.Implementation],
    keys: (stack: string) => world.cardsIn(stack).map(cardKey),
    totalCards: () => world.ruleset.stacks.reduce((sum, stack) => sum + world.cardsIn(stack.id).length, 0),
    /** The Belmont (Richter), made by the GM, with these Ability items (`{ name, system }`). */
    async hero(abilities: readonly object[] = []): Promise<Actor.Implementation> {
      const hero = await world.actor("Richter", null, { type: HERO_TYPE });
      if (abilities.length > 0)
        await rt.as(gm, () =>
          hero.createEmbeddedDocuments("Item", abilities.map((ability) => ({ type: ABILITY_TYPE, ...ability })) as Item.CreateData[]),
        );
      return hero;
    },
    /** The GM lays a card where the rules will find it (the GM may reach into any deck). */
    async lay(code: string, origin: string, from: string, to: string): Promise<void> {
      const result = await world.ask(gm, { kind: "move", cards: [{ code, origin }], from, to });
      if (!result.ok) throw new Error(`could not move ${code} from ${from} to ${to}: ${result.reason}`);
    },
    taskOf(messageId: string) {
      const message = game.messages.get(messageId);
      const state = message ? modules.taskCard.taskCardState(message) : null;
      if (!state) throw new Error("the task card is not trusted (not the GM's, or its state is not one the rules make)");
      return state;
    },
    startTask: (actor: Actor.Implementation, lines: Record<string, string> = {}) =>
      world.ask(gm, { kind: "startCard", messageType: TASK_MESSAGE, actorId: actor.id!, options: { scene, lines } }),
    async openTask(actor: Actor.Implementation, lines: Record<string, string> = {}): Promise<string> {
      const started = await helpers.startTask(actor, lines);
      if (!started.ok) throw new Error(`task not started: ${started.reason}`);
      const opened = await world.ask(gm, { kind: "cardAction", messageId: started.messageId!, action: "open", data: null });
      if (!opened.ok) throw new Error(`task not opened: ${opened.reason}`);
      return started.messageId!;
    },
  };
  return helpers;
}
