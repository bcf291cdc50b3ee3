/**
 * The Foundry layer's pure parts, without the runtime: registry validation, request parsing, stack
 * addresses and plans, effect pre-checks, the GM queue, hand context.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCards } from "../../src/rules/cards/card.ts";
import { standardDeck } from "../../src/rules/cards/recipes.ts";
import type { ChatProcedure, RulesetDefinition, StackDefinition } from "../../src/foundry/registry/definition.ts";
import { RulesetDefinitionError, RulesetRegistry, validateRuleset } from "../../src/foundry/registry/registry.ts";
import { MAX_CARDS_PER_REQUEST, parseEnvelope } from "../../src/foundry/gm/requests.ts";
import { checkEffects } from "../../src/foundry/gm/effect-check.ts";
import { SerialQueue } from "../../src/foundry/gm/serial-queue.ts";
import { addressFits, formatStackAddress, parseStackAddress } from "../../src/foundry/table/stack-address.ts";
import { planStacks } from "../../src/foundry/table/stack-plan.ts";
import { buildHandView, buildSheetView, cardDragData, readCardDragData } from "../../src/foundry/sheets/hand-context.ts";
import { cardCreateData, cardFromIdentity, identityOf } from "../../src/foundry/table/card-identity.ts";

const deck: StackDefinition = {
  id: "deck",
  label: "L",
  kind: "deck",
  scope: "world",
  visibility: "hidden",
  runOut: { kind: "reshuffle", discards: ["discard"] },
  recipe: () => standardDeck(),
};
const discard: StackDefinition = {
  id: "discard",
  label: "L",
  kind: "pile",
  scope: "world",
  visibility: "public",
  runOut: { kind: "stop" },
};
const hand: StackDefinition = { id: "hand", label: "L", kind: "hand", scope: "character", visibility: "owner", runOut: { kind: "stop" } };
const bet: StackDefinition = { id: "bet", label: "L", kind: "pile", scope: "user", visibility: "owner", runOut: { kind: "stop" } };

function ruleset(overrides: Partial<RulesetDefinition> = {}): RulesetDefinition {
  return {
    id: "test",
    label: "L",
    stacks: [deck, discard, hand],
    characterTypes: ["pc"],
    dataModels: {},
    sheets: [],
    rulings: [],
    procedures: [],
    hand: { stack: "hand", drawFrom: "deck" },
    ...overrides,
  };
}

describe("ruleset registry", () => {
  it("[CORE-04] accepts a ruleset whose run-out policies name its own stacks", () => {
    expect(() => validateRuleset(ruleset())).not.toThrow();
  });

  it.each<[string, Partial<RulesetDefinition>]>([
    ["a stack declared twice", { stacks: [deck, discard, discard, hand] }],
    ["a reshuffle from an unknown stack", { stacks: [{ ...deck, runOut: { kind: "reshuffle", discards: ["graveyard"] } }, hand] }],
    ["a world deck reshuffling a per-character pile", { stacks: [{ ...deck, runOut: { kind: "reshuffle", discards: ["hand"] } }, hand] }],
    ["a deck without a recipe", { stacks: [{ ...deck, recipe: undefined }, discard, hand] }],
    ["a hidden pile", { stacks: [deck, { ...discard, visibility: "hidden" }, hand] }],
    ["a hand that is not per character", { hand: { stack: "discard" } }],
    ["a hand action on an unknown stack", { hand: { stack: "hand", playTo: "table" } }],
    ["an id with spaces", { id: "high card" }],
  ])("[CORE-04] refuses %s at registration", (_name, overrides) => {
    expect(() => validateRuleset(ruleset(overrides))).toThrow(RulesetDefinitionError);
  });

  it("refuses two rulesets claiming one chat message type, and the same ruleset twice", () => {
    const procedure = {
      messageType: "check",
      model: class {},
      actions: { draw: { parse: () => ({ ok: true, action: null }) } },
    } as unknown as RulesetDefinition["procedures"][number];
    const registry = new RulesetRegistry();
    registry.register(ruleset({ procedures: [procedure] }));
    expect(() => registry.register(ruleset())).toThrow(/twice/);
    expect(() => registry.register(ruleset({ id: "other", procedures: [procedure] }))).toThrow(/claimed/);
    expect(registry.procedureFor("check")?.ruleset.id).toBe("test");
  });

  it("refuses a chat procedure without its card model, without actions, or with an action no button can name", () => {
    const base = { messageType: "check", model: class {}, actions: { draw: { parse: () => ({ ok: true, action: null }) } } };
    const broken = [
      { ...base, model: undefined },
      { ...base, actions: {} },
      { ...base, actions: { "Draw now": base.actions.draw } },
    ];
    for (const procedure of broken) {
      expect(() => validateRuleset(ruleset({ procedures: [procedure as unknown as RulesetDefinition["procedures"][number]] }))).toThrow(
        RulesetDefinitionError,
      );
    }
  });
});

describe("stack addresses", () => {
  it("round-trip through their text form, and fit only their definition's scope", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9-]{0,10}$/),
        fc.option(fc.stringMatching(/^[a-zA-Z0-9]{1,16}$/), { nil: undefined }),
        (stack, owner) => {
          const address = owner ? { stack, owner } : { stack };
          expect(parseStackAddress(formatStackAddress(address))).toEqual(address);
        },
      ),
    );
    expect(addressFits(hand, { stack: "hand", owner: "abc" })).toBe(true);
    expect(addressFits(hand, { stack: "hand" })).toBe(false);
    expect(addressFits(discard, { stack: "discard", owner: "abc" })).toBe(false);
    expect(parseStackAddress("hand:a:b")).toBeNull();
    expect(parseStackAddress("")).toBeNull();
  });
});

describe("request parsing", () => {
  const envelope = (request: unknown) => ({ userId: "user1", ruleset: "test", request });

  it("accepts well-formed requests and normalises card identities", () => {
    const parsed = parseEnvelope(envelope({ kind: "move", from: "hand:a1", to: "discard", cards: [{ code: "as", origin: "main" }] }));
    expect(parsed).toEqual({
      ok: true,
      envelope: {
        userId: "user1",
        ruleset: "test",
        request: { kind: "move", from: "hand:a1", to: "discard", cards: [{ code: "AS", origin: "main" }] },
      },
    });
  });

  it.each<[string, unknown, string]>([
    ["a zero count", { kind: "draw", actorId: "a1", count: 0 }, "BadCount"],
    ["a fractional count", { kind: "draw", actorId: "a1", count: 1.5 }, "BadCount"],
    ["too many cards", { kind: "draw", actorId: "a1", count: MAX_CARDS_PER_REQUEST + 1 }, "BadCount"],
    ["an actor id with a path in it", { kind: "draw", actorId: "../a1", count: 1 }, "Malformed"],
    ["moving to the same stack", { kind: "move", from: "discard", to: "discard", cards: [{ code: "AS", origin: "main" }] }, "SameStack"],
    ["an empty card list", { kind: "move", from: "hand:a1", to: "discard", cards: [] }, "BadCard"],
    ["a card without origin", { kind: "move", from: "hand:a1", to: "discard", cards: [{ code: "AS" }] }, "BadCard"],
    ["an action name with markup", { kind: "cardAction", messageId: "m1", action: "<b>", data: null }, "Malformed"],
  ])("refuses %s", (_name, request, reason) => {
    expect(parseEnvelope(envelope(request))).toEqual({ ok: false, reason: `DECKBOUND.Refusal.${reason}` });
  });

  it("never throws on arbitrary JSON, and whatever it accepts is well formed", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        for (const raw of [a, envelope(a), envelope({ kind: "move", ...(typeof b === "object" && b !== null ? b : {}) })]) {
          const parsed = parseEnvelope(raw);
          if (parsed.ok) expect(typeof parsed.envelope.userId).toBe("string");
          else expect(parsed.reason).toMatch(/^DECKBOUND\.Refusal\./);
        }
      }),
    );
  });
});

describe("stack plans", () => {
  it("plans world stacks once, a hand per character owned by its owners, a pile per player", () => {
    const plans = planStacks(
      ruleset({ stacks: [deck, discard, hand, bet] }),
      [
        { id: "a1", name: "Ada", ownerIds: ["u1"] },
        { id: "a2", name: "Bo", ownerIds: ["u2", "u3"] },
      ],
      [
        { id: "g", name: "GM", isGM: true },
        { id: "u1", name: "P1", isGM: false },
      ],
    );
    expect(plans.map((plan) => formatStackAddress(plan.address))).toEqual(["deck", "discard", "hand:a1", "hand:a2", "bet:u1"]);
    expect(plans.find((plan) => plan.address.owner === "a2")?.access).toEqual({ everyone: "none", ownerIds: ["u2", "u3"] });
    expect(plans.find((plan) => plan.address.stack === "discard")?.access.everyone).toBe("observer");
    expect(plans.find((plan) => plan.address.stack === "deck")?.access.everyone).toBe("none");
  });
});

describe("effect pre-check", () => {
  const table: Record<string, string[]> = { "hand:a1": ["8C@main", "9C@main"], table: [], discard: [] };
  const snapshot = (address: string) => (address in table ? new Set(table[address]) : null);

  it("follows cards through earlier moves of the same step", () => {
    const [eight] = parseCards("8C");
    expect(
      checkEffects(
        [
          { type: "move", cards: [eight!], from: "hand:a1", to: "table", position: "top" },
          { type: "reveal", stack: "table", cards: [eight!] },
          { type: "move", cards: [eight!], from: "table", to: "discard", position: "top" },
        ],
        snapshot,
      ),
    ).toBeNull();
  });

  it("refuses the whole step when any effect would fail, before anything is applied", () => {
    const [eight, ten] = parseCards("8C 10C");
    expect(checkEffects([{ type: "move", cards: [ten!], from: "hand:a1", to: "table", position: "top" }], snapshot)?.reason).toBe(
      "DECKBOUND.Refusal.CardNotInStack",
    );
    expect(checkEffects([{ type: "move", cards: [eight!, eight!], from: "hand:a1", to: "table", position: "top" }], snapshot)?.reason).toBe(
      "DECKBOUND.Refusal.CardNotInStack",
    );
    expect(checkEffects([{ type: "shuffle", stack: "vault" }], snapshot)?.reason).toBe("DECKBOUND.Refusal.StackMissing");
    expect(checkEffects([{ type: "draw", from: "table", to: "hand:a1", count: 999, how: "top" }], snapshot)?.reason).toBe(
      "DECKBOUND.Refusal.BadCount",
    );
  });
});

describe("the GM queue", () => {
  it("runs tasks one at a time in arrival order, and a failing task does not stall the rest", async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      () =>
        new Promise<string>((resolve, reject) => {
          log.push(`start ${name}`);
          setTimeout(() => {
            log.push(`end ${name}`);
            if (fail) reject(new Error(name));
            else resolve(name);
          }, ms);
        });
    const results = await Promise.allSettled([queue.run(task("a", 20)), queue.run(task("b", 1, true)), queue.run(task("c", 5))]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });
});

describe("card identity and hand context", () => {
  it("[CORE-01] stores a card's identity as notation and origin, with art by code, face down when asked", () => {
    // A joker's name is in the client's language (open-views.test.ts): only the suited cards here, without Foundry.
    for (const card of standardDeck("B")) {
      const data = cardCreateData(card, 3, false);
      expect(cardFromIdentity(data.system)).toEqual(card);
      expect(data.face).toBeNull();
      expect(data.faces[0]?.img).toBe(`systems/deckbound/assets/cards/${identityOf(card).code}.svg`);
    }
    expect(cardFromIdentity({ code: "8C", origin: "" })).toBeNull();
    expect(cardFromIdentity({ code: "1X", origin: "main" })).toBeNull();
  });

  it("[CORE-01] shows each card with its suit symbol and colour, and offers only the actions the viewer may take", () => {
    const cards = parseCards("8H QS");
    const input = {
      address: "hand:a1",
      cards,
      deckCount: 40,
      piles: [{ address: "table", label: "T", cards: parseCards("2D"), faceUp: true, droppable: true }],
      actions: { drawFrom: "deck", playTo: "table" },
    };
    const view = buildHandView({ ...input, canAct: true });
    expect(view.cards.map((card) => [card.name, card.color])).toEqual([
      ["8♥", "red"],
      ["Q♠", "black"],
    ]);
    expect([view.canDraw, view.canPlay, view.canDiscard]).toEqual([true, true, false]);
    expect(view.piles[0]?.top?.code).toBe("2D");
    const observer = buildHandView({ ...input, canAct: false });
    expect([observer.canDraw, observer.canPlay, observer.piles[0]?.droppable]).toEqual([false, false, false]);
    expect(buildHandView({ ...input, deckCount: 0, canAct: true }).canDraw).toBe(false);
    expect(buildHandView({ ...input, piles: [{ ...input.piles[0]!, faceUp: false }], canAct: true }).piles[0]?.top).toBeNull();
  });

  it("shows a read-only sheet in play mode whatever mode was asked", () => {
    expect(buildSheetView({ name: "Ada", img: "", rulesetLabel: "L", mode: "edit", editable: false, hand: null }).isPlay).toBe(true);
    expect(buildSheetView({ name: "Ada", img: "", rulesetLabel: "L", mode: "edit", editable: true, hand: null }).isPlay).toBe(false);
  });

  it("round-trips card drag data and ignores foreign drags", () => {
    const [card] = parseCards("10D");
    const data = cardDragData("hand:a1", card!);
    expect(readCardDragData(JSON.stringify(data))).toEqual(data);
    expect(readCardDragData(JSON.stringify({ type: "Actor", uuid: "Actor.x" }))).toBeNull();
    expect(readCardDragData("not json")).toBeNull();
  });
});

describe("deferred chat procedures", () => {
  const model = class {};
  const whole = {
    kind: "reduce",
    messageType: "late",
    template: "t.hbs",
    model,
    actions: { go: { parse: () => ({ ok: true, action: null }) } },
  } as unknown as ChatProcedure;

  it("load once, on first use, and a loaded procedure that does not match its declaration fails loudly", async () => {
    const { loadProcedure, procedureIfLoaded } = await import("../../src/foundry/chat/procedure-loader.ts");
    let loads = 0;
    const deferred = { messageType: "late", template: "t.hbs", model, load: async () => (loads++, whole) };
    expect(procedureIfLoaded(deferred)).toBeUndefined();
    const [first, second] = await Promise.all([loadProcedure(deferred), loadProcedure(deferred)]);
    expect(first).toBe(whole);
    expect(second).toBe(whole);
    expect(loads).toBe(1);
    expect(procedureIfLoaded(deferred)).toBe(whole);
    const mismatched = { messageType: "other", template: "t.hbs", model, load: async () => whole };
    await expect(loadProcedure(mismatched)).rejects.toThrow(/does not match/);
  });
});
