/**
 * 52 Fates on the Foundry test runtime, through the GM queue, with the hidden-card audit on every
 * chat message: a combat round (initiative, a warrior's two-card attack against a defence, damage
 * lowering a hand's size, a wizard's Heal, the end-of-round refill) and an action check with odds.
 * The deck is hidden (no order: the GM's client picks each card at the draw), so the plays are
 * chosen from the hands actually dealt under a fixed seed (5: Bob holds a heart in round 2) and the
 * results are checked against the pure rules.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardCode } from "../../../src/rules/cards/card.ts";
import type { Card, SuitedCard } from "../../../src/rules/cards/card.ts";
import { attackBeats, cardValue, damageFor, isAce, playStrength } from "../../../src/rules/fates52/index.ts";
import { createWorld } from "../world.ts";
import { combatOf } from "./helpers.ts";
import type { World } from "../world.ts";
import { CHARACTER_TYPE, CHECK_MESSAGE, COMBAT_MESSAGE, FATES52, MONSTER_TYPE } from "../../../src/rulesets/fates52/ids.ts";
import { ODDS } from "../../sandbox/sight.ts";

let world: World;
let rt: World["rt"];
let gm: User.Implementation;
let players: User.Implementation[];

beforeEach(async () => {
  world = await createWorld({ ruleset: FATES52, players: ["Ann", "Bob"], gmName: "Fate Dealer", seed: 5 });
  ({ rt, gm, players } = world);
});

afterEach(() => expect(world.close()).toEqual([]));

const lying = (stack: string, owner?: string): SuitedCard[] => world.cardsIn(owner ? `${stack}:${owner}` : stack) as SuitedCard[];
const allCards = () =>
  ["deck", "discard", "play", "dealer"].flatMap((stack) => lying(stack)).length +
  game.actors.contents.filter((a) => a.type === CHARACTER_TYPE).flatMap((a) => lying("hand", a.id!)).length;

const actor = (name: string, type: string, system: Record<string, unknown>, owner?: User.Implementation) =>
  world.actor(name, owner ?? null, { type, system });

const ask = (user: User.Implementation, request: Parameters<World["ask"]>[1]) => world.ask(user, request);
const codes = (cards: readonly Card[]) => cards.map(cardCode).join(",");
const hpOf = (document: Actor.Implementation) => (document.system as unknown as { hp: number }).hp;
const byValue = (a: SuitedCard, b: SuitedCard) => cardValue(a) - cardValue(b);

/** The Fate Dealer posts a combat card: this character against this monster; its message id. */
async function fightOf(player: Actor.Implementation, monster: Actor.Implementation): Promise<string> {
  const started = await ask(gm, {
    kind: "startCard",
    messageType: COMBAT_MESSAGE,
    actorId: player.id!,
    options: { players: [player.id], monsters: [monster.id] },
  });
  return started.ok ? started.messageId! : "";
}

describe("52 Fates: a check card's odds while it waits", () => {
  it("[CORE-05] [F52-02] Ann's and Bob's checks both wait; Ann draws, her cards go face up, and Bob's odds follow, as a check posted now shows them", async () => {
    const ann = await actor("Ann", CHARACTER_TYPE, { characterClass: "warrior", level: 1, hp: 3 }, players[0]);
    const bob = await actor("Bob", CHARACTER_TYPE, { characterClass: "wizard", level: 1, hp: 3 }, players[1]);
    await world.setUp();
    const check = async (user: User.Implementation, who: Actor.Implementation) => {
      const started = await ask(user, { kind: "startCard", messageType: CHECK_MESSAGE, actorId: who.id!, options: { difficulty: 8 } });
      return started.ok ? started.messageId! : "";
    };
    const odds = (messageId: string) => (game.messages.get(messageId)!.system as unknown as { state: { odds: number } }).state.odds;
    const anns = await check(players[0]!, ann);
    const bobs = await check(players[1]!, bob);
    const before = odds(bobs);
    expect((await world.act(players[0]!, anns, "draw")).ok).toBe(true);
    const now = odds(await check(players[1]!, bob));
    expect(now).not.toBe(before);
    expect(odds(bobs)).toBe(now);
  });
});

describe("52 Fates: a combat card posted before the fight begins", () => {
  it("[F52-14] [F52-04] Ann's HP healed on her sheet between the card's posting and the deal: she is dealt her hand at the new HP, and the sheet keeps it", async () => {
    const ann = await actor("Ann the Warrior", CHARACTER_TYPE, { characterClass: "warrior", level: 2, hp: 2 }, players[0]);
    const orc = await actor("Orc", MONSTER_TYPE, { hp: 6, maxHp: 6, group: "orcs" });
    await world.setUp();
    const messageId = await fightOf(ann, orc);
    // Healed to 4 on her sheet, and the orc wounded on its own, before the Fate Dealer deals.
    await rt.as(gm, () => game.actors.get(ann.id!)!.update({ system: { hp: 4 } } as never));
    await rt.as(gm, () => game.actors.get(orc.id!)!.update({ system: { hp: 5 } } as never));
    expect((await world.act(gm, messageId, "begin")).ok).toBe(true);
    const hp = (key: string) => combatOf(messageId).participants.find((participant) => participant.key === key)!.hp;
    expect(hp(ann.id!)).toBe(4);
    expect(hp(orc.id!)).toBe(5);
    expect(lying("hand", ann.id!)).toHaveLength(4);
    expect(hpOf(game.actors.get(ann.id!)!)).toBe(4);
  });
});

describe("52 Fates: a combat round on FoundryTable", () => {
  it("[F52-14] [F52-18] the world's ruling 'the hand shrinks at the next refill': a hit leaves the hand as it is; the round's end owes the excess, and Ann discards the cards she picks", async () => {
    await rt.as(gm, () => game.settings.set("deckbound", "fates52.trimAtRefill" as never, true as never));
    const ann = await actor("Ann the Warrior", CHARACTER_TYPE, { characterClass: "warrior", level: 2, hp: 4 }, players[0]);
    const orc = await actor("Orc", MONSTER_TYPE, { hp: 6, maxHp: 6, group: "orcs" });
    await world.setUp();
    const messageId = await fightOf(ann, orc);
    expect((await world.act(gm, messageId, "begin")).ok).toBe(true);
    const owed = () => combatOf(messageId).participants.find((participant) => participant.key === ann.id)!.mustDiscard;
    expect(lying("hand", ann.id!)).toHaveLength(4);

    expect((await world.act(gm, messageId, "damage", { target: ann.id!, amount: "2" })).ok).toBe(true);
    expect(hpOf(game.actors.get(ann.id!)!)).toBe(2);
    expect(lying("hand", ann.id!)).toHaveLength(4);
    expect(owed()).toBe(0);

    expect((await world.act(gm, messageId, "endRound")).ok).toBe(true);
    expect(combatOf(messageId).round).toBe(2);
    expect(lying("hand", ann.id!)).toHaveLength(4);
    expect(owed()).toBe(2);
    const hand = lying("hand", ann.id!);
    expect((await world.act(players[0]!, messageId, "discard", { actor: ann.id!, cards: codes(hand.slice(0, 2)) })).ok).toBe(true);
    expect(lying("hand", ann.id!).map(cardCode).sort()).toEqual(hand.slice(2).map(cardCode).sort());
    expect(owed()).toBe(0);
    expect(allCards()).toBe(52);
  });

  it("[F52-04][F52-05][F52-07][F52-09][F52-10][F52-14][F52-18][F52-20] initiative, a warrior's two-card attack, damage lowering a hand, a wizard's Heal, the refill", async () => {
    const ann = await actor("Ann the Warrior", CHARACTER_TYPE, { characterClass: "warrior", level: 2, hp: 4 }, players[0]);
    const bob = await actor("Bob the Wizard", CHARACTER_TYPE, { characterClass: "wizard", level: 1, hp: 3 }, players[1]);
    const orc = await actor("Orc", MONSTER_TYPE, { hp: 6, maxHp: 6, group: "orcs", attacks: [{ id: "axe", name: "Axe" }] });
    await world.setUp();
    expect(lying("deck")).toHaveLength(52);

    // The Fate Dealer opens the combat; a player may not deal.
    const started = await ask(gm, {
      kind: "startCard",
      messageType: COMBAT_MESSAGE,
      actorId: ann.id!,
      options: { players: [ann.id, bob.id], monsters: [orc.id] },
    });
    expect(started.ok).toBe(true);
    const messageId = started.ok ? started.messageId! : "";
    expect(await world.act(players[0]!, messageId, "begin")).toEqual({ ok: false, reason: "DECKBOUND.Fates52.Refusal.GameMasterOnly" });
    expect((await world.act(gm, messageId, "begin")).ok).toBe(true);

    // Hands: level + 2 each, the FD's the highest level [F52-04]; initiative cards face up [F52-05].
    let combat = combatOf(messageId);
    expect(lying("hand", ann.id!)).toHaveLength(4);
    expect(lying("hand", bob.id!)).toHaveLength(3);
    expect(lying("dealer")).toHaveLength(2);
    expect(combat.initiative).toHaveLength(3);
    const best = (group: string) => Math.max(...combat.initiative.filter((entry) => entry.group === group).map((entry) => entry.card.rank));
    expect(combat.order).toEqual(best("players") >= best("orcs") ? ["players", "orcs"] : ["orcs", "players"]);
    expect(allCards()).toBe(52);

    // The orc attacks Bob with its highest card; Bob defends with his lowest non-Ace card.
    const orcAttacks = async () => {
      const orcCard =
        [...lying("dealer")]
          .filter((card) => !isAce(card))
          .sort(byValue)
          .at(-1) ?? lying("dealer")[0]!;
      expect((await world.act(gm, messageId, "attack", { actor: orc.id!, target: bob.id!, cards: codes([orcCard]) })).ok).toBe(true);
      const open = combatOf(messageId).exchange!;
      expect(open.cards.map(cardCode)).toEqual([cardCode(orcCard)]);
      // Ann cannot defend for Bob, and Bob cannot act for the orc.
      expect(await world.act(players[0]!, messageId, "defend", { actor: bob.id!, cards: "" })).toEqual({
        ok: false,
        reason: "DECKBOUND.Fates52.Refusal.NotYours",
      });
      const bobCard = [...lying("hand", bob.id!)].filter((card) => !isAce(card)).sort(byValue)[0]!;
      const hpBefore = combatOf(messageId).participants.find((p) => p.key === bob.id)!.hp;
      expect((await world.act(players[1]!, messageId, "defend", { actor: bob.id!, cards: codes([bobCard]) })).ok).toBe(true);
      return { hit: attackBeats(playStrength([orcCard]), playStrength([bobCard])), orcCard, hpBefore };
    };

    // The seed is fixed, so which group acts first is too; either order is played the same way.
    let orcResult = combat.order[0] === "orcs" ? await orcAttacks() : undefined;

    // Ann attacks with her two highest non-Ace cards [F52-09]; three is refused.
    const annHand = [...lying("hand", ann.id!)].filter((card) => !isAce(card)).sort(byValue);
    const tooMany = await world.act(players[0]!, messageId, "attack", { actor: ann.id!, target: orc.id!, cards: codes(annHand.slice(-3)) });
    expect(tooMany).toEqual({ ok: false, reason: "DECKBOUND.Fates52.Refusal.TooManyCards" });
    const annPlay = annHand.slice(-2);
    expect((await world.act(players[0]!, messageId, "attack", { actor: ann.id!, target: orc.id!, cards: codes(annPlay) })).ok).toBe(true);
    // The attack lies face up; the card shows the odds before the defender plays [CORE-05].
    expect(lying("play").map(cardCode)).toEqual(expect.arrayContaining(annPlay.map(cardCode)));
    expect(await world.seeCard(messageId, players[0])).toMatch(new RegExp(`Chance to hit ${ODDS}`));
    const orcDefence = [...lying("dealer")].filter((card) => !isAce(card)).sort(byValue)[0];
    expect(orcDefence).toBeDefined();
    expect((await world.act(gm, messageId, "defend", { actor: orc.id!, cards: codes([orcDefence!]) })).ok).toBe(true);
    combat = combatOf(messageId);
    const annHit = attackBeats(playStrength(annPlay), playStrength([orcDefence!]));
    expect(annHit).toBe(true);
    const highest = [...annPlay].sort((a, b) => a.rank - b.rank).at(-1)!;
    expect(combat.participants.find((p) => p.key === orc.id)!.hp).toBe(6 - damageFor(highest, 6));
    // The monster's sheet is its template: its combat HP stays on the card [F52-22].
    expect(hpOf(game.actors.get(orc.id!)!)).toBe(6);

    // Bob passes this round (his Heal comes next round), then the orc attacks if it has not yet.
    expect((await world.act(players[1]!, messageId, "pass", { actor: bob.id! })).ok).toBe(true);
    orcResult ??= await orcAttacks();
    expect(orcResult.hit).toBe(true);
    const bobHp = orcResult.hpBefore - damageFor(orcResult.orcCard, orcResult.hpBefore);
    expect(combatOf(messageId).participants.find((p) => p.key === bob.id)!.hp).toBe(bobHp);
    expect(hpOf(game.actors.get(bob.id!)!)).toBe(bobHp);

    // End of round: played cards to the discard pile face up; every hand refills to its current maximum [F52-18].
    expect(await world.act(players[0]!, messageId, "endRound")).toEqual({ ok: false, reason: "DECKBOUND.Fates52.Refusal.GameMasterOnly" });
    expect((await world.act(gm, messageId, "endRound")).ok).toBe(true);
    expect(lying("play")).toHaveLength(0);
    expect(lying("hand", ann.id!)).toHaveLength(4);
    expect(lying("hand", bob.id!)).toHaveLength(bobHp);
    expect(lying("dealer")).toHaveLength(2);
    expect(allCards()).toBe(52);

    // Round 2: Bob heals himself with a heart [F52-20]; a mixed-suit spell is refused [F52-19/20].
    combat = combatOf(messageId);
    expect(combat.round).toBe(2);
    if (combat.order[0] === "orcs") expect((await world.act(gm, messageId, "pass", { actor: orc.id! })).ok).toBe(true);
    const hearts = lying("hand", bob.id!).filter((card) => card.suit === "H");
    const other = lying("hand", bob.id!).find((card) => card.suit !== "H");
    if (other && hearts[0]) {
      const mixed = await world.act(players[1]!, messageId, "cast", { actor: bob.id!, target: bob.id!, cards: codes([hearts[0], other]) });
      expect(mixed.ok).toBe(false);
    }
    expect(hearts.length).toBeGreaterThan(0);
    const heal = hearts[0]!;
    expect((await world.act(players[1]!, messageId, "cast", { actor: bob.id!, target: bob.id!, cards: codes([heal]) })).ok).toBe(true);
    const healed = Math.min(3, bobHp + (isAce(heal) ? 3 : heal.rank >= 11 ? 2 : 1));
    expect(combatOf(messageId).participants.find((p) => p.key === bob.id)!.hp).toBe(healed);
    expect(hpOf(game.actors.get(bob.id!)!)).toBe(healed);

    // The heal raises the refill: Bob's hand fills to his healed HP [F52-14, F52-18].
    expect((await world.act(players[0]!, messageId, "pass", { actor: ann.id! })).ok).toBe(true);
    if (combat.order[0] !== "orcs") expect((await world.act(gm, messageId, "pass", { actor: orc.id! })).ok).toBe(true);
    expect((await world.act(gm, messageId, "endRound")).ok).toBe(true);
    expect(lying("hand", bob.id!)).toHaveLength(healed);
    expect(allCards()).toBe(52);
    // Message data never held a hand's cards: only counts [F52-04, CORE-06].
    expect(world.audit.audited).toBeGreaterThan(8);
  });
});

describe("52 Fates: movement on the combat card", () => {
  it("[F52-06] each combatant's owner moves them up to 30 ft a round, in steps, before or after the action; the card shows what is left", async () => {
    const ann = await actor("Ann the Warrior", CHARACTER_TYPE, { characterClass: "warrior", level: 1, hp: 3 }, players[0]);
    const orc = await actor("Orc", MONSTER_TYPE, { hp: 4, maxHp: 4, group: "orcs", attacks: [{ id: "axe", name: "Axe" }] });
    await world.setUp();
    const messageId = await fightOf(ann, orc);
    expect((await world.act(gm, messageId, "begin")).ok).toBe(true);
    const content = () => world.seeCard(messageId, players[0]);
    const moved = () => combatOf(messageId).participants.find((p) => p.key === ann.id)!.movedFeet;
    expect(await content()).toMatch(new RegExp(`data-action="move" data-actor="${ann.id}"`));
    expect(await content()).toContain(game.i18n.format("DECKBOUND.Fates52.Move.Feet", { left: "30" }));

    expect(await world.act(players[1]!, messageId, "move", { actor: ann.id!, feet: "10" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Fates52.Refusal.NotYours",
    });
    expect((await world.act(players[0]!, messageId, "move", { actor: ann.id!, feet: "10" })).ok).toBe(true);
    expect(moved()).toBe(10);
    expect(await content()).toContain(game.i18n.format("DECKBOUND.Fates52.Move.Feet", { left: "20" }));
    expect(await world.act(players[0]!, messageId, "move", { actor: ann.id!, feet: "25" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Fates52.Refusal.TooFar",
    });
    expect((await world.act(players[0]!, messageId, "move", { actor: ann.id!, feet: "20" })).ok).toBe(true);
    expect(await content()).not.toMatch(new RegExp(`data-action="move" data-actor="${ann.id}"`));
  });
});

describe("52 Fates: the character sheet", () => {
  it("[F52-14][F52-03] shows the hand (its size is the HP), class, level and background skills", async () => {
    const ann = await actor(
      "Ann",
      CHARACTER_TYPE,
      { characterClass: "warrior", level: 2, hp: 4, backgroundSkills: ["Climbing"] },
      players[0],
    );
    await world.setUp();
    const sheet = ann.sheet as unknown as { render(): Promise<unknown>; renderedHTML: string; close(): Promise<unknown> };
    await rt.as(players[0]!, () => sheet.render());
    expect(sheet.renderedHTML).toContain("Warrior");
    expect(sheet.renderedHTML).toContain("Climbing");
    expect(sheet.renderedHTML).toMatch(/fates52-pip is-filled/);
    expect(sheet.renderedHTML).toContain("deckbound-hand-view");
    await sheet.close();
  });
});

describe("52 Fates: the action check card", () => {
  it("[F52-02][F52-03] shows exact odds before the draw, draws two cards with a background skill, and reports the result", async () => {
    const ann = await actor(
      "Ann",
      CHARACTER_TYPE,
      { characterClass: "warrior", level: 1, hp: 3, backgroundSkills: ["Climbing"] },
      players[0],
    );
    await world.setUp();
    const unknown = await ask(players[0]!, {
      kind: "startCard",
      messageType: CHECK_MESSAGE,
      actorId: ann.id!,
      options: { difficulty: 7, backgroundSkill: "Sailing" },
    });
    expect(unknown).toEqual({ ok: false, reason: "DECKBOUND.Fates52.Refusal.UnknownBackgroundSkill" });
    const bad = await ask(players[0]!, { kind: "startCard", messageType: CHECK_MESSAGE, actorId: ann.id!, options: { difficulty: 11 } });
    expect(bad).toEqual({ ok: false, reason: "DECKBOUND.Fates52.Refusal.DifficultyOutOfRange" });
    const started = await ask(players[0]!, {
      kind: "startCard",
      messageType: CHECK_MESSAGE,
      actorId: ann.id!,
      options: { difficulty: 9, backgroundSkill: "Climbing" },
    });
    expect(started.ok).toBe(true);
    const messageId = started.ok ? started.messageId! : "";
    const before = game.messages.get(messageId)!;
    const odds = (before.system as unknown as { state: { odds: number } }).state.odds;
    expect(await world.seeCard(before, players[0])).toContain(`${(Math.round(odds * 1000) / 10).toFixed(1)}%`);
    expect(await world.act(players[1]!, messageId, "draw")).toEqual({ ok: false, reason: "DECKBOUND.Fates52.Refusal.NotYours" });
    expect((await world.act(players[0]!, messageId, "draw")).ok).toBe(true);
    const state = (game.messages.get(messageId)!.system as unknown as { state: { cards: string[]; success: boolean; phase: string } })
      .state;
    expect(state.phase).toBe("done");
    expect(state.cards).toHaveLength(2);
    const drawn = lying("discard");
    expect(drawn.map(cardCode).sort()).toEqual([...state.cards].sort());
    const strength = playStrength(drawn);
    expect(state.success).toBe(strength.ace || strength.total > 9);
  });
});
