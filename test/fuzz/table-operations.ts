/**
 * The operations of the table fuzz: what a table sees over a long game and a careless GM, on every
 * stack of a ruleset. An operation is its kind and a few numbers in [0, 1) that pick stacks and
 * cards when it runs, so a sequence still runs (on whatever table there is) after shrinking drops
 * some of its operations.
 */
import { cardCode } from "../../src/rules/cards/card.ts";
import { seededRandom } from "../../src/rules/cards/random.ts";
import { identityOf } from "../../src/foundry/table/card-identity.ts";
import type { Random } from "../../src/rules/cards/random.ts";
import type { World } from "../integration/world.ts";

export const OPERATION_WEIGHTS = {
  /** FoundryTable, as a procedure would (GM's client). */
  draw: 14,
  move: 14,
  shuffle: 3,
  returnDiscards: 5,
  /** A player's request through the GM queue. */
  queueDraw: 5,
  queueMove: 6,
  /** The GM in Foundry's own UI. */
  gmPass: 20,
  deleteStack: 1,
  duplicateStack: 1,
  /** A player editing a card in a stack they own: its identity, its link to its deck too, or a card made there (docs/SECURITY.md). */
  editIdentity: 8,
  forgeUnlinked: 3,
  conjure: 2,
  repair: 3,
} as const;

export type OperationKind = keyof typeof OPERATION_WEIGHTS;

export interface Operation {
  readonly kind: OperationKind;
  readonly picks: readonly number[];
}

const KINDS = Object.keys(OPERATION_WEIGHTS) as OperationKind[];
const TOTAL_WEIGHT = KINDS.reduce((sum, kind) => sum + OPERATION_WEIGHTS[kind], 0);

/** `count` operations from a seed, with a Repair every `repairEvery`. */
export function generateOperations(seed: number, count: number, repairEvery: number): Operation[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index): Operation => {
    const picks = [random.next(), random.next(), random.next(), random.next()];
    if ((index + 1) % repairEvery === 0) return { kind: "repair", picks };
    let roll = random.int(TOTAL_WEIGHT);
    const kind = KINDS.find((candidate) => (roll -= OPERATION_WEIGHTS[candidate]) < 0)!;
    return { kind, picks };
  });
}

export function describeOperation(operation: Operation): string {
  return `${operation.kind}(${operation.picks.map((pick) => pick.toFixed(3)).join(", ")})`;
}

const pick = <T>(items: readonly T[], at: number | undefined): T | undefined => items[Math.floor((at ?? 0) * items.length)];

/** Errors Foundry (or our table) gives for a move a GM's UI would refuse too; anything else is a failure. */
export class ExpectedRefusal extends Error {}

/** Runs operations on a world; `repair` is left to the caller (it checks conservation around it). */
export class TableOperations {
  readonly #world: World;
  readonly #random: Random;
  /** What each operation did, in words (the failure report prints it). */
  readonly trace: string[] = [];

  constructor(world: World, seed: number) {
    this.#world = world;
    this.#random = seededRandom(seed ^ 0x5eed);
  }

  get #ruleset() {
    return this.#world.ruleset;
  }

  /** The planned stacks' addresses, with their documents (absent once deleted). */
  #planned() {
    const { setup, directory } = this.#world.modules;
    return setup.planWorldStacks(this.#ruleset).map((plan) => ({
      plan,
      address: `${plan.address.stack}${plan.address.owner ? `:${plan.address.owner}` : ""}`,
      document: directory.findStack(this.#ruleset.id, plan.address),
    }));
  }

  /** Every Cards document of the ruleset, duplicates and all. */
  #documents(): Cards.Implementation[] {
    return game.cards.filter((cards) => this.#world.modules.directory.stackFlagOf(cards)?.ruleset === this.#ruleset.id);
  }

  #lying(cards: Cards.Implementation) {
    return this.#world.modules.table.cardsLyingIn(cards);
  }

  #note(text: string): void {
    this.trace.push(text);
  }

  #keys(documents: readonly Card.Implementation[]): string {
    const { table } = this.#world.modules;
    return documents
      .map((document) => `${document.id}=${table.claimedCardOf(document) ? cardCode(table.claimedCardOf(document)!) : "?"}`)
      .join(",");
  }

  async run(operation: Operation): Promise<void> {
    this.#note(operation.kind);
    const [a, b, c, d] = operation.picks;
    const { rt, gm } = this.#world;
    const table = new this.#world.modules.table.FoundryTable(this.#ruleset, this.#random);
    const planned = this.#planned().filter((stack) => stack.document);
    switch (operation.kind) {
      case "draw": {
        const from = pick(
          planned.filter((stack) => stack.plan.definition.kind === "deck"),
          a,
        );
        const to = pick(
          planned.filter((stack) => stack !== from),
          b,
        );
        if (!from || !to) return;
        this.#note(`draw ${from.address} -> ${to.address}`);
        await rt.as(gm, () =>
          table.draw(from.address, to.address, 1 + Math.floor((c ?? 0) * 3), pick(["top", "bottom", "random"] as const, d)),
        );
        return;
      }
      case "move": {
        const from = pick(
          planned.filter((stack) => this.#lying(stack.document!).length > 0),
          a,
        );
        const to = pick(
          planned.filter((stack) => stack !== from),
          b,
        );
        if (!from || !to) return;
        const lying = this.#lying(from.document!);
        const cards = [pick(lying, c)!, pick(lying, d)!].filter((card, index, all) => all.indexOf(card) === index).map(({ card }) => card);
        this.#note(`move ${cards.map(cardCode).join(",")} ${from.address} -> ${to.address}`);
        await rt.as(gm, () => table.move(cards, from.address, to.address, (d ?? 0) < 0.5 ? "top" : "bottom"));
        return;
      }
      case "shuffle": {
        const stack = pick(planned, a);
        if (stack) await rt.as(gm, () => table.shuffle(stack.address));
        return;
      }
      case "returnDiscards": {
        const stack = pick(
          planned.filter((candidate) => candidate.plan.definition.kind === "deck"),
          a,
        );
        if (stack) this.#note(`returnDiscards ${stack.address}`);
        if (stack) await rt.as(gm, () => table.returnDiscards(stack.address));
        return;
      }
      case "queueDraw":
      case "queueMove":
        await this.#request(operation.kind, operation.picks);
        return;
      case "gmPass": {
        const documents = this.#documents();
        const from = pick(
          documents.filter((cards) => cards.availableCards.length > 0),
          a,
        );
        const to = pick(
          documents.filter((cards) => cards !== from),
          b,
        );
        if (!from || !to) return;
        const ids = [pick(from.availableCards, c)!.id!, pick(from.availableCards, d)!.id!].filter(
          (id, index, all) => all.indexOf(id) === index,
        );
        this.#note(`gmPass ${this.#keys(ids.map((id) => from.cards.get(id)!))} ${from.name}[${from.id}] -> ${to.name}[${to.id}]`);
        // Foundry's UI passes several cards (Cards#pass) or drags one (Card#pass).
        const pass = async (): Promise<unknown> =>
          (c ?? 0) < 0.5 ? from.pass(to, ids, { chatNotification: false }) : from.cards.get(ids[0]!)!.pass(to, { chatNotification: false });
        await rt.as(gm, pass).catch((error: unknown) => {
          throw new ExpectedRefusal(String(error));
        });
        return;
      }
      case "deleteStack": {
        const stack = pick(this.#documents(), a);
        if (stack) this.#note(`delete ${stack.name}[${stack.id}]`);
        if (stack) await rt.as(gm, () => stack.delete());
        return;
      }
      case "duplicateStack": {
        const stack = pick(this.#documents(), a);
        if (!stack) return;
        const { _id: _old, ...copy } = stack.toObject();
        const created = await rt.as(gm, () => Cards.create(copy as Cards.CreateData));
        this.#note(`duplicate ${stack.name}[${stack.id}] as [${created?.id}]`);
        return;
      }
      case "editIdentity":
        await this.#editIdentity(operation.picks);
        return;
      case "forgeUnlinked":
        await this.#editIdentity(operation.picks, true);
        return;
      case "conjure":
        await this.#conjure(operation.picks);
        return;
      case "repair":
        throw new Error("repair is the caller's");
    }
  }

  /** A player asks the GM queue to draw into their character's hand, or to move cards out of a stack of theirs. */
  async #request(kind: "queueDraw" | "queueMove", [a, b, c]: readonly number[]): Promise<void> {
    const player = pick(this.#world.players, a)!;
    const actor = pick(
      game.actors.filter((candidate) => candidate.testUserPermission(player, "OWNER")),
      b,
    );
    if (!actor?.id) return;
    if (kind === "queueDraw") {
      await this.#world.ask(player, { kind: "draw", actorId: actor.id, count: 1 + Math.floor((c ?? 0) * 2) });
      return;
    }
    const mine = this.#planned().filter(
      (stack) => stack.plan.address.owner === actor.id && stack.document && this.#lying(stack.document).length > 0,
    );
    const from = pick(mine, c);
    const to = pick(
      this.#planned().filter((stack) => stack !== from),
      b,
    );
    if (!from || !to) return;
    const { card } = pick(this.#lying(from.document!), a)!;
    await this.#world.ask(player, { kind: "move", from: from.address, to: to.address, cards: [identityOf(card)] });
  }

  /** The stacks a player owns that hold cards (or any, when `empty` is allowed), and a recipe card of the world. */
  #forgery([a, b]: readonly number[], empty: boolean) {
    const player = pick(this.#world.players, a)!;
    const theirs = this.#documents().filter(
      (cards) => cards.type !== "deck" && cards.testUserPermission(player, "OWNER") && (empty || cards.cards.size > 0),
    );
    const recipe = this.#planned().flatMap(({ plan }) => plan.definition.recipe?.(plan.address.owner) ?? []);
    return { player, stack: pick(theirs, b), forged: pick(recipe, ((a ?? 0) * 7) % 1) };
  }

  /**
   * A player rewrites what a card in a stack they own says it is (into another card of the world);
   * `unlinked`: and clears its origin, the link to its deck.
   */
  async #editIdentity(picks: readonly number[], unlinked = false): Promise<void> {
    const { player, stack, forged } = this.#forgery(picks, false);
    if (!stack || !forged) return;
    const document = pick(stack.cards.contents, picks[2])!;
    this.#note(
      `edit ${this.#keys([document])} in ${stack.name}[${stack.id}] to ${cardCode(forged)}@${forged.origin}${unlinked ? ", unlinked" : ""}`,
    );
    const system = { code: cardCode(forged), origin: forged.origin };
    await this.#world.rt.as(player, () => document.update((unlinked ? { origin: null, system } : { system }) as never));
  }

  /** A player makes a card of the world in a stack they own. */
  async #conjure(picks: readonly number[]): Promise<void> {
    const { player, stack, forged } = this.#forgery(picks, true);
    if (!stack || !forged) return;
    this.#note(`conjure ${cardCode(forged)}@${forged.origin} in ${stack.name}[${stack.id}]`);
    const data = { name: cardCode(forged), type: "playing", system: { code: cardCode(forged), origin: forged.origin } };
    await this.#world.rt.as(player, () => stack.createEmbeddedDocuments("Card", [data] as Card.CreateData[]));
  }
}
