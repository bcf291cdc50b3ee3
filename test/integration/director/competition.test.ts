/**
 * Competitions through the GM queue [DIR-09, DIR-10]: who joins is who the presser picks — a player
 * seats their own character, the Director (who owns every character) must name one; each
 * competitor's competences, advantage, help and penalty are chosen when they open or join.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPETITION_MESSAGE, NPC_TYPE } from "../../../src/rulesets/director/ids.ts";
import { competitorCandidates, promptCompetitor } from "../../../src/rulesets/director/sheets/compete-dialog.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { DIRECTOR_TABLE } from "./helpers.ts";

let world: World;
let ann: User.Implementation;
let bob: User.Implementation;
let cat: User.Implementation;

beforeEach(async () => {
  world = await createWorld(DIRECTOR_TABLE);
  [ann, bob, cat] = world.players as [User.Implementation, User.Implementation, User.Implementation];
});

afterEach(() => expect(world.close()).toEqual([]));

interface Entrant {
  readonly key: string;
  readonly attribute: string;
  readonly extras: { competences: { name: string; expert: boolean }[]; advantage: boolean; helpers: number; penalty: number };
}

const entrants = (messageId: string) =>
  (game.messages.get(messageId)!.system as unknown as { state: { entrants: Entrant[] } }).state.entrants;

async function bobsCompetition() {
  const anna = await world.actor("Anna", ann);
  const bea = await world.actor("Bea", bob);
  const cleo = await world.actor("Cleo", cat, { system: { competences: [{ name: "Running", expert: true }] } });
  await world.setUp();
  const opened = await world.ask(bob, {
    kind: "startCard",
    messageType: COMPETITION_MESSAGE,
    actorId: bea.id!,
    options: { attribute: "body" },
  });
  if (!opened.ok) throw new Error(opened.reason);
  return { anna, bea, cleo, messageId: opened.messageId! };
}

describe("joining a competition", () => {
  it("[DIR-09] the Director's Join seats the character the Director picks, never the first one the Director owns", async () => {
    const { cleo, messageId } = await bobsCompetition();
    const joined = await world.ask(world.gm, {
      kind: "cardAction",
      messageId,
      action: "join",
      data: { attribute: "dexterity", actorId: cleo.id! },
    });
    expect(joined).toMatchObject({ ok: true });
    expect(entrants(messageId).map((entrant) => entrant.key)).toEqual([entrants(messageId)[0]!.key, cleo.id]);
  });

  it("[DIR-09] the Director's Who joins preselects nobody, shows only the picked one's competences, and OK without a pick enters no one", async () => {
    await bobsCompetition();
    let content = "";
    world.rt.dialogs.answer((config: { content: string }) => {
      content = config.content;
      return { actorId: "" };
    });
    const candidates = competitorCandidates(world.gm);
    const answer = await world.rt.as(world.gm, () => promptCompetitor("body", candidates));
    expect(answer).toBeNull();
    expect(world.rt.notifications.log.at(-1)).toMatchObject({
      type: "warn",
      message: game.i18n.localize("DECKBOUND.Director.Chat.PickWhoJoins"),
    });
    // The select's first option, the one a browser shows chosen, is nobody; no character is marked chosen.
    const options = [...content.matchAll(/<option value="([^"]*)"( selected)?>([^<]*)<\/option>/g)];
    expect(options[0]?.slice(1)).toEqual(["", " selected", "Pick a character…"]);
    expect(options.slice(1).map((option) => option[2])).toEqual(candidates.map(() => undefined));
    expect(options.slice(1).map((option) => option[1])).toEqual(candidates.map((candidate) => candidate.id));
    // Cleo's competences follow the pick (shown only once Cleo is picked).
    const cleo = candidates.find((candidate) => candidate.name === "Cleo")!;
    expect(content).toContain(`data-follows="actorId" data-for="[&quot;${cleo.id}&quot;]"`);
  });

  it("[DIR-09] the Director's Join without a pick is refused with a reason, and nobody is seated", async () => {
    const { messageId } = await bobsCompetition();
    const joined = await world.ask(world.gm, { kind: "cardAction", messageId, action: "join", data: { attribute: "dexterity" } });
    expect(joined).toEqual({ ok: false, reason: "DECKBOUND.Director.Chat.PickWhoJoins" });
    expect(entrants(messageId)).toHaveLength(1);
  });

  it("[DIR-08] [DIR-09] a player joins with the extra cards chosen for them: an expert competence, an advantage and help draw 5 + 2 + 1 + 1", async () => {
    const { cleo, messageId } = await bobsCompetition();
    const data = { attribute: "dexterity", actorId: cleo.id!, competences: ["Running"], advantage: true, helpers: 2, penalty: 0 };
    expect(await world.ask(cat, { kind: "cardAction", messageId, action: "join", data })).toMatchObject({ ok: true });
    expect(entrants(messageId)[1]).toMatchObject({
      key: cleo.id,
      extras: { competences: [{ name: "Running", expert: true }], advantage: true, helpers: 2, penalty: 0 },
    });
    const card = await world.seeCard(messageId, cat);
    expect(card).toContain("draws 9");
    expect(card).toContain("Running +2");
    expect(card).toContain("2 characters helping +1");
    // [CORE-05] each competitor's odds to win and the tie's, before anyone draws: they sum to 1.
    const shown = [...card.matchAll(/(\d+(?:\.\d)?)% to win/g), ...card.matchAll(/Tie: (\d+(?:\.\d)?)%/g)].map((match) => Number(match[1]));
    expect(shown).toHaveLength(3);
    expect(shown.reduce((sum, p) => sum + p, 0)).toBeCloseTo(100, 0);
  });

  it("[DIR-09] a player cannot seat another player's character, nor name a competence twice or a count out of bounds", async () => {
    const { anna, cleo, messageId } = await bobsCompetition();
    const join = (data: object) =>
      world.ask(cat, { kind: "cardAction", messageId, action: "join", data: { attribute: "spirit", ...data } });
    expect(await join({ actorId: anna.id! })).toEqual({ ok: false, reason: "DECKBOUND.Director.Chat.NotYours" });
    expect(await join({ actorId: cleo.id!, competences: ["Running", "running"] })).toEqual({
      ok: false,
      reason: "DECKBOUND.Director.Refusal.BadExtraCards",
    });
    expect(await join({ actorId: cleo.id!, helpers: 1_000_000 })).toEqual({ ok: false, reason: "DECKBOUND.Refusal.Malformed" });
    expect(await join({ actorId: "not an id!" })).toEqual({ ok: false, reason: "DECKBOUND.Refusal.Malformed" });
    expect(entrants(messageId)).toHaveLength(1);
  });

  it("[DIR-10] [CORE-05] the Director seats an NPC: refused beside a player character while the world plays it as a test, the refusal naming the setting that allows it; NPC against NPC competes with odds shown", async () => {
    const { messageId } = await bobsCompetition();
    const thug = await world.actor("Thug", null, { type: NPC_TYPE, system: { competences: [{ name: "Brawling", expert: false }] } });
    const guard = await world.actor("Guard", null, { type: NPC_TYPE });
    expect(
      await world.ask(world.gm, { kind: "cardAction", messageId, action: "join", data: { attribute: "body", actorId: thug.id! } }),
    ).toEqual({
      ok: false,
      reason: "DECKBOUND.Director.Refusal.NpcCompetitionIsATest",
    });
    // The refusal names the world setting that allows it, as the GM finds it among the settings.
    const refusal = game.i18n.localize("DECKBOUND.Director.Refusal.NpcCompetitionIsATest");
    expect(refusal).toContain(`“${game.i18n.localize("DECKBOUND.Director.Ruling.npcInCompetition.Name")}”`);
    expect(refusal).toContain(`“${game.i18n.localize("DECKBOUND.Director.Ruling.npcInCompetition.Choice.compete")}”`);
    expect(game.settings.get("deckbound", "director.npcInCompetition" as never)).toBe("asTest");
    const brawl = await world.ask(world.gm, {
      kind: "startCard",
      messageType: COMPETITION_MESSAGE,
      actorId: thug.id!,
      options: { attribute: "body", competences: ["Brawling"] },
    });
    if (!brawl.ok) throw new Error(brawl.reason);
    expect(
      await world.ask(world.gm, {
        kind: "cardAction",
        messageId: brawl.messageId!,
        action: "join",
        data: { attribute: "body", actorId: guard.id! },
      }),
    ).toMatchObject({ ok: true });
    // [CORE-05] both NPCs draw from the one enemy deck, one after the other: their odds are shown all the same.
    const gathering = await world.seeCard(brawl.messageId!, world.gm);
    const shown = [...gathering.matchAll(/(\d+(?:\.\d)?)% to win/g), ...gathering.matchAll(/Tie: (\d+(?:\.\d)?)%/g)].map((match) =>
      Number(match[1]),
    );
    expect(shown).toHaveLength(3);
    expect(shown.reduce((sum, p) => sum + p, 0)).toBeCloseTo(100, 0);
    expect(await world.ask(world.gm, { kind: "cardAction", messageId: brawl.messageId!, action: "begin", data: {} })).toMatchObject({
      ok: true,
    });
    expect(await world.seeCard(brawl.messageId!, world.gm)).toContain("symbol");
  });

  it("[DIR-10] where the world's ruling says compete, the Director seats an NPC against a player character", async () => {
    await world.rt.as(world.gm, () => game.settings.set("deckbound", "director.npcInCompetition" as never, "compete" as never));
    const { messageId } = await bobsCompetition();
    const thug = await world.actor("Thug", null, { type: NPC_TYPE });
    expect(
      await world.ask(world.gm, { kind: "cardAction", messageId, action: "join", data: { attribute: "body", actorId: thug.id! } }),
    ).toMatchObject({ ok: true });
    expect(entrants(messageId).map((entrant) => entrant.key)).toContain(thug.id);
  });
});
