/**
 * The chat-card kit (docs/CHAT-CARDS.md) on the sample high-card card: only GM-authored cards in a
 * state the rules could produce act; each viewer's client renders the card in their own language
 * with only their own controls; old stored states migrate; action names are own keys only.
 */
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

const FIXTURE_LANGUAGES = { fr: fileURLToPath(new URL("../fixtures/lang", import.meta.url)) };

let world: World;

beforeEach(async () => {
  world = await createWorld({ players: ["Ann", "Bob"], languages: FIXTURE_LANGUAGES, playerLanguages: { Bob: "fr" } });
  await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
});

afterEach(() => {
  world.rt.uninstall();
  expect(world.audit.violations).toEqual([]);
});

const ann = () => world.players[0]!;
const bob = () => world.players[1]!;

/** A high-card message written directly (not through the GM queue), as `author`'s client would. */
async function writeCard(
  author: User.Implementation,
  actorId: string,
  state: Record<string, unknown>,
): Promise<ChatMessage.Implementation> {
  const message = await world.rt.as(author, () => ChatMessage.create({ type: "high-card", system: { actorId, state } } as never));
  if (!message) throw new Error("message not created");
  return message;
}

const press = (user: User.Implementation, messageId: string, action: string, data: unknown = null) =>
  world.ask(user, { kind: "cardAction", messageId, action, data });

/** A localised text as a template writes it (Handlebars escapes quotes). */
const shown = (key: string) => world.modules.handlebars.Utils.escapeExpression(game.i18n.localize(key));

const cardsEverywhere = () => JSON.stringify(game.cards.contents.map((stack) => stack.toObject()));

describe("who may author a procedure card", () => {
  it("[CORE-06] a player's own message with a card's type and a valid state is inert: a notice, no controls, and the GM writes nothing for its buttons", async () => {
    const ada = await world.character("Ada", ann());
    const forged = await writeCard(ann(), ada.id!, { phase: "draw", actorId: ada.id, target: 8, card: null, success: null });
    const seen = await world.seeCard(forged, ann());
    expect(seen).toContain(shown("DECKBOUND.Chat.Inert.Untrusted"));
    expect(seen).not.toContain("data-action");

    const before = cardsEverywhere();
    world.rt.writes.reset();
    for (const action of ["draw", "resolve"]) {
      expect(await press(ann(), forged.id!, action)).toEqual({ ok: false, reason: "DECKBOUND.Refusal.UntrustedCard" });
    }
    expect(world.rt.writes.count).toBe(0);
    expect(cardsEverywhere()).toBe(before);

    // Nor can Ann make her message the GM's: Foundry's server refuses a player's change of author
    // (failed before: the stand-in let her, and the forged card then counted as the GM's).
    await expect(world.rt.as(ann(), () => forged.update({ author: world.gm.id } as never))).rejects.toThrow(/permission/);
    expect(forged.author?.id).toBe(ann().id);
    expect(await press(ann(), forged.id!, "draw")).toEqual({ ok: false, reason: "DECKBOUND.Refusal.UntrustedCard" });
    expect(cardsEverywhere()).toBe(before);
  });

  it("[CORE-06] a player cannot change a GM's card through the API, and a GM card whose state the rules could not produce is inert", async () => {
    const ada = await world.character("Ada", ann());
    const started = await world.ask(ann(), { kind: "startCard", messageType: "high-card", actorId: ada.id!, options: { target: 8 } });
    const message = game.messages.get(started.ok ? started.messageId! : "")!;
    await expect(
      world.rt.as(ann(), () => message.update({ system: { state: { phase: "resolved", success: true } } } as never)),
    ).rejects.toThrow();

    // Resolved without a card: no step of the procedure leads there.
    const impossible = await writeCard(world.gm, ada.id!, { phase: "resolved", actorId: ada.id, target: 8, card: null, success: true });
    expect(await world.seeCard(impossible, ann())).toContain(shown("DECKBOUND.Chat.Inert.Invalid"));
    expect(await press(ann(), impossible.id!, "resolve")).toEqual({ ok: false, reason: "DECKBOUND.Refusal.BadState" });
  });
});

describe("rendered for each viewer", () => {
  it("[CORE-06] one GM-authored card reads in each viewer's language and shows each only the controls that are theirs", async () => {
    const ada = await world.character("Ada", ann());
    const started = await world.ask(ann(), { kind: "startCard", messageType: "high-card", actorId: ada.id!, options: { target: 8 } });
    const messageId = started.ok ? started.messageId! : "";
    expect(game.messages.get(messageId)!.content).toBe("");

    const asGm = await world.seeCard(messageId, world.gm);
    const asAnn = await world.seeCard(messageId, ann());
    const asBob = await world.seeCard(messageId, bob());
    // The GM and Ann (who owns Ada) may draw; Bob may not, and reads French.
    expect(asGm).toContain('data-action="draw"');
    expect(asGm).toContain("Draw a card");
    expect(asAnn).toContain('data-action="draw"');
    expect(asAnn).toContain("Beat 8");
    expect(asBob).not.toContain("data-action");
    expect(asBob).toContain("Carte haute");
    expect(asBob).toContain("Battre 8");
    expect(asBob).not.toContain("High card");
  });
});

describe("stored states", () => {
  it("[CORE-06] a state stored before the kit (no card, no success yet) migrates and plays on", async () => {
    const ada = await world.character("Ada", ann());
    const old = await writeCard(world.gm, ada.id!, { phase: "draw", actorId: ada.id, target: 9 });
    expect((old.system as unknown as { toObject(): { state: unknown } }).toObject().state).toEqual({
      phase: "draw",
      actorId: ada.id,
      target: 9,
      card: null,
      success: null,
    });
    expect(await world.seeCard(old, ann())).toContain('data-action="draw"');
    expect((await press(ann(), old.id!, "draw")).ok).toBe(true);
    expect((old.system as unknown as { toObject(): { state: { phase: string } } }).toObject().state.phase).toBe("drawn");
  });
});

describe("declared actions", () => {
  it("[CORE-06] an action the card does not declare, even one every object inherits, is refused with a readable reason and changes nothing", async () => {
    const ada = await world.character("Ada", ann());
    const started = await world.ask(ann(), { kind: "startCard", messageType: "high-card", actorId: ada.id!, options: { target: 8 } });
    const messageId = started.ok ? started.messageId! : "";
    world.rt.writes.reset();
    for (const action of ["toString", "constructor", "hasOwnProperty", "shuffle"]) {
      expect(await press(ann(), messageId, action)).toEqual({ ok: false, reason: "DECKBOUND.Refusal.UnknownAction" });
    }
    expect(await press(ann(), messageId, "__proto__")).toEqual({ ok: false, reason: "DECKBOUND.Refusal.Malformed" });
    expect(world.rt.writes.count).toBe(0);
    expect(game.i18n.localize("DECKBOUND.Refusal.UnknownAction")).not.toBe("DECKBOUND.Refusal.UnknownAction");
  });
});

describe("one kit for every ruleset", () => {
  it("[CORE-06] cards render in the system's ChatMessage#renderHTML (which Foundry's chat log awaits), never from the un-awaited renderChatMessageHTML hook, and no ruleset hides buttons by its own convention", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const root = fileURLToPath(new URL("../../", import.meta.url));
    const files = (dir: string): string[] =>
      readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(join(dir, entry.name))
          : entry.name.endsWith(".ts") || entry.name.endsWith(".hbs")
            ? [join(dir, entry.name)]
            : [],
      );
    const sources = [...files("src"), ...files("templates")].map((file) => ({ file, text: readFileSync(join(root, file), "utf8") }));
    const registrations = sources.filter(({ text }) => /Hooks\.on\(\s*"renderChatMessageHTML"/.test(text)).map(({ file }) => file);
    expect(registrations).toEqual([]);
    const { DeckboundChatMessage } = await import("../../src/foundry/chat/chat-message.ts");
    expect(CONFIG.ChatMessage.documentClass).toBe(DeckboundChatMessage);
    expect(game.messages.contents.every((message) => message instanceof DeckboundChatMessage)).toBe(true);
    const hiders = sources
      .filter(({ text }) => /data-(visible|users|belmont-audience|belmont-gm|bastards-)/.test(text))
      .map(({ file }) => file);
    expect(hiders).toEqual([]);
    for (const ruleset of world.modules.registry.rulesets.all()) {
      for (const procedure of world.modules.registry.procedureEntries(ruleset)) {
        expect(procedure.model.prototype, procedure.messageType).toBeInstanceOf(world.modules.procedureCards.ProcedureCardModel);
      }
    }
  });
});

describe("what a stored state held that the schema does not know", () => {
  it("[CORE-06] is kept on the card through its steps, shown to the GM only, and never silently dropped", async () => {
    const ada = await world.character("Ada", ann());
    const old = await writeCard(world.gm, ada.id!, { phase: "draw", actorId: ada.id, target: 9, luck: 3, card: null, success: null });
    const kept = () => (old.system as unknown as { toObject(): { unrecognised: Record<string, unknown> } }).toObject().unrecognised;
    expect(kept()).toEqual({ luck: 3 });
    expect(await world.seeCard(old, world.gm)).toContain("luck");
    expect(await world.seeCard(old, ann())).not.toContain("luck");
    expect((await press(ann(), old.id!, "draw")).ok).toBe(true);
    expect(kept()).toEqual({ luck: 3 });
  });
});
