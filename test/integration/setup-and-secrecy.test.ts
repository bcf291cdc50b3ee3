/**
 * World setup at ready, the GM's deck tools (Repair decks), hidden decks that keep no order, and
 * the ruleset's rulings as world settings.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardKey } from "../../src/rules/cards/card.ts";
import { seededRandom } from "../../src/rules/cards/random.ts";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld(1);
});

afterEach(() => {
  world.rt.uninstall();
  expect(world.audit.violations).toEqual([]);
});

const ruleset = () => world.modules.sample.highCardRuleset;
const deck = () => world.modules.directory.findStack("high-card", { stack: "deck" })!;

describe("setup at ready and the deck tools", () => {
  it("[CORE-03] at ready the active GM sets up missing stacks behind a progress notice; a player's client does nothing; a second ready is silent", async () => {
    await world.rt.as(world.players[0]!, () => world.modules.system.readySystem());
    expect(game.cards.size).toBe(0);
    await world.rt.as(world.gm, () => world.modules.system.readySystem());
    expect(game.cards.size).toBe(3);
    // One notice: "Setting up decks…", its bar moved through update({ pct }) (v13.347+), ends full
    // saying what was done (failed before: a second notice said it, beside the finished bar's).
    expect(world.rt.notifications.log).toEqual([{ type: "info", message: "Decks: 3 created, 0 repaired.", pct: 1 }]);
    world.rt.notifications.clear();
    await world.rt.as(world.gm, () => world.modules.system.readySystem());
    expect(world.rt.notifications.log).toEqual([]);
  });

  it("[CORE-03] the deck tools list every stack, show a deleted one as missing, and Repair decks recreates it", async () => {
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(ruleset()));
    const discard = world.modules.directory.findStack("high-card", { stack: "discard" })!;
    await world.rt.as(world.gm, () => discard.delete());
    const { DeckToolsApp } = await import("../../src/foundry/sheets/deck-tools.ts");
    const app = new DeckToolsApp() as unknown as { render(options: object): Promise<unknown>; renderedHTML: string };
    await world.rt.as(world.gm, () => app.render({ force: true }));
    expect(app.renderedHTML).toMatch(/Discard pile<\/span>\s*<span>missing/);
    expect(app.renderedHTML).toContain('data-action="repair"');
    await world.rt.as(world.gm, () => world.rt.clickAction(app, "repair"));
    expect(world.modules.directory.findStack("high-card", { stack: "discard" })).toBeDefined();
    expect(app.renderedHTML).not.toContain("missing");
    // No zero count is listed; a duplicate is counted in words when there is one.
    expect(world.rt.notifications.log.at(-1)?.message).toBe("Decks: 1 created, 0 repaired.");
    const { _id: _old, ...copy } = deck().toObject();
    await world.rt.as(world.gm, () => Cards.create(copy as Cards.CreateData));
    await world.rt.as(world.gm, () => world.rt.clickAction(app, "repair"));
    expect(world.rt.notifications.log.map((entry) => entry.message)).toContain(
      "Decks: 0 created, 0 repaired; 1 duplicated stack emptied and removed.",
    );
    // What happened to cards names only what happened, each count in words.
    expect(world.rt.notifications.log.at(-1)?.message).toMatch(/^Cards: \d+ second copies put away\.$/);
  });
});

describe("the deck tools run in the world's queue", () => {
  const openTools = async (user: User.Implementation) => {
    const { DeckToolsApp } = await import("../../src/foundry/sheets/deck-tools.ts");
    const app = new DeckToolsApp() as unknown as { render(options: object): Promise<unknown>; renderedHTML: string };
    await world.rt.as(user, () => app.render({ force: true }));
    return app;
  };
  const stacksAt = (stack: string) => world.modules.directory.findStacks("high-card", { stack }).length;
  /** A world set up, then its discard pile deleted: what Repair recreates. */
  const loseDiscard = async () => {
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(ruleset()));
    await world.rt.as(world.gm, () => world.modules.directory.findStack("high-card", { stack: "discard" })!.delete());
  };

  it("[CORE-03] Set up clicked while the world's first setup runs at ready waits for it: one set of stacks", async () => {
    const app = await openTools(world.gm);
    // Failed before: both ran at once, each creating every stack (6 stacks, two of each).
    await world.rt.as(world.gm, () => Promise.all([world.modules.system.readySystem(), world.rt.clickAction(app, "setUp")]));
    expect(game.cards.size).toBe(3);
    expect(stacksAt("deck")).toBe(1);
    expect(world.rt.notifications.log.map((entry) => entry.message)).toEqual([
      "Decks: 3 created, 0 repaired.",
      "Decks: 0 created, 0 repaired.",
    ]);
  });

  it("[CORE-03] Repair clicked twice at once repairs once; the second finds nothing to do", async () => {
    await loseDiscard();
    const app = await openTools(world.gm);
    // Failed before: both recreated the discard pile, then each emptied and removed a "duplicate".
    await world.rt.as(world.gm, () => Promise.all([world.rt.clickAction(app, "repair"), world.rt.clickAction(app, "repair")]));
    expect(stacksAt("discard")).toBe(1);
    expect(world.rt.notifications.log.map((entry) => entry.message)).toEqual([
      "Decks: 1 created, 0 repaired.",
      "Decks: 0 created, 0 repaired.",
    ]);
  });

  it("[CORE-03] an assistant GM's Repair runs on the active GM's client, and the assistant is told what it did", async () => {
    await loseDiscard();
    const assistant = await world.rt.createUser({ name: "Co-GM", role: "ASSISTANT" });
    expect(game.users.activeGM?.id).toBe(world.gm.id);
    const app = await openTools(assistant);
    await world.rt.as(assistant, () => world.rt.clickAction(app, "repair"));
    expect(stacksAt("discard")).toBe(1);
    // No progress bar: the work ran on the GM's client; the assistant reads its result.
    expect(world.rt.notifications.log).toEqual([{ type: "info", message: "Decks: 1 created, 0 repaired." }]);
  });

  it("[CORE-03] the deck tools' request is a GM's: a player's is refused, a malformed one changes nothing", async () => {
    await loseDiscard();
    const request = (action: unknown) => ({ kind: "gmTool" as const, tool: "deckbound.deckTools", input: { action } });
    expect(await world.ask(world.players[0]!, request("repair"))).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotGM" });
    for (const input of [null, "repair", { action: "delete" }, { action: ["repair"] }])
      expect(await world.ask(world.gm, { kind: "gmTool", tool: "deckbound.deckTools", input })).toEqual({
        ok: false,
        reason: "DECKBOUND.Refusal.Malformed",
      });
    expect(stacksAt("discard")).toBe(0);
  });
});

describe("hidden decks keep no order", () => {
  it("[CORE-06] a hidden deck's draws do not follow its stored order, shuffling it writes nothing, and it cannot be peeked", async () => {
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(ruleset()));
    const actor = await world.character("Ada", world.players[0]!);
    const storedOrder = world.modules.table.cardsLyingIn(deck()).map(({ card }) => cardKey(card));
    const table = new world.modules.table.FoundryTable(ruleset(), seededRandom(7));
    world.rt.writes.reset();
    await world.rt.as(world.gm, () => table.shuffle("deck"));
    expect(world.rt.writes.count).toBe(0);
    await expect(world.rt.as(world.gm, () => table.peek("deck", 1))).rejects.toThrow(/no order/);
    const drawn = await world.rt.as(world.gm, () => table.draw("deck", `hand:${actor.id}`, 10, "top"));
    const keys = drawn.cards.map(cardKey);
    expect(keys).toHaveLength(10);
    expect(keys).not.toEqual(storedOrder.slice(0, 10));
    expect(keys).not.toEqual(storedOrder.slice(-10).reverse());
  });

  it("[CORE-02] which card comes next is decided by the GM's random source at the moment of the draw", async () => {
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(ruleset()));
    const actor = await world.character("Ada", world.players[0]!);
    const firstCards = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const table = new world.modules.table.FoundryTable(ruleset(), seededRandom(seed));
      const outcome = await world.rt.as(world.gm, () => table.draw("deck", `hand:${actor.id}`, 1));
      firstCards.add(cardKey(outcome.cards[0]!));
      await world.rt.as(world.gm, () => table.move(outcome.cards, `hand:${actor.id}`, "discard"));
      await world.rt.as(world.gm, () => table.returnDiscards("deck"));
    }
    expect(firstCards.size).toBeGreaterThan(1);
    expect(world.modules.table.cardsLyingIn(deck())).toHaveLength(52);
  });

  it("[CORE-04] a hidden deck that runs out takes its discards back and goes on, counting the reshuffle", async () => {
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(ruleset()));
    const actor = await world.character("Ada", world.players[0]!);
    const table = new world.modules.table.FoundryTable(ruleset(), seededRandom(3));
    const hand = `hand:${actor.id}`;
    const first = await world.rt.as(world.gm, () => table.draw("deck", hand, 50));
    await world.rt.as(world.gm, () => table.move(first.cards.slice(0, 10), hand, "discard"));
    const second = await world.rt.as(world.gm, () => table.draw("deck", hand, 5));
    expect(second).toMatchObject({ reshuffles: 1, short: 0 });
    expect(second.cards).toHaveLength(5);
    const third = await world.rt.as(world.gm, () => table.draw("deck", hand, 20));
    expect(third).toMatchObject({ reshuffles: 0, short: 13 });
  });
});

describe("rulings", () => {
  it("a ruleset's rulings are world settings in the configuration UI, read back with their default", async () => {
    expect(world.modules.settings.ruling<number>(ruleset(), "target")).toBe(8);
    await world.rt.as(world.gm, () =>
      (game.settings as unknown as { set(n: string, k: string, v: unknown): Promise<unknown> }).set("deckbound", "high-card.target", 11),
    );
    expect(world.modules.settings.ruling<number>(ruleset(), "target")).toBe(11);
    expect(world.modules.settings.activeRuleset()?.id).toBe("high-card");
  });
});
