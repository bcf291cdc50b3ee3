/**
 * Forged and illegal requests [CORE-06]: a determined player writes whatever they like on the wire
 * to the GM's query — malformed wrappers, unsigned, tampered or replayed requests, and well-signed
 * requests (with their own key) that name other people's things, impossible counts, cards that are
 * not theirs or not cards at all. Every one is refused with a localised reason and changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { identityOf } from "../../src/foundry/table/card-identity.ts";
import { MAX_CARDS_PER_REQUEST } from "../../src/foundry/gm/requests.ts";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld(2);
  await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
});

afterEach(() => {
  expect(world.close()).toEqual([]);
});

/** Everything a request could change: every stack's cards, every message, every actor. */
const tableState = () =>
  JSON.stringify([
    game.cards.contents.map((c) => c.toObject()),
    game.messages.contents.map((m) => m.toObject()),
    game.actors.contents.map((a) => a.toObject()),
  ]);

describe("forged and illegal requests", () => {
  it("[CORE-06] at least 30 kinds are refused with a localised reason and change nothing", async () => {
    const [player, other] = [world.players[0]!, world.players[1]!];
    const ada = await world.character("Ada", player);
    const bo = await world.character("Bo", other);
    const { identity } = world.modules;
    const sendRaw = (wire: unknown) => world.rt.as(player, () => game.users.activeGM!.query("deckbound.request", wire as never));
    const seal = (envelope: unknown) => world.rt.as(player, () => identity.sealRequest(envelope));
    const base = (request: unknown, userId = player.id!) => ({ userId, ruleset: "high-card", request });
    const drawMine = base({ kind: "draw", actorId: ada.id, count: 2 });

    // Legitimate traffic first: a draw (captured, to replay it) and a chat card to press.
    const captured = await seal(drawMine);
    expect(await sendRaw(captured)).toMatchObject({ ok: true });
    const started = await world.ask(player, { kind: "startCard", messageType: "high-card", actorId: ada.id!, options: null });
    const messageId = started.ok ? started.messageId! : "";
    const [myCard] = world.cardsIn(`hand:${ada.id}`);
    const notMine = world.cardsIn("deck")[0]!;
    const tampered = await seal(drawMine);

    /** Sent as is, without the player's client sealing it. */
    const wire: [string, unknown, string][] = [
      ["a string instead of a sealed request", "draw please", "Refusal.Malformed"],
      ["a payload that is not JSON", { payload: "{draw", signature: "x" }, "Refusal.Malformed"],
      [
        "a payload over 64 KB",
        { payload: JSON.stringify({ envelope: drawMine, session: "s", counter: 1, pad: "x".repeat(70_000) }), signature: "x" },
        "Refusal.Malformed",
      ],
      [
        "a counter that is not an integer",
        { payload: JSON.stringify({ envelope: drawMine, session: "s", counter: 1.5 }), signature: "x" },
        "Refusal.Malformed",
      ],
      ["unsigned", { ...(await seal(drawMine)), signature: "" }, "Identity.Refusal.Unsigned"],
      [
        "a signature cut from another request",
        { payload: tampered.payload.replace('"count":2', '"count":9'), signature: tampered.signature },
        "Identity.Refusal.BadSignature",
      ],
      ["a signature that is not base64", { ...(await seal(drawMine)), signature: "%%%%" }, "Identity.Refusal.BadSignature"],
      ["a captured request sent again", captured, "Identity.Refusal.Replayed"],
    ];
    /** Signed with the player's own key: the GM must still refuse them. */
    const signed: [string, unknown, string][] = [
      ["an envelope that is an array", [drawMine], "Refusal.Malformed"],
      ["a user id that is not an id", base({ kind: "draw", actorId: ada.id, count: 1 }, "../gm"), "Refusal.Malformed"],
      [
        "a ruleset that is not a string",
        { userId: player.id, ruleset: 7, request: { kind: "draw", actorId: ada.id, count: 1 } },
        "Refusal.Malformed",
      ],
      ["unknown kind", base({ kind: "steal" }), "Refusal.UnknownKind"],
      ["unknown user", base({ kind: "draw", actorId: ada.id, count: 1 }, "nobody0000000000"), "Refusal.UnknownUser"],
      ["claims to be the GM", base({ kind: "draw", actorId: ada.id, count: 1 }, world.gm.id!), "Identity.Refusal.NoKey"],
      ["claims to be the other player", base({ kind: "draw", actorId: bo.id, count: 1 }, other.id!), "Identity.Refusal.BadSignature"],
      [
        "wrong ruleset",
        { userId: player.id, ruleset: "belmont", request: { kind: "draw", actorId: ada.id, count: 1 } },
        "Refusal.WrongRuleset",
      ],
      ["a draw without an actor", base({ kind: "draw", count: 1 }), "Refusal.Malformed"],
      ["another player's character", base({ kind: "draw", actorId: bo.id, count: 1 }), "Refusal.NotOwner"],
      ["unknown actor", base({ kind: "draw", actorId: "missing0000000000", count: 1 }), "Refusal.UnknownActor"],
      ["negative count", base({ kind: "draw", actorId: ada.id, count: -3 }), "Refusal.BadCount"],
      ["zero count", base({ kind: "draw", actorId: ada.id, count: 0 }), "Refusal.BadCount"],
      ["fractional count", base({ kind: "draw", actorId: ada.id, count: 2.5 }), "Refusal.BadCount"],
      ["huge count", base({ kind: "draw", actorId: ada.id, count: 1000 }), "Refusal.BadCount"],
      ["string count", base({ kind: "draw", actorId: ada.id, count: "5" }), "Refusal.BadCount"],
      [
        "picking from the hidden deck",
        base({ kind: "move", from: "deck", to: `hand:${ada.id}`, cards: [identityOf(notMine)] }),
        "Refusal.HiddenStack",
      ],
      [
        "taking from another hand",
        base({ kind: "move", from: `hand:${bo.id}`, to: `hand:${ada.id}`, cards: [identityOf(myCard!)] }),
        "Refusal.StackNotYours",
      ],
      [
        "dropping into another character's hand",
        base({ kind: "move", from: `hand:${ada.id}`, to: `hand:${bo.id}`, cards: [identityOf(myCard!)] }),
        "Refusal.NoDrop",
      ],
      [
        "a card not in the hand",
        base({ kind: "move", from: `hand:${ada.id}`, to: "table", cards: [identityOf(notMine)] }),
        "Refusal.CardNotInStack",
      ],
      [
        "not a card",
        base({ kind: "move", from: `hand:${ada.id}`, to: "table", cards: [{ code: "1Z", origin: "main" }] }),
        "Refusal.BadCard",
      ],
      [
        "a card with a prototype key",
        base({ kind: "move", from: `hand:${ada.id}`, to: "table", cards: [JSON.parse('{"__proto__":{"code":"AS"},"origin":"main"}')] }),
        "Refusal.BadCard",
      ],
      [
        "the same card twice",
        base({ kind: "move", from: `hand:${ada.id}`, to: "table", cards: [identityOf(myCard!), identityOf(myCard!)] }),
        "Refusal.BadCard",
      ],
      ["no cards at all", base({ kind: "move", from: `hand:${ada.id}`, to: "table", cards: [] }), "Refusal.BadCard"],
      [
        "more cards than a request may carry",
        base({
          kind: "move",
          from: `hand:${ada.id}`,
          to: "table",
          cards: Array.from({ length: MAX_CARDS_PER_REQUEST + 1 }, () => identityOf(myCard!)),
        }),
        "Refusal.BadCard",
      ],
      [
        "a move to the stack it comes from",
        base({ kind: "move", from: `hand:${ada.id}`, to: `hand:${ada.id}`, cards: [identityOf(myCard!)] }),
        "Refusal.SameStack",
      ],
      [
        "a stack the ruleset lacks",
        base({ kind: "move", from: `hand:${ada.id}`, to: "vault", cards: [identityOf(myCard!)] }),
        "Refusal.BadAddress",
      ],
      [
        "a world stack with an owner",
        base({ kind: "move", from: `hand:${ada.id}`, to: `table:${bo.id}`, cards: [identityOf(myCard!)] }),
        "Refusal.BadAddress",
      ],
      [
        "an address that is a path",
        base({ kind: "move", from: "../hand", to: "table", cards: [identityOf(myCard!)] }),
        "Refusal.BadAddress",
      ],
      [
        "a procedure name that is not a name",
        base({ kind: "startCard", messageType: "High Card!", actorId: ada.id, options: null }),
        "Refusal.Malformed",
      ],
      [
        "an unknown procedure",
        base({ kind: "startCard", messageType: "belmont-task", actorId: ada.id, options: null }),
        "Refusal.UnknownProcedure",
      ],
      [
        "an unknown chat card",
        base({ kind: "cardAction", messageId: "missing0000000000", action: "draw", data: null }),
        "Refusal.UnknownMessage",
      ],
      ["an action that is not a name", base({ kind: "cardAction", messageId, action: "draw everything", data: null }), "Refusal.Malformed"],
      ["an action the card does not have", base({ kind: "cardAction", messageId, action: "steal", data: null }), "Refusal.UnknownAction"],
      ["an inherited action name", base({ kind: "cardAction", messageId, action: "constructor", data: null }), "Refusal.UnknownAction"],
    ];

    const before = tableState();
    world.rt.writes.reset();
    const refusals: string[] = [];
    const expectRefused = (name: string, result: unknown, reason: string) => {
      expect(result, name).toEqual({ ok: false, reason: `DECKBOUND.${reason}` });
      expect(game.i18n.has(`DECKBOUND.${reason}`), name).toBe(true);
      refusals.push(reason);
    };
    for (const [name, raw, reason] of wire) expectRefused(name, await sendRaw(raw), reason);
    for (const [name, envelope, reason] of signed) expectRefused(name, await sendRaw(await seal(envelope)), reason);

    expect(wire.length + signed.length).toBeGreaterThanOrEqual(30);
    expect(new Set(refusals).size).toBeGreaterThanOrEqual(20);
    expect(world.rt.writes.log.filter((write) => write.documentName !== "User")).toEqual([]);
    expect(tableState()).toBe(before);
  });
});
