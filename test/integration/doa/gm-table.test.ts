/**
 * The GM's table tool on the Foundry test runtime, through the GM queue, with the hidden-card
 * audit: a Target Card revealed from the GM's deck onto the GM's table and named in chat, then used
 * by a player's check [DOA-08]; a joker drawn as TC going to the GM's hand [DOA-02]; a reshuffle
 * counted as the GM deck's exhaustion [DOA-06]; clearing the table (aces to the GM's hand, the rest
 * to the discard, every GM card still in one place); Epic Events and rests for the Dealers ticked
 * [DOA-19, DOA-20]; and what a player, or bad input, cannot do.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardKey } from "../../../src/rules/cards/card.ts";
import type { Card } from "../../../src/rules/cards/card.ts";
import { cardShortName } from "../../../src/foundry/table/card-identity.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { doaModules, stackDeck, move } from "./helpers.ts";
import type { DoaModules } from "./helpers.ts";
import { waitFor } from "../wait.ts";
import { DOA_ACTOR, DOA_GM_TABLE_TOOL, DOA_ID, DOA_MESSAGE } from "../../../src/rulesets/doa/ids.ts";

let world: World;
let doa: DoaModules;

beforeEach(async () => {
  world = await createWorld({ ruleset: DOA_ID, players: ["Ann", "Bob"], seed: 2026 });
  doa = await doaModules();
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

interface ToolApp {
  render(options: object): Promise<unknown>;
  renderedParts: Record<string, string>;
}

const tool = () => import("../../../src/rulesets/doa/gm/gm-table-app.ts");

async function openTool(user: User.Implementation): Promise<ToolApp> {
  const { GmTableApp } = await tool();
  const app = new GmTableApp() as unknown as ToolApp;
  await world.rt.as(user, () => app.render({ force: true }));
  return app;
}

const GM_STACKS = ["gm-deck", "gm-hand", "gm-discard", "gm-spent", "gm-table", "gm-epic"];
const gmCards = (): Card[] => GM_STACKS.flatMap((address) => world.cardsIn(address));
const codes = (address: string) => world.cardsIn(address).map((card) => cardKey(card).split("@")[0]);
const warnings = () => world.rt.notifications.log.filter((entry) => entry.type === "warn").map((entry) => entry.message);
const setUp = () => world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));

/** Every one of the GM's 54 cards lies somewhere, once [DOA-01]. */
function expectGmDeckWhole(): void {
  const keys = gmCards().map(cardKey);
  expect(keys).toHaveLength(54);
  expect(new Set(keys).size).toBe(54);
}

describe("the GM's table tool", () => {
  it("[DOA-08] the GM reveals a TC onto the GM's table, named in chat; a player's check against it resolves", async () => {
    const ann = world.players[0]!;
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer, system: { attributes: { AGL: 2 }, skills: { finesse: 1 } } });
    await setUp();
    const x = xena.id!;
    await stackDeck(world, "gm", "KH", "gm-discard");
    // No Fate Card in Xena's deck: the check ends with its draw.
    await stackDeck(world, x, "2C 3C 4C 5C 6C 7C 8C 9C", `discard:${x}`);

    const app = await openTool(world.gm);
    expect(app.renderedParts["tool"]).toContain("No Target Card lies on the table.");
    await world.rt.as(world.gm, () => world.rt.clickAction(app, "drawTc"));
    expect(codes("gm-table")).toEqual(["KH"]);
    const shown = game.messages.contents.at(-1)!;
    expect(shown.content).toContain("Target Card revealed");
    expect(shown.content).toContain(`alt="${cardShortName(world.cardsIn("gm-table")[0]!)}"`);
    expect(app.renderedParts["tool"]).toContain('data-tc="KH"');
    expect(warnings()).toEqual([]);

    const started = await world.ask(ann, {
      kind: "startCard",
      messageType: DOA_MESSAGE.check,
      actorId: x,
      options: { on: "finesse", tc: "KH", dr: 2 },
    });
    expect(started.ok).toBe(true);
    const id = started.ok ? started.messageId! : "";
    expect((await world.act(ann, id, "draw")).ok).toBe(true);
    const check = (
      game.messages.get(id)!.system as unknown as { state: { check: { phase: string; result: { card: { rank: number } } | null } } }
    ).state.check;
    expect(check.phase).toBe("done");
    expect(check.result?.card.rank).toBeGreaterThanOrEqual(2);
    // The TC stays on the GM's table for further checks until the GM clears it.
    expect(codes("gm-table")).toEqual(["KH"]);
  });

  it("[DOA-02][DOA-06] a joker drawn as TC goes to the GM's hand and is replaced; the reshuffle counts as the GM deck's exhaustion", async () => {
    await setUp();
    await stackDeck(world, "gm", "JKR", "gm-discard");
    await move(world, "gm", "JKB", "gm-discard", "gm-hand");
    const { drawTargetCard } = await tool();
    expect((await world.rt.as(world.gm, () => drawTargetCard())).ok).toBe(true);

    expect(codes("gm-hand").sort()).toEqual(["JKB", "JKR"]);
    const table = world.cardsIn("gm-table");
    expect(table).toHaveLength(1);
    expect(table[0]!.kind).toBe("suited");
    expect(doa.gather.gmExhaustions()).toBe(1);
    const content = game.messages.contents.at(-1)!.content ?? "";
    expect(content).toContain("The Red Joker came up first");
    expect(content).toContain("shuffled back in");
    expectGmDeckWhole();

    const app = await openTool(world.gm);
    expect(app.renderedParts["tool"]).toContain("Next check: Lower Hand (1)");
    expect(app.renderedParts["tool"]).toMatch(/data-deck-left="51"/);
  });

  it("[DOA-06][DOA-20][DOA-02] the GM's deck rests: table, discards and an old spent pile shuffled back (aces to the hand), no exhaustion penalty; after a long rest the hand holds both jokers", async () => {
    await setUp();
    await stackDeck(world, "gm", "5H", "gm-discard");
    await move(world, "gm", "JKB", "gm-discard", "gm-spent");
    const { drawTargetCard } = await tool();
    // The deck runs out: the reveal reshuffles, so the GM's deck is exhausted once.
    expect((await world.rt.as(world.gm, () => drawTargetCard())).ok).toBe(true);
    expect((await world.rt.as(world.gm, () => drawTargetCard())).ok).toBe(true);
    expect(doa.gather.gmExhaustions()).toBe(1);
    expect(world.cardsIn("gm-table")).toHaveLength(2);
    await move(world, "gm", "AC", "gm-deck", "gm-table");
    await move(world, "gm", codes("gm-deck").slice(0, 3).join(" "), "gm-deck", "gm-discard");

    const app = await openTool(world.gm);
    await world.rt.as(world.gm, () => world.rt.clickAction(app, "restDeck", { kind: "shortRest" }));
    expect(doa.gather.gmExhaustions()).toBe(0);
    expect(world.cardsIn("gm-discard")).toEqual([]);
    // A world's old spent pile is gathered too: no card stays out of the deck for good.
    expect(codes("gm-spent")).toEqual([]);
    expect(world.cardsIn("gm-table")).toEqual([]);
    expect(codes("gm-hand")).toEqual(["AC"]);
    expect(world.cardsIn("gm-deck")).toHaveLength(53);

    // A joker spent since lies on the discard pile, the other was never drawn: after the long rest
    // the GM's hand holds both.
    await move(world, "gm", "JKB", "gm-deck", "gm-discard");
    await world.rt.as(world.gm, () => world.rt.clickAction(app, "restDeck", { kind: "longRest" }));
    expect(codes("gm-spent")).toEqual([]);
    expect(codes("gm-hand").sort()).toEqual(["AC", "JKB", "JKR"]);
    expectGmDeckWhole();
    expect(app.renderedParts["tool"]).toContain(game.i18n.localize("DECKBOUND.DOA.Sheet.NoPenalty"));
  });

  it("[DOA-02][DOA-01] clearing the table sends aces to the GM's hand and the rest to the discard; every GM card is still somewhere once", async () => {
    await setUp();
    await move(world, "gm", "AS 8C", "gm-deck", "gm-table");
    const { clearTable, drawTargetCard } = await tool();
    expect((await world.rt.as(world.gm, () => drawTargetCard())).ok).toBe(true);
    const lying = world.cardsIn("gm-table");
    expect(lying).toHaveLength(3);
    const handBefore = world.cardsIn("gm-hand").length;

    const app = await openTool(world.gm);
    await world.rt.as(world.gm, () => world.rt.clickAction(app, "clearTable"));
    expect(world.cardsIn("gm-table")).toEqual([]);
    const aces = lying.filter((card) => card.kind === "suited" && card.rank === 14);
    const others = lying.filter((card) => !aces.includes(card));
    expect(world.cardsIn("gm-hand").map(cardKey)).toEqual(expect.arrayContaining(aces.map(cardKey)));
    expect(world.cardsIn("gm-hand")).toHaveLength(handBefore + aces.length);
    expect(world.cardsIn("gm-discard").map(cardKey)).toEqual(expect.arrayContaining(others.map(cardKey)));
    expect(codes("gm-hand")).toContain("AS");
    expect(codes("gm-discard")).toContain("8C");
    expectGmDeckWhole();

    // An empty table: a warning, and nothing moves.
    expect(await world.rt.as(world.gm, () => clearTable())).toEqual({ ok: false, reason: "DECKBOUND.DOA.Tool.Refusal.TableEmpty" });
    await world.rt.as(world.gm, () => world.rt.clickAction(app, "clearTable"));
    expect(warnings()).toEqual(["No card lies on the GM's table."]);
    expectGmDeckWhole();
  });

  it("[DOA-08] with the GM's deck and discards empty, revealing a TC is refused with a warning and changes nothing", async () => {
    await setUp();
    await stackDeck(world, "gm", "", "gm-spent");
    const app = await openTool(world.gm);
    const before = GM_STACKS.map((address) => world.cardsIn(address).length);
    await world.rt.as(world.gm, () => world.rt.clickAction(app, "drawTc"));
    expect(warnings()).toEqual(["The GM's action deck and discard pile hold no card to reveal."]);
    expect(GM_STACKS.map((address) => world.cardsIn(address).length)).toEqual(before);
    expect(game.messages.contents).toHaveLength(0);
  });

  it("[DOA-08][DOA-06][CORE-06] an assistant GM, while the GM is connected, reveals a TC, clears the table and rests the GM's deck from the tool", async () => {
    await setUp();
    // Foundry's ASSISTANT role "has many of the same in-game controls as a Game Master User"
    // (https://foundryvtt.com/api/enums/foundry.CONST.USER_ROLES.html); the connected GM stays the active one.
    const coGm = await world.rt.createUser({ name: "Co-GM", role: "ASSISTANT" });
    expect(game.users.activeGM?.id).toBe(world.gm.id);
    await stackDeck(world, "gm", "KH", "gm-discard");
    const app = await openTool(coGm);
    // Failed before: each of these ran only on the active GM's own client (NotActiveGM).
    await world.rt.as(coGm, () => world.rt.clickAction(app, "drawTc"));
    expect(codes("gm-table")).toEqual(["KH"]);
    expect(game.messages.contents.at(-1)!.content).toContain("Target Card revealed");
    await world.rt.as(coGm, () => world.rt.clickAction(app, "clearTable"));
    expect(world.cardsIn("gm-table")).toEqual([]);
    await world.rt.as(coGm, () => world.rt.clickAction(app, "restDeck", { kind: "shortRest" }));
    expect(world.cardsIn("gm-discard")).toEqual([]);
    expect(warnings()).toEqual([]);
    expectGmDeckWhole();
  });

  it("[DOA-08] a player cannot run the tool's actions: no draw, no clearing, no Epic Event", async () => {
    const ann = world.players[0]!;
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer });
    await setUp();
    await move(world, "gm", "5S", "gm-deck", "gm-table");
    const { clearTable, drawTargetCard } = await tool();
    expect(await world.rt.as(ann, () => drawTargetCard())).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotGM" });
    expect(await world.rt.as(ann, () => clearTable())).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotGM" });
    const app = await openTool(ann);
    expect(app.renderedParts["tool"]).toContain("Only the GM uses this tool.");
    expect(app.renderedParts["tool"]).not.toContain("data-action=");
    await world.rt.as(ann, () => world.rt.submitForm(app, { kind: "epic", [`dealer-${xena.id}`]: true }));
    expect(codes("gm-table")).toEqual(["5S"]);
    expect(world.cardsIn("gm-deck")).toHaveLength(53);
    expect(game.messages.contents).toHaveLength(0);
  });

  it("the GM of a DOA world gets a Token-controls button that opens and closes the tool; a player gets none", async () => {
    type Tool = { name: string; button: boolean; onChange(): void };
    const controlsAs = (user: User.Implementation) => {
      const controls = { tokens: { tools: { select: { name: "select" } } as Record<string, Tool | { name: string }> } };
      // The installed Foundry types do not list this hook.
      world.rt.as(user, () =>
        (Hooks as unknown as { callAll(hook: string, ...args: unknown[]): true }).callAll("getSceneControlButtons", controls),
      );
      return controls.tokens.tools;
    };
    expect(Object.keys(controlsAs(world.players[0]!))).toEqual(["select"]);
    const button = controlsAs(world.gm)[DOA_GM_TABLE_TOOL] as Tool;
    expect(button).toMatchObject({ name: DOA_GM_TABLE_TOOL, button: true, order: 1 });
    const isOpen = () => foundry.applications.instances.has("deckbound-doa-gm-table");
    await world.rt.as(world.gm, async () => {
      button.onChange();
      await waitFor(() => expect(isOpen()).toBe(true));
      button.onChange();
      await waitFor(() => expect(isOpen()).toBe(false));
    });
  });

  it("[DOA-19][DOA-20] the GM starts an Epic Event for the two Dealers ticked, then a long rest for one; none ticked is refused", async () => {
    const [ann, bob] = world.players as [User.Implementation, User.Implementation];
    const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer });
    const jonas = await world.actor("Jonas", bob, { type: DOA_ACTOR.dealer });
    await world.actor("Orc", null, { type: DOA_ACTOR.bystander, system: { hp: { value: 1, max: 1 } } });
    await setUp();
    const [x, j] = [xena.id!, jonas.id!];
    const app = await openTool(world.gm);
    expect(app.renderedParts["tool"]).toContain(`name="dealer-${x}"`);
    expect(app.renderedParts["tool"]).toContain(`name="dealer-${j}"`);
    expect(app.renderedParts["tool"]).not.toContain("Orc");

    const setupOf = (message: ChatMessage.Implementation) =>
      (message.system as unknown as { state: { setup: { kind: string; players: { id: string }[] } } }).state.setup;
    await world.rt.as(world.gm, () => world.rt.submitForm(app, { kind: "epic", [`dealer-${x}`]: true, [`dealer-${j}`]: true }));
    const epic = game.messages.contents.at(-1)!;
    expect(epic.type).toBe(DOA_MESSAGE.epic);
    expect(setupOf(epic).kind).toBe("epic");
    expect(setupOf(epic).players.map((player) => player.id)).toEqual([x, j]);

    await world.rt.as(world.gm, () => world.rt.submitForm(app, { kind: "longRest", [`dealer-${x}`]: false, [`dealer-${j}`]: true }));
    const rest = game.messages.contents.at(-1)!;
    expect(setupOf(rest).kind).toBe("longRest");
    expect(setupOf(rest).players.map((player) => player.id)).toEqual([j]);

    await world.rt.as(world.gm, () => world.rt.submitForm(app, { kind: "shortRest", [`dealer-${x}`]: false, [`dealer-${j}`]: false }));
    await world.rt.as(world.gm, () => world.rt.submitForm(app, { kind: "nap", [`dealer-${x}`]: true }));
    expect(warnings()).toEqual(["Tick at least one Dealer.", "Choose an Epic Event, a short rest or a long rest."]);
    expect(game.messages.contents).toHaveLength(2);
  });

  it("[DOA-02] the open tool follows the GM's cards: an ace reaching the GM's hand shows there without pressing anything", async () => {
    await setUp();
    const app = await openTool(world.gm);
    expect(app.renderedParts["tool"]).toContain("No Fate Cards");
    await move(world, "gm", "AS", "gm-deck", "gm-hand");
    const ace = cardShortName(world.cardsIn("gm-hand")[0]!);
    await waitFor(() => expect(app.renderedParts["tool"]).toContain(`alt="${ace}"`));
  });
});
