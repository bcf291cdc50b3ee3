/**
 * The base actor sheet on the Foundry test runtime, with the sample ruleset: it renders the hand
 * (cards with art, the deck's count, the table's piles), its draw / play / discard actions go
 * through the GM queue, and play / edit modes switch.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { identityOf } from "../../src/foundry/table/card-identity.ts";
import { createWorld } from "./world.ts";
import { waitFor } from "./wait.ts";
import type { World } from "./world.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld(2);
});

afterEach(() => {
  world.rt.uninstall();
  expect(world.audit.violations).toEqual([]);
});

type RenderedSheet = { render(options: object): Promise<unknown>; renderedHTML: string; renderedParts: Record<string, string> };

async function openSheet(actor: Actor.Implementation, user: User.Implementation): Promise<RenderedSheet> {
  const { DeckboundActorSheet } = world.modules.actorSheet;
  const sheet = new DeckboundActorSheet({ document: actor } as never) as unknown as RenderedSheet;
  await world.rt.as(user, () => sheet.render({ force: true }));
  return sheet;
}

const handOf = (actor: Actor.Implementation) => {
  const stack = world.modules.directory.findStack("high-card", { stack: "hand", owner: actor.id! });
  return stack ? world.modules.table.cardsLyingIn(stack).map(({ card }) => card) : [];
};

describe("the base actor sheet", () => {
  it("re-renders an open sheet once after cards move in its stacks", async () => {
    const player = world.players[0]!;
    const ada = await world.character("Ada", player);
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.modules.sample.highCardRuleset));
    const sheet = await openSheet(ada, player);
    expect(sheet.renderedParts["hand"]).toContain('data-deck-count="52"');
    await world.rt.as(player, () => world.modules.authority.askGm({ kind: "draw", actorId: ada.id!, count: 4 }));
    await waitFor(() => expect(sheet.renderedParts["hand"]).toContain('data-deck-count="48"'));
  });

  it("[CORE-01] renders the owner's hand with card art and suit symbols, the deck's count and the table's piles", async () => {
    const player = world.players[0]!;
    const ada = await world.character("Ada", player);
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.modules.sample.highCardRuleset));
    await world.rt.as(player, () => world.modules.authority.askGm({ kind: "draw", actorId: ada.id!, count: 3 }));

    const sheet = await openSheet(ada, player);
    const hand = sheet.renderedParts["hand"]!;
    for (const card of handOf(ada)) {
      expect(hand).toContain(`systems/deckbound/assets/cards/${identityOf(card).code}.svg`);
      expect(hand).toContain(`data-code="${identityOf(card).code}"`);
    }
    expect(hand).toMatch(/[♣♦♥♠]/);
    expect(hand).toContain('data-deck-count="49"');
    expect(hand).toContain("49 left");
    expect(hand).toContain('data-action="drawCard"');
    expect(hand).toContain('data-action="playCard"');
    expect(hand).toContain('data-drop-stack="table"');
    expect(hand).not.toContain('data-drop-stack="discard"');
    expect(sheet.renderedHTML).not.toMatch(/DECKBOUND\./);
    expect(sheet.renderedParts["header"]).toContain("Ada");
  });

  it("[CORE-03] draw, play and discard buttons move cards through the GM; another player sees no buttons", async () => {
    const player = world.players[0]!;
    const ada = await world.character("Ada", player);
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.modules.sample.highCardRuleset));
    const sheet = await openSheet(ada, player);

    await world.rt.as(player, () => world.rt.clickAction(sheet, "drawCard"));
    await world.rt.as(player, () => world.rt.clickAction(sheet, "drawCard"));
    expect(handOf(ada)).toHaveLength(2);
    const [first, second] = handOf(ada).map(identityOf);
    await world.rt.as(player, () => world.rt.clickAction(sheet, "playCard", { code: first!.code, origin: first!.origin }));
    await world.rt.as(player, () => world.rt.clickAction(sheet, "discardCard", { code: second!.code, origin: second!.origin }));
    expect(handOf(ada)).toHaveLength(0);
    await world.rt.as(player, () => sheet.render({}));
    expect(sheet.renderedParts["hand"]).toContain(`${first!.code}.svg`);
    expect(sheet.renderedParts["hand"]).toContain("No cards in hand. Draw one, or drag a card here.");

    // Who has no Draw button is not told to draw (it pointed 52 Fates players and observers to a button not there).
    const observer = await openSheet(ada, world.players[1]!);
    expect(observer.renderedParts["hand"]).not.toContain('data-action="drawCard"');
    expect(observer.renderedParts["hand"]).toContain("No cards in hand.");
    expect(observer.renderedParts["hand"]).not.toContain("Draw one");
  });

  it("switches between play and edit mode; only an editable sheet offers edit mode", async () => {
    const player = world.players[0]!;
    const ada = await world.character("Ada", player);
    const sheet = await openSheet(ada, player);
    expect(sheet.renderedParts["header"]).toContain('data-action="toggleMode"');
    expect(sheet.renderedParts["header"]).not.toContain('name="name"');
    await world.rt.as(player, () => world.rt.clickAction(sheet, "toggleMode"));
    expect(sheet.renderedParts["header"]).toContain('name="name"');
    const observer = await openSheet(ada, world.players[1]!);
    expect(observer.renderedParts["header"]).not.toContain('data-action="toggleMode"');
  });
});
