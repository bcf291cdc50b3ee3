/**
 * What the table shows is true: every kind of open view — a document sheet, a GM tool, a stack's
 * window, the docked hand — re-renders when a document it shows changes underneath it (another
 * client's write), on the client that has it open, and not when something it does not show changes.
 * A document's own sheet follows it as Foundry's does (Document#apps, test/runtime/document.ts);
 * views of other documents through src/foundry/live-views.ts.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ApplicationV2 } from "../runtime/application.ts";
import { cardShortName } from "../../src/foundry/table/card-identity.ts";
import { DIRECTOR, NPC_TYPE } from "../../src/rulesets/director/ids.ts";
import { DIRECTOR_TABLE } from "./director/helpers.ts";
import { until } from "./wait.ts";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

let world: World;

afterEach(() => expect(world.close()).toEqual([]));

/** What the runtime's render keeps of an application (test/runtime/application.ts). */
interface OpenView {
  render(options: { force: boolean }): Promise<unknown>;
  close(): Promise<unknown>;
  readonly renderedHTML: string;
  readonly renderedContext: object | undefined;
}

async function open<T extends OpenView>(view: T, user: User.Implementation): Promise<T> {
  await world.rt.as(user, () => view.render({ force: true }));
  return view;
}

/** Wait until the view shows `text` (it re-renders on its own: nobody calls render). */
const shows = (view: OpenView, text: string) => until(() => view.renderedHTML.includes(text));

/** Let any burst of re-renders settle (the mechanism renders once per burst, after 50 ms). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 120));

describe("open views follow the world", () => {
  it("the Director tool, open, lists a non-player character the GM creates, and ignores an item's change", async () => {
    world = await createWorld(DIRECTOR_TABLE);
    await world.setUp();
    const { DirectorToolApp } = await import("../../src/rulesets/director/gm/director-tool.ts");
    const tool = await open(new DirectorToolApp() as unknown as OpenView, world.gm);
    expect(tool.renderedHTML).toContain("No non-player characters in this world.");
    await world.actor("Vesper", null, { type: NPC_TYPE });
    await shows(tool, "Vesper");
    expect(tool.renderedHTML).not.toContain("No non-player characters in this world.");

    // Only then: a world item it does not show changes; the tool is not drawn again.
    await settle();
    const before = tool.renderedContext;
    await world.rt.as(world.gm, () => Item.create({ name: "Lantern", type: Object.keys(CONFIG.Item.dataModels)[0] } as Item.CreateData));
    await settle();
    expect(tool.renderedContext).toBe(before);
    expect(world.ruleset.id).toBe(DIRECTOR);
  });

  it("a character's sheet open for its player follows the GM's change to the actor and the cards drawn into its hand", async () => {
    world = await createWorld(2);
    const [ann] = world.players as [User.Implementation];
    const ada = await world.character("Ada", ann);
    await world.setUp();
    const sheet = await open(ada.sheet as unknown as OpenView, ann);
    await world.rt.as(world.gm, () => ada.update({ name: "Ada the Bold" }));
    await shows(sheet, "Ada the Bold");

    await world.ask(ann, { kind: "draw", actorId: ada.id!, count: 2 });
    const held = world.cardsIn(`hand:${ada.id!}`);
    expect(held).toHaveLength(2);
    for (const card of held) await shows(sheet, `alt="${cardShortName(card)}"`);
  });

  it("a stack's window (a view in the stack's apps) stops listing a card that left the stack; closed, it is no longer drawn", async () => {
    world = await createWorld(2);
    const [ann] = world.players as [User.Implementation];
    const ada = await world.character("Ada", ann);
    await world.setUp();
    await world.ask(ann, { kind: "draw", actorId: ada.id!, count: 2 });
    const hand = world.modules.directory.findStack(world.ruleset.id, { stack: "hand", owner: ada.id! })!;
    const window = await open(new StackWindow(hand), ann);
    const card = hand.cards.contents[0]!;
    expect(window.renderedHTML).toContain(`data-card="${card.id!}"`);

    await world.rt.as(world.gm, () => hand.deleteEmbeddedDocuments("Card", [card.id!]));
    await until(() => !window.renderedHTML.includes(`data-card="${card.id!}"`));

    await world.rt.as(ann, () => window.close());
    const closed = window.renderedContext;
    const [other] = hand.cards.contents;
    if (other) await world.rt.as(world.gm, () => hand.deleteEmbeddedDocuments("Card", [other.id!]));
    await settle();
    expect(window.renderedContext).toBe(closed);
  });

  it("the docked hand, open in every seat, shows a card the GM's queue draws, each seat as its own client sees it", async () => {
    world = await createWorld(2);
    const [ann, bob] = world.players as [User.Implementation, User.Implementation];
    const ada = await world.character("Ada", ann);
    await world.setUp();
    await world.rt.as(world.gm, () => ann.update({ character: ada.id } as User.UpdateData));
    const { HandDock } = await import("../../src/foundry/hand-dock/hand-dock.ts");
    const annDock = await open(new HandDock() as unknown as OpenView, ann);
    const bobDock = await open(new HandDock() as unknown as OpenView, bob);
    await world.ask(ann, { kind: "draw", actorId: ada.id!, count: 1 });
    const [drawn] = world.cardsIn(`hand:${ada.id!}`);
    await shows(annDock, `alt="${cardShortName(drawn!)}"`);
    await shows(bobDock, 'alt="A face-down card"');
    expect(bobDock.renderedHTML).not.toContain(`alt="${cardShortName(drawn!)}"`);
  });
});

/** A stack's window, as the sandbox's Cards tab opens one: it joins the stack's `apps` while open. */
class StackWindow extends ApplicationV2 {
  constructor(readonly stack: Cards.Implementation) {
    super({ id: `stack-window-${stack.id}` });
  }

  override async _renderHTML(): Promise<void> {
    this.renderedHTML = this.stack.cards.contents.map((card) => `<li data-card="${card.id}"></li>`).join("");
    this.renderedParts = { main: this.renderedHTML };
  }

  override async _onFirstRender(context: Record<string, unknown>, options: Record<string, unknown>): Promise<void> {
    await super._onFirstRender(context, options);
    (this.stack.apps as Record<string, unknown>)[this.id] = this;
  }

  override _onClose(options: Record<string, unknown>): void {
    super._onClose(options);
    delete (this.stack.apps as Record<string, unknown>)[this.id];
  }
}
