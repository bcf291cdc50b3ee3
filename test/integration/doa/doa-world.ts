/**
 * A Deck of Adventures world on the Foundry test runtime: a GM, players, the doa ruleset active,
 * the hidden-card audit on every message, and helpers to make characters and to stack a deck
 * (the GM moves cards out of a hidden deck so that only chosen ones can be drawn).
 */
import { cardKey, parseCards } from "../../../src/rules/cards/card.ts";
import type { Card } from "../../../src/rules/cards/card.ts";
import { seededRandom } from "../../../src/rules/cards/random.ts";
import { parseStackAddress } from "../../../src/rules/cards/table.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";

async function load() {
  return {
    doa: await import("../../../src/rulesets/doa/index.ts"),
    doaSheet: await import("../../../src/rulesets/doa/sheet.ts"),
    doaGather: await import("../../../src/rulesets/doa/gather.ts"),
    rules: await import("../../../src/rules/doa/index.ts"),
    chatCards: await import("../../../src/foundry/chat/chat-cards.ts"),
    actionData: await import("../../../src/foundry/chat/action-data.ts"),
  };
}

export interface DoaWorld extends Pick<World, "rt" | "gm" | "players" | "audit" | "seeCard"> {
  readonly modules: World["modules"] & Awaited<ReturnType<typeof load>>;
  actor(name: string, type: "doaDealer" | "doaBystander" | "doaCompanion", system: Record<string, unknown>, owner?: User.Implementation): Promise<Actor.Implementation>;
  /** Wait until the GM's client has made a new Dealer's stacks. */
  stacksOf(actorId: string): Promise<void>;
  item(actor: Actor.Implementation, name: string, type: string, system: Record<string, unknown>): Promise<void>;
  /** The cards lying in a stack, by address (`deck:<actorId>`, `gm-deck`). */
  lying(address: string): Card[];
  /** Leave only `keep` (notation) in a deck: every other card goes to `to`. */
  stackDeck(owner: string, keep: string, to: string): Promise<void>;
  /** Move named cards (notation) between stacks, as the GM. */
  move(owner: string, notation: string, from: string, to: string): Promise<void>;
  /**
   * Press a card's button as `user`'s client does: the action's prompt first (a dialog: queue its
   * answer with `rt.dialogs.answer`), then the request to the GM queue; null when the prompt sent nothing.
   */
  press(user: User.Implementation, messageId: string, action: string, data?: Record<string, string>): Promise<Awaited<ReturnType<World["ask"]>> | null>;
}

export async function createDoaWorld(): Promise<DoaWorld> {
  const world = await createWorld({ ruleset: "doa", players: ["Ann", "Bob"], seed: 2026 });
  const { rt, gm, players, audit, seeCard } = world;
  const modules = { ...world.modules, ...(await load()) };
  const ruleset = modules.doa.doaRuleset;
  const table = () => new modules.table.FoundryTable(ruleset, seededRandom(1));
  const lying = (address: string) => {
    const parsed = parseStackAddress(address);
    const stack = parsed ? modules.directory.findStack(ruleset.id, parsed) : undefined;
    if (!stack) throw new Error(`no stack ${address}`);
    return modules.table.cardsLyingIn(stack).map(({ card }) => card);
  };
  // The active GM's createActor hook creates a Dealer's stacks asynchronously; the epic hand comes last.
  const stacksOf = async (actorId: string) => {
    for (let tick = 0; tick < 500 && !modules.directory.findStack(ruleset.id, { stack: "epic", owner: actorId }); tick++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return {
    rt,
    gm,
    players,
    audit,
    seeCard,
    modules,
    async actor(name, type, system, owner) {
      const actor = await rt.as(gm, () =>
        Actor.create({ name, type, system, ownership: { default: 0, ...(owner ? { [owner.id ?? ""]: 3 } : {}) } } as unknown as Actor.CreateData),
      );
      if (!actor) throw new Error("actor not created");
      if (type === "doaDealer") await stacksOf(actor.id ?? "");
      return actor as Actor.Implementation;
    },
    stacksOf,
    async item(actor, name, type, system) {
      await rt.as(gm, () => actor.createEmbeddedDocuments("Item", [{ name, type, system } as never]));
    },
    lying,
    async stackDeck(owner, keep, to) {
      const kept = new Set(parseCards(keep, owner).map(cardKey));
      const deck = owner === "gm" ? "gm-deck" : `deck:${owner}`;
      const away = lying(deck).filter((card) => !kept.has(cardKey(card)));
      await rt.as(gm, () => table().move(away, deck, to));
    },
    async move(owner, notation, from, to) {
      await rt.as(gm, () => table().move(parseCards(notation, owner), from, to));
    },
    press(user, messageId, action, data = {}) {
      return rt.as(user, async () => {
        const message = game.messages.get(messageId);
        const card = message ? modules.chatCards.readChatCard(message) : undefined;
        const prompt = card ? modules.actionData.ownEntry(card.procedure.actions, action)?.prompt : undefined;
        const sent = message && card && prompt ? await prompt({ message, actorId: card.actorId, state: card.state, data }) : data;
        return sent === null ? null : modules.authority.askGm({ kind: "cardAction", messageId, action, data: sent });
      });
    },
  };
}
