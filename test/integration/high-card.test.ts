/**
 * The sample "high card" ruleset end to end on the Foundry test runtime: stacks set up (idempotent,
 * repaired), players drawing through the GM queue, forged requests refused, a chat card walking
 * draw → reveal → resolved, with the hidden-card audit on every message.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { identityOf } from "../../src/foundry/table/card-identity.ts";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";
import { waitFor } from "./wait.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld(2);
});

afterEach(() => {
  world.rt.uninstall();
  expect(world.audit.violations).toEqual([]);
});

const ruleset = () => world.modules.sample.highCardRuleset;
const stack = (address: string) => {
  const parsed = address.split(":");
  return world.modules.directory.findStack(ruleset().id, parsed[1] ? { stack: parsed[0]!, owner: parsed[1] } : { stack: parsed[0]! });
};
const lying = (address: string) => world.modules.table.cardsLyingIn(stack(address)!).map(({ card }) => card);
const totalCards = () =>
  ["deck", "discard", "table"].reduce((n, s) => n + lying(s).length, 0) +
  game.actors.contents.reduce((n, a) => n + lying(`hand:${a.id}`).length, 0);

async function setUp(): Promise<void> {
  await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(ruleset()));
}

describe("stack setup", () => {
  it("[CORE-03] creates every stack once, with a hand per character owned by the character's owners; running it again changes nothing", async () => {
    const ada = await world.character("Ada", world.players[0]!);
    const bo = await world.character("Bo", world.players[1]!);
    const progress: [number, number][] = [];
    const first = await world.rt.as(world.gm, () =>
      world.modules.setup.setUpStacks(ruleset(), (done, total) => progress.push([done, total])),
    );
    expect(first.created).toEqual(["deck", "discard", "table"]);
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(game.cards.size).toBe(5);
    expect(lying("deck")).toHaveLength(52);
    const hand = stack(`hand:${ada.id}`)!;
    expect(hand.testUserPermission(world.players[0]!, "OWNER")).toBe(true);
    expect(hand.testUserPermission(world.players[1]!, "LIMITED")).toBe(false);
    expect(stack(`hand:${bo.id}`)!.testUserPermission(world.players[1]!, "OWNER")).toBe(true);
    expect(stack("deck")!.testUserPermission(world.players[0]!, "LIMITED")).toBe(false);
    const countBefore = game.cards.size;
    world.rt.writes.reset();
    const again = await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(ruleset()));
    expect(again.created).toEqual([]);
    expect(game.cards.size).toBe(countBefore);
    expect(world.rt.writes.count).toBe(0);
  });

  it("[CORE-03] repair recreates a deleted deck without duplicating a card (the cards lying in hands can no longer be traced to it, so they come home), and restores a damaged one", async () => {
    const ada = await world.character("Ada", world.players[0]!);
    await setUp();
    const drawn = await world.rt.as(world.players[0]!, () => world.modules.authority.askGm({ kind: "draw", actorId: ada.id!, count: 3 }));
    expect(drawn.ok).toBe(true);
    await world.rt.as(world.gm, () => stack("deck")!.delete());
    const report = await world.rt.as(world.gm, () => world.modules.setup.repairStacks(ruleset()));
    expect(report.created).toEqual(["deck"]);
    expect(report.cards.unverifiedRemoved).toHaveLength(3);
    expect(lying("deck")).toHaveLength(52);
    expect(totalCards()).toBe(52);
    const deck = stack("deck")!;
    const victims = deck.cards.contents
      .filter((card) => !card.drawn)
      .slice(0, 2)
      .map((card) => card.id!);
    await world.rt.as(world.gm, () => deck.deleteEmbeddedDocuments("Card", victims));
    expect(totalCards()).toBe(50);
    const second = await world.rt.as(world.gm, () => world.modules.setup.repairStacks(ruleset()));
    expect(second.repaired).toEqual(["deck"]);
    expect(totalCards()).toBe(52);
  });
});

describe("drawing through the GM queue", () => {
  it("[CORE-03] a draw of N cards costs at most 2 writes, whatever N", async () => {
    const ada = await world.character("Ada", world.players[0]!);
    await setUp();
    for (const count of [1, 5, 20]) {
      world.rt.writes.reset();
      const result = await world.rt.as(world.players[0]!, () => world.modules.authority.askGm({ kind: "draw", actorId: ada.id!, count }));
      expect(result.ok && result.cards?.length).toBe(count);
      expect(world.rt.writes.count).toBeLessThanOrEqual(2);
    }
  });

  it("[CORE-03] 100 concurrent player draws through the queue draw every card exactly once, and the rest are told the deck is empty", async () => {
    const ada = await world.character("Ada", world.players[0]!);
    const bo = await world.character("Bo", world.players[1]!);
    await setUp();
    const requests = Array.from({ length: 100 }, (_, i) => {
      const [player, actor] = i % 2 === 0 ? [world.players[0]!, ada] : [world.players[1]!, bo];
      return world.rt.as(player, () => world.modules.authority.askGm({ kind: "draw", actorId: actor.id!, count: 1 }));
    });
    const results = await Promise.all(requests);
    const drawn = results.flatMap((result) => (result.ok ? (result.cards ?? []) : []));
    const keys = drawn.map((card) => `${card.code}@${card.origin}`);
    // 52 draws find a card; the 48 that find the deck already empty are told so (Step 8: never an empty success).
    expect(results.filter((result) => result.ok)).toHaveLength(52);
    expect(results.filter((result) => !result.ok).every((result) => !result.ok && result.reason === "DECKBOUND.Refusal.DeckEmpty")).toBe(
      true,
    );
    expect(new Set(keys).size).toBe(52);
    expect(lying("deck")).toHaveLength(0);
    expect(keys).toHaveLength(52);
    expect(lying(`hand:${ada.id}`).length + lying(`hand:${bo.id}`).length).toBe(52);
  });

  it("[CORE-06] with no GM connected the player gets a clear message and nothing changes", async () => {
    const ada = await world.character("Ada", world.players[0]!);
    await setUp();
    (world.gm as unknown as { active: boolean }).active = false;
    world.rt.writes.reset();
    const result = await world.rt.as(world.players[0]!, () => world.modules.authority.askGm({ kind: "draw", actorId: ada.id!, count: 1 }));
    expect(result).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NoGM" });
    expect(world.rt.notifications.log.at(-1)?.message).toMatch(/No Gamemaster is connected/);
    expect(world.rt.writes.count).toBe(0);
  });
});

describe("forged and illegal requests", () => {
  it("[CORE-06] at least 10 kinds of forged or illegal request are refused with a localised reason and change nothing", async () => {
    const ada = await world.character("Ada", world.players[0]!);
    const bo = await world.character("Bo", world.players[1]!);
    await setUp();
    const mine = await world.rt.as(world.players[0]!, () => world.modules.authority.askGm({ kind: "draw", actorId: ada.id!, count: 2 }));
    const myCard = mine.ok ? mine.cards![0]! : { code: "AS", origin: "main" };
    const notMine = lying("deck")[0]!;
    const player = world.players[0]!;
    // A determined player signs whatever they send with their own key: the GM must still refuse it.
    const send = (envelope: unknown) =>
      world.rt.as(player, async () => game.users.activeGM!.query("deckbound.request", await world.modules.identity.sealRequest(envelope)));
    const base = (request: unknown, userId = player.id!) => ({ userId, ruleset: "high-card", request });
    const forged: [string, unknown, string][] = [
      ["not an object", "draw please", "Malformed"],
      ["unknown kind", base({ kind: "steal" }), "UnknownKind"],
      ["unknown user", base({ kind: "draw", actorId: ada.id, count: 1 }, "nobody0000000000"), "UnknownUser"],
      ["wrong ruleset", { userId: player.id, ruleset: "belmont", request: { kind: "draw", actorId: ada.id, count: 1 } }, "WrongRuleset"],
      ["another player's character", base({ kind: "draw", actorId: bo.id, count: 1 }), "NotOwner"],
      ["unknown actor", base({ kind: "draw", actorId: "missing0000000000", count: 1 }), "UnknownActor"],
      ["negative count", base({ kind: "draw", actorId: ada.id, count: -3 }), "BadCount"],
      ["huge count", base({ kind: "draw", actorId: ada.id, count: 1000 }), "BadCount"],
      ["string count", base({ kind: "draw", actorId: ada.id, count: "5" }), "BadCount"],
      [
        "picking from the hidden deck",
        base({ kind: "move", from: "deck", to: `hand:${ada.id}`, cards: [{ code: "AS", origin: "main" }] }),
        "HiddenStack",
      ],
      ["taking from another hand", base({ kind: "move", from: `hand:${bo.id}`, to: `hand:${ada.id}`, cards: [myCard] }), "StackNotYours"],
      [
        "dropping into another character's hand",
        base({ kind: "move", from: `hand:${ada.id}`, to: `hand:${bo.id}`, cards: [myCard] }),
        "NoDrop",
      ],
      [
        "a card not in the hand",
        base({ kind: "move", from: `hand:${ada.id}`, to: "table", cards: [identityOf(notMine)] }),
        "CardNotInStack",
      ],
      ["not a card", base({ kind: "move", from: `hand:${ada.id}`, to: "table", cards: [{ code: "1Z", origin: "main" }] }), "BadCard"],
      ["the same card twice", base({ kind: "move", from: `hand:${ada.id}`, to: "table", cards: [myCard, myCard] }), "BadCard"],
      ["a stack the ruleset lacks", base({ kind: "move", from: `hand:${ada.id}`, to: "vault", cards: [myCard] }), "BadAddress"],
      ["a world stack with an owner", base({ kind: "move", from: `hand:${ada.id}`, to: `table:${bo.id}`, cards: [myCard] }), "BadAddress"],
      ["an unknown chat card", base({ kind: "cardAction", messageId: "missing0000000000", action: "draw", data: null }), "UnknownMessage"],
      [
        "an unknown procedure",
        base({ kind: "startCard", messageType: "belmont-task", actorId: ada.id, options: null }),
        "UnknownProcedure",
      ],
    ];
    const before = JSON.stringify(game.cards.contents.map((c) => c.toObject()));
    world.rt.writes.reset();
    for (const [name, envelope, reason] of forged) {
      const result = await send(envelope);
      expect(result, name).toEqual({ ok: false, reason: `DECKBOUND.Refusal.${reason}` });
      expect(game.i18n.localize(`DECKBOUND.Refusal.${reason}`), name).not.toMatch(/^DECKBOUND\./);
    }
    expect(world.rt.writes.count).toBe(0);
    expect(JSON.stringify(game.cards.contents.map((c) => c.toObject()))).toBe(before);
    expect(new Set(forged.map(([, , reason]) => reason)).size).toBeGreaterThanOrEqual(10);
  });
});

describe("the high-card chat card", () => {
  it("[CORE-06] walks draw → reveal → resolved; message data never holds a hidden card; out-of-order steps are refused", async () => {
    const ada = await world.character("Ada", world.players[0]!);
    await setUp();
    const player = world.players[0]!;
    const ask = world.modules.authority.askGm;
    const started = await world.rt.as(player, () =>
      ask({ kind: "startCard", messageType: "high-card", actorId: ada.id!, options: { target: 8 } }),
    );
    expect(started.ok).toBe(true);
    const messageId = started.ok ? started.messageId! : "";
    const message = () => game.messages.get(messageId)!;
    expect(await world.seeCard(messageId, player)).toContain('data-action="draw"');

    const early = await world.rt.as(player, () => ask({ kind: "cardAction", messageId, action: "resolve", data: null }));
    expect(early).toEqual({ ok: false, reason: "DECKBOUND.Foundry.Sample.Refusal.Phase" });
    const stranger = await world.rt.as(world.players[1]!, () => ask({ kind: "cardAction", messageId, action: "draw", data: null }));
    expect(stranger).toEqual({ ok: false, reason: "DECKBOUND.Foundry.Sample.Refusal.NotOwner" });

    expect((await world.rt.as(player, () => ask({ kind: "cardAction", messageId, action: "draw", data: null }))).ok).toBe(true);
    expect((message().system as unknown as { state: { phase: string } }).state.phase).toBe("drawn");
    const [card] = lying(`hand:${ada.id}`);
    expect(card).toBeDefined();
    const identity = identityOf(card!);

    const revealed = await world.rt.as(player, () => ask({ kind: "cardAction", messageId, action: "reveal", data: identity }));
    expect(revealed.ok).toBe(true);
    expect(lying("table")).toHaveLength(1);
    expect(await world.seeCard(messageId, player)).toContain(`${identity.code}.svg`);

    expect((await world.rt.as(player, () => ask({ kind: "cardAction", messageId, action: "resolve", data: null }))).ok).toBe(true);
    const state = (message().system as unknown as { state: { phase: string; success: boolean } }).state;
    expect(state.phase).toBe("resolved");
    expect(state.success).toBe(card!.kind === "suited" && card!.rank > 8);
    expect(lying("discard")).toHaveLength(1);
    expect(world.audit.audited).toBeGreaterThanOrEqual(4);
  });
});

describe("per-character stacks", () => {
  it("[CORE-03] a new character gets its hand from the active GM, and the hand follows the character's owners", async () => {
    await setUp();
    const ada = await world.character("Ada", world.players[0]!);
    const hand = () => stack(`hand:${ada.id}`);
    expect(hand()).toBeDefined();
    expect(hand()!.testUserPermission(world.players[0]!, "OWNER")).toBe(true);
    await world.rt.as(world.gm, () => ada.update({ ownership: { [world.players[1]!.id!]: 3 } } as never));
    await waitFor(() => expect(hand()!.testUserPermission(world.players[1]!, "OWNER")).toBe(true));
    expect(hand()!.testUserPermission(world.players[0]!, "OWNER")).toBe(true);
  });
});

describe("the hidden-card audit", () => {
  it("[CORE-06] catches a message that names a card still in the hidden deck, and one still in a hand", async () => {
    const ada = await world.character("Ada", world.players[0]!);
    await setUp();
    await world.rt.as(world.players[0]!, () => world.modules.authority.askGm({ kind: "draw", actorId: ada.id!, count: 1 }));
    const inDeck = lying("deck")[0]!;
    const inHand = lying(`hand:${ada.id}`)[0]!;
    const { cardArt } = await import("../../src/foundry/table/card-identity.ts");
    await world.rt.as(world.gm, () => ChatMessage.create({ content: `<img src="${cardArt(inDeck)}">` }));
    await world.rt.as(world.gm, () =>
      ChatMessage.create({ content: "<p>nothing here</p>", flags: { x: { card: identityOf(inHand) } } } as never),
    );
    expect(new Set(world.audit.violations.map((violation) => violation.split(" reveals ")[0])).size).toBe(2);
    expect(world.audit.violations[0]).toContain("hidden in");
    world.audit.violations.length = 0;
  });
});

describe("the chat card's delegated listener", () => {
  it("[CORE-06] one click listener per rendered card sends the clicked data-action to the GM, which re-renders the card", async () => {
    const ada = await world.character("Ada", world.players[0]!);
    await setUp();
    const player = world.players[0]!;
    const started = await world.rt.as(player, () =>
      world.modules.authority.askGm({ kind: "startCard", messageType: "high-card", actorId: ada.id!, options: null }),
    );
    const message = game.messages.get(started.ok ? started.messageId! : "")!;

    // A minimal stand-in for the rendered message element and the clicked button (the runtime has no DOM).
    class FakeElement {
      attributes = new Set<string>();
      constructor(
        readonly dataset: Record<string, string>,
        readonly inCard: boolean,
      ) {}
      closest(selector: string): FakeElement | null {
        return selector === "[data-action]" || (this.inCard && selector === ".deckbound-chat-card") ? this : null;
      }
      hasAttribute(name: string) {
        return this.attributes.has(name);
      }
      setAttribute(name: string) {
        this.attributes.add(name);
      }
      removeAttribute(name: string) {
        this.attributes.delete(name);
      }
    }
    // Click listeners only: the card also listens for cards dropped on it from the docked hand.
    const listeners: ((event: object) => void)[] = [];
    const content = {
      innerHTML: "",
      addEventListener: (type: string, listener: (event: object) => void) => (type === "click" ? listeners.push(listener) : 0),
    };
    const html = { querySelector: (selector: string) => (selector === ".message-content" ? content : null) };
    (globalThis as Record<string, unknown>)["Element"] = FakeElement;
    try {
      await world.rt.as(player, async () => {
        // What the system's ChatMessage#renderHTML does with the element Foundry rendered (chat-message.ts).
        await (message.system as unknown as { renderInto(html: never): Promise<void> }).renderInto(html as never);
        expect(listeners).toHaveLength(1);
      });
      expect(content.innerHTML).toContain('data-action="draw"');
      const stopped: boolean[] = [];
      const click = (target: FakeElement) => {
        const event = { target, preventDefault() {}, stopped: false, stopPropagation: () => (event.stopped = true) };
        listeners[0]!(event);
        stopped.push(event.stopped);
      };
      await world.rt.as(player, async () => {
        click(new FakeElement({ action: "draw" }, false)); // outside the card: ignored
        click(new FakeElement({ action: "draw" }, true));
        // The card's own click goes no further (the chat log's action handlers never see it); another is left alone.
        expect(stopped).toEqual([false, true]);
        await waitFor(() => expect((message.system as unknown as { state: { phase: string } }).state.phase).toBe("drawn"));
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(world.rt.notifications.log).toEqual([]); // the click outside the card sent nothing
      expect(await world.seeCard(message, player)).not.toContain('data-action="draw"');
    } finally {
      delete (globalThis as Record<string, unknown>)["Element"];
    }
  });
});
