/**
 * The Director tool on the test runtime: the destiny draw (oracle) shown in chat, NPC tests from
 * the GM's side drawn from the enemy deck through the GM queue, and the destiny and enemy decks
 * edited by the GM and rebuilt with every card in exactly one place [DIR-03]. Hidden-card audit on.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardKey } from "../../../src/rules/cards/card.ts";
import { cardShortName } from "../../../src/foundry/table/card-identity.ts";
import { until } from "../wait.ts";
import { NPC_TYPE, TEST_MESSAGE } from "../../../src/rulesets/director/ids.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { DIRECTOR_TABLE } from "./helpers.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld(DIRECTOR_TABLE);
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

interface ToolApp {
  render(options: object): Promise<unknown>;
  renderedParts: Record<string, string>;
}

async function openTool(user: User.Implementation): Promise<ToolApp> {
  const { DirectorToolApp } = await import("../../../src/rulesets/director/gm/director-tool.ts");
  const tool = new DirectorToolApp() as unknown as ToolApp;
  await world.rt.as(user, () => tool.render({ force: true }));
  return tool;
}

/** A deck grid form holding exactly the given ranks of every suit. */
function deckForm(prefix: string, ranks: readonly number[]): Record<string, number> {
  return Object.fromEntries(
    ["C", "D", "H", "S"].flatMap((suit) =>
      Array.from({ length: 13 }, (_, i) => [`${prefix}.${suit}.${i + 2}`, ranks.includes(i + 2) ? 1 : 0]),
    ),
  );
}

describe("Director tool", () => {
  it("[DIR-03] the destiny draw turns one card of A–4 face up and shows it in chat; a player cannot draw it", async () => {
    await world.setUp();
    const tool = await openTool(world.gm);
    await world.rt.as(world.gm, () => world.rt.clickAction(tool, "destinyDraw"));
    const [shown] = world.cardsIn("destiny-discard");
    expect(shown && shown.kind === "suited" && [2, 3, 4, 14].includes(shown.rank)).toBe(true);
    expect(world.cardsIn("destiny")).toHaveLength(15);
    const message = game.messages.contents.at(-1)!;
    expect(message.content).toContain("Destiny draw");
    expect(message.content).toContain(`alt="${cardShortName(shown!)}"`);
    const { drawDestiny } = await import("../../../src/rulesets/director/gm/director-tool.ts");
    expect(await world.rt.as(world.players[0]!, () => drawDestiny())).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotGM" });
    expect(world.cardsIn("destiny")).toHaveLength(15);
  });

  it("[DIR-03][CORE-04] the destiny deck reshuffles its discards when it runs out", async () => {
    await world.setUp();
    const { drawDestiny } = await import("../../../src/rulesets/director/gm/director-tool.ts");
    for (let draw = 0; draw < 17; draw++) expect((await world.rt.as(world.gm, () => drawDestiny())).ok).toBe(true);
    expect(world.cardsIn("destiny").length + world.cardsIn("destiny-discard").length).toBe(16);
    expect(game.messages.contents.at(-1)!.content).toContain("shuffled back in");
  });

  it("[DIR-03][DIR-04][DIR-11] an NPC test from the Director tool draws from the enemy deck, which is whole again afterwards", async () => {
    const thug = await world.actor("Thug", null, { type: NPC_TYPE, system: { competences: [{ name: "Brawling", expert: false }] } });
    await world.setUp();
    const tool = await openTool(world.gm);
    expect(tool.renderedParts["tool"]).toContain("Thug");
    world.rt.dialogs.answer({ difficulty: 3, "competence-0": true });
    await world.rt.as(world.gm, () => world.rt.clickAction(tool, "npcTest", { actor: thug.id!, attribute: "body" }));
    const message = game.messages.contents.at(-1)!;
    expect(message.type).toBe(TEST_MESSAGE);
    const card = await world.seeCard(message, world.gm);
    expect(card).toContain("Draw 4");
    // 6 spades of 24: P(at least one in 4) = 1 − C(18,4)/C(24,4).
    expect(card).toContain(`${(Math.round((1 - 3060 / 10626) * 1000) / 10).toFixed(1)}% success`);
    const drawn = await world.ask(world.gm, { kind: "cardAction", messageId: message.id!, action: "draw", data: {} });
    expect(drawn.ok).toBe(true);
    const cards = (game.messages.get(message.id!)!.system as unknown as { state: { cards: { code: string }[] } }).state.cards;
    expect(cards).toHaveLength(4);
    expect(cards.every(({ code }) => /^(5|6|7|8|9|10)[CDHS]$/.test(code))).toBe(true);
    expect(world.cardsIn("enemy")).toHaveLength(24);
    expect(world.cardsIn("enemy-discard")).toHaveLength(0);
  });

  it("[DIR-03] the GM edits the destiny and enemy decks: the stacks are rebuilt, discards gathered, every card in one place; an empty deck is refused", async () => {
    await world.setUp();
    const { drawDestiny } = await import("../../../src/rulesets/director/gm/director-tool.ts");
    await world.rt.as(world.gm, () => drawDestiny());
    const tool = await openTool(world.gm);
    await world.rt.as(world.gm, () => world.rt.submitForm(tool, { ...deckForm("destiny", [2, 3, 14]), ...deckForm("enemy", [5, 6, 7]) }));
    await until(() => world.cardsIn("enemy").length === 12);
    const destiny = world.cardsIn("destiny");
    expect(destiny).toHaveLength(12);
    expect(world.cardsIn("destiny-discard")).toHaveLength(0);
    expect(new Set(destiny.map(cardKey)).size).toBe(12);
    expect(destiny.every((card) => card.kind === "suited" && [2, 3, 14].includes(card.rank))).toBe(true);
    expect(world.cardsIn("enemy").every((card) => card.kind === "suited" && card.rank >= 5 && card.rank <= 7)).toBe(true);
    // The NPCs' odds follow the edited enemy deck.
    const { foundryWorld } = await import("../../../src/rulesets/director/chat/world.ts");
    expect(foundryWorld.enemyDeck().S[10]).toBe(0);
    await world.rt.as(world.gm, () => world.rt.submitForm(tool, { ...deckForm("destiny", []), ...deckForm("enemy", [5]) }));
    expect(world.rt.notifications.log.filter((entry) => entry.type === "warn").map((entry) => entry.message)).toEqual([
      "The deck to draw from holds no cards.",
    ]);
    expect(world.cardsIn("destiny")).toHaveLength(12);
    expect(world.cardsIn("enemy")).toHaveLength(12);
  });

  it("[DIR-03] the Director's decks come from one poker deck: a second copy of a card is refused until the world's setting allows it", async () => {
    await world.setUp();
    const tool = await openTool(world.gm);
    expect(tool.renderedParts["tool"]).toContain("at most 1 of each card");
    const twoFives = { ...deckForm("destiny", [2]), ...deckForm("enemy", [5, 6]), "enemy.S.5": 2 };
    await world.rt.as(world.gm, () => world.rt.submitForm(tool, twoFives));
    expect(world.rt.notifications.log.filter((entry) => entry.type === "warn").at(-1)?.message).toMatch(
      /^The rules build every deck from one poker deck, which holds each card once/,
    );
    expect(world.cardsIn("enemy")).toHaveLength(24);
    await world.rt.as(world.gm, () => game.settings.set("deckbound", "director.copiesOfACard" as never, 4 as never));
    await world.rt.as(world.gm, () => world.rt.submitForm(tool, twoFives));
    await until(() => world.cardsIn("enemy").length === 9);
    expect(world.cardsIn("enemy").filter((card) => card.kind === "suited" && card.suit === "S" && card.rank === 5)).toHaveLength(2);
  });

  describe("used by an assistant GM while the GM is connected", () => {
    // Foundry's ASSISTANT role "has many of the same in-game controls as a Game Master User"
    // (https://foundryvtt.com/api/enums/foundry.CONST.USER_ROLES.html); the full GM, connected, stays
    // the active GM (⚠ docs/FOUNDRY-ASSUMPTIONS.md), so the assistant's tool steps travel to that client.
    const assistant = () => world.rt.createUser({ name: "Co-GM", role: "ASSISTANT" });

    it("[DIR-03][CORE-06] the assistant draws from the oracle: one destiny card face up, shown in chat, written by the active GM's client", async () => {
      await world.setUp();
      const coGm = await assistant();
      expect(game.users.activeGM?.id).toBe(world.gm.id);
      const tool = await openTool(coGm);
      expect(tool.renderedParts["tool"]).toContain('data-action="destinyDraw"');
      // Failed before: the tool ran only on the active GM's own client, so the assistant was refused (NotActiveGM).
      await world.rt.as(coGm, () => world.rt.clickAction(tool, "destinyDraw"));
      expect(world.rt.notifications.log.filter((entry) => entry.type === "warn")).toEqual([]);
      expect(world.cardsIn("destiny")).toHaveLength(15);
      expect(world.cardsIn("destiny-discard")).toHaveLength(1);
      const message = game.messages.contents.at(-1)!;
      expect(message.content).toContain("Destiny draw");
      expect(message.author?.id).toBe(world.gm.id);
    });

    it("[DIR-03][CORE-06] the assistant saves the decks: both stacks rebuilt as the grids say, the setting written by the active GM's client", async () => {
      await world.setUp();
      const coGm = await assistant();
      const tool = await openTool(coGm);
      // Failed before, as above.
      await world.rt.as(coGm, () => world.rt.submitForm(tool, { ...deckForm("destiny", [2, 14]), ...deckForm("enemy", [9, 10]) }));
      await until(() => world.cardsIn("enemy").length === 8);
      expect(world.rt.notifications.log.filter((entry) => entry.type === "warn")).toEqual([]);
      expect(world.cardsIn("destiny")).toHaveLength(8);
      expect(world.cardsIn("destiny").every((card) => card.kind === "suited" && [2, 14].includes(card.rank))).toBe(true);
      const { foundryWorld } = await import("../../../src/rulesets/director/chat/world.ts");
      expect(foundryWorld.enemyDeck().S[9]).toBe(1);
      expect(foundryWorld.enemyDeck().S[5]).toBe(0);
    });

    it("[DIR-03][CORE-06] a player's request for a GM tool, signed as himself or forged as the assistant, is refused and changes nothing", async () => {
      await world.setUp();
      const coGm = await assistant();
      const ann = world.players[0]!;
      const { publishRequestKey, sealRequest } = world.modules.identity;
      // The assistant's client published its key at ready, as every client but the active GM's does.
      await world.rt.as(coGm, () => publishRequestKey());
      const send = async (claimed: string, request: unknown, signer = ann) => {
        const wire = await world.rt.as(signer, () => sealRequest({ userId: claimed, ruleset: world.ruleset.id, request }));
        return world.rt.as(ann, () => game.users.activeGM!.query("deckbound.request", wire as never));
      };
      const draw = { kind: "gmTool", tool: "destinyDraw", input: null };
      expect(await send(ann.id!, draw)).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotGM" });
      expect(await send(ann.id!, { kind: "gmTool", tool: "saveDecks", input: deckForm("destiny", [2]) })).toEqual({
        ok: false,
        reason: "DECKBOUND.Refusal.NotGM",
      });
      expect(await send(coGm.id!, draw)).toEqual({ ok: false, reason: "DECKBOUND.Identity.Refusal.BadSignature" });
      // The assistant's own request for a tool the ruleset does not have is refused too.
      expect(await send(coGm.id!, { kind: "gmTool", tool: "dealEverything", input: null }, coGm)).toEqual({
        ok: false,
        reason: "DECKBOUND.Refusal.UnknownTool",
      });
      // With the check off, nothing proves a claim to be a GM.
      await world.rt.as(world.gm, () => game.settings.set("deckbound", "verifyRequests", false));
      expect(await send(coGm.id!, draw)).toEqual({ ok: false, reason: "DECKBOUND.Refusal.ImpersonatedGM" });
      expect(await send(ann.id!, draw)).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotGM" });
      expect(world.cardsIn("destiny")).toHaveLength(16);
      expect(world.cardsIn("destiny-discard")).toHaveLength(0);
      expect(game.messages.contents).toHaveLength(0);
      for (const reason of ["NotGM", "UnknownTool"]) expect(game.i18n.localize(`DECKBOUND.Refusal.${reason}`)).not.toMatch(/^DECKBOUND\./);
    });
  });
});
