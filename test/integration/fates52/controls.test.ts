/**
 * The 52 Fates controls a table needs, on the test runtime through the GM queue with the
 * hidden-card audit: a monster's attacks edited on its sheet and picked by the Fate Dealer in combat
 * [F52-22]; a monster that fights as a wizard casts [F52-20]; the unarmed attack [F52-12]; a wizard
 * targeting themself [F52-20]; an in-combat check with the level's extra cards [F52-21]; falling
 * damage [F52-13]; a spell's range and line of sight, confirmed by the caster [F52-20].
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardCode } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import { attackBeats, cardValue, isAce, playStrength } from "../../../src/rules/fates52/index.ts";
import { systemOf } from "../../../src/foundry/documents/system-of.ts";
import { COMBAT_MESSAGE, FATES52, MONSTER_TYPE } from "../../../src/rulesets/fates52/ids.ts";
import { createWorld } from "../world.ts";
import { combatOf } from "./helpers.ts";
import type { World } from "../world.ts";

let world: World;
beforeEach(async () => {
  world = await createWorld({ ruleset: FATES52, players: ["Ann", "Bob"], gmName: "Fate Dealer", seed: 21 });
});
afterEach(() => expect(world.close()).toEqual([]));

type RenderedSheet = { render(options: object): Promise<unknown>; renderedHTML: string; mode: "play" | "edit" };
const fighter = (messageId: string, key: string) => combatOf(messageId).participants.find((participant) => participant.key === key)!;

const BITE = {
  id: "bite",
  name: "Bite",
  number: { damage: 1, effect: "" },
  face: { damage: 2, effect: "" },
  ace: { damage: -1, effect: "" },
};

/** A combat begun by the GM; the first group to act passes until it is `group`'s turn. */
async function combat(players: Actor.Implementation[], monsters: Actor.Implementation[], group: string): Promise<string> {
  await world.setUp();
  const started = await world.ask(world.gm, {
    kind: "startCard",
    messageType: COMBAT_MESSAGE,
    actorId: players[0]!.id!,
    options: { players: players.map((p) => p.id), monsters: monsters.map((m) => m.id) },
  });
  const messageId = started.ok ? started.messageId! : "";
  expect((await world.act(world.gm, messageId, "begin")).ok).toBe(true);
  for (const other of combatOf(messageId).order.filter((candidate) => candidate !== group)) {
    if (combatOf(messageId).order.indexOf(other) > combatOf(messageId).order.indexOf(group)) break;
    for (const participant of combatOf(messageId).participants.filter((p) => p.group === other))
      expect((await world.act(world.gm, messageId, "pass", { actor: participant.key })).ok).toBe(true);
  }
  return messageId;
}

describe("52 Fates monsters on their sheet and in combat", () => {
  it("[F52-22] the Fate Dealer adds, edits and removes a monster's attacks on its sheet, and a value out of bounds is refused", async () => {
    const wolf = await world.actor("Wolf", null, { type: MONSTER_TYPE, system: { hp: 4, maxHp: 4, attacks: [BITE] } });
    const sheet = wolf.sheet as unknown as RenderedSheet;
    sheet.mode = "edit";
    await world.rt.as(world.gm, () => sheet.render({ force: true }));
    expect(sheet.renderedHTML).toContain('name="attacks.0.face.effect"');

    await world.rt.as(world.gm, () => world.rt.clickAction(sheet as never, "addAttack", {}));
    expect(systemOf(wolf, MONSTER_TYPE)!.attacks.map((attack) => attack.id)).toEqual(["bite", "attack-2"]);
    await world.rt.as(world.gm, () =>
      world.rt.submitForm(sheet as never, {
        "attacks.1.name": "Pounce",
        "attacks.1.ace.damage": 0,
        "attacks.1.ace.effect": "Knocked prone.",
      }),
    );
    expect(systemOf(wolf, MONSTER_TYPE)!.attacks[1]).toMatchObject({ name: "Pounce", ace: { damage: 0, effect: "Knocked prone." } });
    await world.rt.as(world.gm, () => world.rt.submitForm(sheet as never, { "attacks.0.number.damage": 1e9 }));
    expect(systemOf(wolf, MONSTER_TYPE)!.attacks[0]!.number.damage).toBe(1);
    expect(world.rt.notifications.log.filter((entry) => entry.type === "warn")).toHaveLength(1);

    await world.rt.as(world.gm, () => world.rt.clickAction(sheet as never, "removeAttack", { index: "0" }));
    expect(systemOf(wolf, MONSTER_TYPE)!.attacks.map((attack) => attack.name)).toEqual(["Pounce"]);
  });

  it("[F52-22] [F52-10] in combat the Fate Dealer picks which attack: the second attack's results apply", async () => {
    const ann = await world.character("Ann", world.players[0]!);
    const pounce = {
      ...BITE,
      id: "pounce",
      name: "Pounce",
      number: { damage: 3, effect: "" },
      face: { damage: 3, effect: "" },
      ace: { damage: 3, effect: "" },
    };
    const cat = await world.actor("Cat", null, { type: MONSTER_TYPE, system: { hp: 6, maxHp: 6, group: "Cats", attacks: [BITE, pounce] } });
    const messageId = await combat([ann], [cat], "Cats");
    const gmView = await world.seeCard(messageId, world.gm);
    expect(gmView).toMatch(/<option value="bite">Bite<\/option>\s*<option value="pounce">Pounce<\/option>/);
    const orc = world.cardsIn("dealer").find((card) => !isAce(card as SuitedCard))!;
    expect(
      (
        await world.act(world.gm, messageId, "attack", {
          actor: cat.id!,
          target: ann.id!,
          cards: cardCode(orc),
          attackId: "pounce",
          unarmed: "false",
        })
      ).ok,
    ).toBe(true);
    expect(combatOf(messageId).exchange?.attackId).toBe("pounce");
    // Ann defends with her lowest card; a hit does Pounce's 3, whatever the card's tier.
    const low = (world.cardsIn(`hand:${ann.id}`) as SuitedCard[])
      .filter((card) => !isAce(card))
      .sort((a, b) => cardValue(a) - cardValue(b))[0]!;
    expect((await world.act(world.players[0]!, messageId, "defend", { actor: ann.id!, cards: cardCode(low) })).ok).toBe(true);
    const hit = attackBeats(playStrength([orc as SuitedCard]), playStrength([low]));
    expect(fighter(messageId, ann.id!).hp).toBe(hit ? 0 : 3);
  });

  it("[F52-20] [F52-22] a monster that fights as a wizard has the cast control and casts", async () => {
    const ann = await world.character("Ann", world.players[0]!);
    const cultist = await world.actor("Cultist", null, {
      type: MONSTER_TYPE,
      system: { hp: 3, maxHp: 3, group: "Cultists", characterClass: "wizard", attacks: [BITE] },
    });
    const messageId = await combat([ann], [cultist], "Cultists");
    expect(fighter(messageId, cultist.id!).characterClass).toBe("wizard");
    expect(await world.seeCard(messageId, world.gm)).toContain(`data-action="cast" data-actor="${cultist.id}"`);
    const card = world.cardsIn("dealer")[0]!;
    expect(
      (
        await world.act(world.gm, messageId, "cast", {
          actor: cultist.id!,
          target: cultist.id!,
          cards: cardCode(card),
          distance: "0",
          sight: "true",
        })
      ).ok,
    ).toBe(true);
  });
});

describe("52 Fates fighters' controls", () => {
  it("[F52-20] a wizard may target themself; a spell out of sight or beyond 60 ft is refused", async () => {
    const bob = await world.actor("Bob", world.players[1]!, { system: { characterClass: "wizard", level: 1, hp: 3 } });
    const orc = await world.actor("Orc", null, { type: MONSTER_TYPE, system: { hp: 4, maxHp: 4, group: "orcs", attacks: [BITE] } });
    const messageId = await combat([bob], [orc], "players");
    const view = await world.seeCard(messageId, world.players[1]!);
    // Each target carries what an attack on it meets (hand, cards, bonus, Destruct), for the pick's odds.
    expect(view).toContain(`<option value="${bob.id}" data-defence="3,1,0,0" data-spell-defence="3,1,0,0">Bob</option>`);
    expect(view).toContain('data-sync="sight"');
    const card = world.cardsIn(`hand:${bob.id}`)[0]!;
    const cast = (data: Record<string, string>) =>
      world.act(world.players[1]!, messageId, "cast", { actor: bob.id!, target: bob.id!, cards: cardCode(card), ...data });
    expect(await cast({ distance: "0", sight: "false" })).toEqual({ ok: false, reason: "DECKBOUND.Fates52.Refusal.OutOfSight" });
    expect(await cast({ distance: "70", sight: "true" })).toEqual({ ok: false, reason: "DECKBOUND.Fates52.Refusal.TooFar" });
    expect((await cast({ distance: "0", sight: "true" })).ok).toBe(true);
  });

  it("[F52-20] a Destruct that could cancel a Protect asks its caster: refused without a choice; 'keep' lets both stand", async () => {
    const ann = await world.actor("Ann", world.players[0]!, { system: { characterClass: "wizard", level: 1, hp: 3 } });
    const bob = await world.actor("Bob", world.players[1]!, { system: { characterClass: "wizard", level: 1, hp: 3 } });
    const orc = await world.actor("Orc", null, { type: MONSTER_TYPE, system: { hp: 4, maxHp: 4, group: "orcs", attacks: [BITE] } });
    const messageId = await combat([ann, bob], [orc], "players");
    // The Fate Dealer swaps one card of each hand for the one this test plays: Ann's 7♦, Bob's 8♣.
    const give = async (actor: Actor.Implementation, code: string) => {
      const hand = `hand:${actor.id}`;
      const out = world.cardsIn(hand).find((card) => cardCode(card) !== code)!;
      if (!world.cardsIn(hand).some((card) => cardCode(card) === code)) {
        const from = world.cardsIn("deck").some((card) => cardCode(card) === code) ? "deck" : "discard";
        expect(
          (await world.ask(world.gm, { kind: "move", cards: [{ code: cardCode(out), origin: out.origin }], from: hand, to: from })).ok,
        ).toBe(true);
        expect((await world.ask(world.gm, { kind: "move", cards: [{ code, origin: "fates52" }], from, to: hand })).ok).toBe(true);
      }
    };
    await give(ann, "7D");
    await give(bob, "8C");
    expect(
      (await world.act(world.players[0]!, messageId, "cast", { actor: ann.id!, target: bob.id!, cards: "7D", sight: "true" })).ok,
    ).toBe(true);
    expect(fighter(messageId, bob.id!).wards.protectBonus).toBe(7);

    const destruct = { actor: bob.id!, target: bob.id!, cards: "8C", sight: "true" };
    const { wardChoiceNeeded, promptWardChoice } = await import("../../../src/rulesets/fates52/chat/ward-choice.ts");
    const message = game.messages.get(messageId)!;
    const state = (message.system as unknown as { state: unknown }).state as Parameters<typeof wardChoiceNeeded>[0];
    expect(wardChoiceNeeded(state, destruct)).toBe("protect");
    expect(wardChoiceNeeded(state, { ...destruct, cards: "6C" })).toBeNull();
    // The caster's client asks; closing the dialog casts nothing, a choice is sent with the cast.
    world.rt.dialogs.answer(null, "keep");
    const prompt = { message, actorId: ann.id!, state, data: destruct };
    expect(await promptWardChoice(prompt)).toBeNull();
    expect(await promptWardChoice(prompt)).toEqual({ ...destruct, ward: "keep" });

    // No silent cancel: a cast without the choice is refused and changes nothing.
    expect(await world.act(world.players[1]!, messageId, "cast", destruct)).toEqual({
      ok: false,
      reason: "DECKBOUND.Fates52.Refusal.WardChoiceNeeded",
    });
    expect(world.cardsIn(`hand:${bob.id}`).map(cardCode)).toContain("8C");
    expect((await world.act(world.players[1]!, messageId, "cast", { ...destruct, ward: "keep" })).ok).toBe(true);
    expect(fighter(messageId, bob.id!).wards).toMatchObject({ protectBonus: 7, destructBonus: 8 });
  });

  it("[F52-12] the unarmed attack: a hit does 1 damage and the defender may add one more card", async () => {
    const ann = await world.character("Ann", world.players[0]!);
    const orc = await world.actor("Orc", null, { type: MONSTER_TYPE, system: { hp: 4, maxHp: 4, group: "orcs", attacks: [BITE] } });
    const messageId = await combat([ann], [orc], "players");
    expect(await world.seeCard(messageId, world.players[0]!)).toContain('data-sync="unarmed"');
    const byValue = (a: SuitedCard, b: SuitedCard) => cardValue(a) - cardValue(b);
    const attack = (world.cardsIn(`hand:${ann.id}`) as SuitedCard[])
      .filter((card) => !isAce(card))
      .sort(byValue)
      .at(-1)!;
    expect(
      (
        await world.act(world.players[0]!, messageId, "attack", {
          actor: ann.id!,
          target: orc.id!,
          cards: cardCode(attack),
          unarmed: "true",
        })
      ).ok,
    ).toBe(true);
    expect(combatOf(messageId).exchange).toMatchObject({ unarmed: true });
    // The prompt asks for what the rules take: a defender holding cards plays up to 2 of them, at least one [F52-07]; none is refused.
    expect(await world.seeCard(messageId, world.gm)).toContain(
      game.i18n.format("DECKBOUND.Fates52.Combat.DefendHint.other", { count: "2" }),
    );
    expect(game.i18n.format("DECKBOUND.Fates52.Combat.DefendHint.other", { count: "2" })).toContain("(up to 2), then Defend");
    expect((await world.act(world.gm, messageId, "defend", { actor: orc.id!, cards: "" })).ok).toBe(false);
    const defence = (world.cardsIn("dealer") as SuitedCard[]).filter((card) => !isAce(card)).sort(byValue)[0]!;
    expect((await world.act(world.gm, messageId, "defend", { actor: orc.id!, cards: cardCode(defence) })).ok).toBe(true);
    const hit = attackBeats(playStrength([attack]), playStrength([defence]));
    expect(fighter(messageId, orc.id!).hp).toBe(hit ? 3 : 4);
  });

  it("[F52-21] [F52-02] an in-combat action check with the level's extra card draws one more card", async () => {
    const ann = await world.actor("Ann", world.players[0]!, { system: { level: 5, hp: 7 } });
    const orc = await world.actor("Orc", null, { type: MONSTER_TYPE, system: { hp: 4, maxHp: 4, group: "orcs", attacks: [BITE] } });
    const messageId = await combat([ann], [orc], "players");
    expect(await world.seeCard(messageId, world.players[0]!)).toContain('data-sync="extraCards"');
    expect(await world.act(world.players[0]!, messageId, "check", { actor: ann.id!, difficulty: "6", skill: "", extraCards: "2" })).toEqual(
      {
        ok: false,
        reason: "DECKBOUND.Fates52.Refusal.TooManyExtraCards",
      },
    );
    expect(
      (await world.act(world.players[0]!, messageId, "check", { actor: ann.id!, difficulty: "6", skill: "", extraCards: "1" })).ok,
    ).toBe(true);
    const check = combatOf(messageId).log.find((event) => event.type === "check");
    expect(check && check.type === "check" ? check.cards : []).toHaveLength(2);
  });

  it("[F52-13] the Fate Dealer's falling damage: 1 per full 30 ft", async () => {
    const ann = await world.actor("Ann", world.players[0]!, { system: { level: 3, hp: 5 } });
    const orc = await world.actor("Orc", null, { type: MONSTER_TYPE, system: { hp: 4, maxHp: 4, group: "orcs", attacks: [BITE] } });
    const messageId = await combat([ann], [orc], "players");
    expect(await world.seeCard(messageId, world.gm)).toContain('data-action="fall"');
    expect((await world.act(world.gm, messageId, "fall", { target: ann.id!, feet: "65" })).ok).toBe(true);
    expect(fighter(messageId, ann.id!).hp).toBe(3);
    expect(await world.act(world.players[0]!, messageId, "fall", { target: ann.id!, feet: "30" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Fates52.Refusal.GameMasterOnly",
    });
  });
});
