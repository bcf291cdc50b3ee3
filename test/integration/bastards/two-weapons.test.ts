/**
 * Two weapons from the opposition card's attack form [GOB-24]: the form offers the attacker's
 * weapon skills as a second weapon before the turn's first attack; the GM's client wields both and
 * attacks with the first, each weapon's draw at −2 cards (Ambidextrous −1); unarmed is refused and
 * changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compareCards } from "../../../src/rules/bastards/index.ts";
import type { Card, SuitedCard } from "../../../src/rules/cards/card.ts";
import { identityOf } from "../../../src/foundry/table/card-identity.ts";
import { stepForm } from "../../../src/rulesets/bastards/chat/choosers.ts";
import { WEAPON_ITEM } from "../../../src/rulesets/bastards/ids.ts";
import { attackBonus } from "../../../src/rules/bastards/procedures/advantage-numbers.ts";
import { oppositionContext } from "../../../src/rulesets/bastards/chat/opposition-context.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import * as helpers from "./helpers.ts";
import { opposition } from "./helpers.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld(helpers.BASTARDS_WORLD);
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

/** A hand's suited cards but Aces (an Ace's initiative counts 1), lowest first. */
const byInitiative = (cards: readonly Card[]) =>
  [...cards].filter((card): card is SuitedCard => card.kind === "suited" && card.rank !== 14).sort(compareCards);

/** Ana against Bram, dealt; Ana plays her lowest card for initiative, Bram his highest (no Ace: it counts 1), so she acts first; her draw step done. */
async function anaActsFirst(ana: Actor.Implementation, bram: Actor.Implementation): Promise<string> {
  const [ann, bob] = helpers.players(world);
  const messageId = await helpers.beginOpposition(world, ann!, [
    [ana, "heroes"],
    [bram, "villains"],
  ]);
  for (const [actor, user, card] of [
    [ana, ann!, byInitiative(helpers.lying(world, "hand", ana.id!))[0]!],
    [bram, bob!, byInitiative(helpers.lying(world, "hand", bram.id!)).at(-1)!],
  ] as const)
    expect((await world.act(user, messageId, "chooseInitiative", { actor: actor.id, ...identityOf(card) })).ok).toBe(true);
  expect(opposition(messageId).turn?.actor).toBe(ana.id);
  expect((await world.act(ann!, messageId, "drawStep", { actor: ana.id, trait: "luck" })).ok).toBe(true);
  return messageId;
}

describe("two weapons from the attack form", () => {
  it("[GOB-24] [GOB-28] the form offers a second weapon; the attack wields both (Ambidextrous: −1 card each); unarmed as a second weapon is refused", async () => {
    const [ann, bob] = helpers.players(world);
    const ana = await helpers.fated(world, "Ana", ann!, {
      suit: "C",
      traits: { body: 2, spirit: 1, mind: 1, luck: 1 },
      skills: { "combat:sabre": 3, "combat:knife": 3 },
      advantages: { ambidextrous: 1 },
    });
    const bram = await helpers.fated(world, "Bram", bob!, { suit: "S" });
    const messageId = await anaActsFirst(ana, bram);
    let state = opposition(messageId);
    expect(stepForm("attack", state, {}, ana.id!).offhands.map((option) => option.value)).toEqual(["combat:sabre", "combat:knife"]);

    const attack = { actor: ana.id, target: bram.id, skill: "combat:sabre", kind: "physical" };
    expect(await world.act(ann!, messageId, "attack", { ...attack, offhand: "combat:unarmed" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Bastards.Refusal.BadWeapons",
    });
    expect(opposition(messageId).combatants.find((combatant) => combatant.key === ana.id)!.twoWeapons).toBeNull();

    expect((await world.act(ann!, messageId, "attack", { ...attack, offhand: "combat:knife" })).ok).toBe(true);
    state = opposition(messageId);
    expect(state.combatants.find((combatant) => combatant.key === ana.id)!.twoWeapons).toEqual(["combat:sabre", "combat:knife"]);
    // Two attack draws this action, the sabre's first: 3 cards − 1 (Ambidextrous).
    expect(state.turn).toMatchObject({ attacksLeft: 2, weaponsUsed: ["combat:sabre"] });
    expect(state.draw?.attacker).toMatchObject({ skill: "combat:sabre", cap: 2 });
    expect(stepForm("attack", state, {}, ana.id!).offhands).toEqual([]);
  });
});

describe("a ranged weapon's attack from the card", () => {
  it("[GOB-28] Ana's pistol is not a melee weapon: her attack with it is ranged, its range penalty counts and her Eagle Eyes takes 5 off it; the same penalty with her sabre is refused", async () => {
    const [ann, bob] = helpers.players(world);
    const ana = await helpers.fated(world, "Ana", ann!, {
      suit: "C",
      traits: { body: 2, spirit: 1, mind: 1, luck: 1 },
      skills: { "combat:sabre": 2, "combat:pistol": 2 },
      advantages: { eagleEyes: 1 },
    });
    await world.rt.as(world.gm, () =>
      ana.createEmbeddedDocuments("Item", [
        { name: "Pistol", type: WEAPON_ITEM, system: { skill: "combat:pistol", melee: false } } as never,
        { name: "Sabre", type: WEAPON_ITEM, system: { skill: "combat:sabre", melee: true } } as never,
      ]),
    );
    const bram = await helpers.fated(world, "Bram", bob!, { suit: "S" });
    const messageId = await anaActsFirst(ana, bram);
    const shot = { actor: ana.id, target: bram.id, kind: "physical", rangePenalty: "-10" };
    // A sabre is a melee weapon: no range penalty.
    expect(await world.act(ann!, messageId, "attack", { ...shot, skill: "combat:sabre" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Bastards.Refusal.BadInput",
    });
    expect((await world.act(ann!, messageId, "attack", { ...shot, skill: "combat:pistol" })).ok).toBe(true);
    const draw = opposition(messageId).draw!;
    expect(draw).toMatchObject({ melee: false, rangePenalty: -10 });
    const state = opposition(messageId);
    expect(
      attackBonus(
        state,
        draw,
        state.combatants.find((combatant) => combatant.key === ana.id)!,
      ),
    ).toBe(5);
    // The card's heading reads the penalty and what Eagle Eyes took off it.
    expect(oppositionContext({ rulings: state.rulings, names: {}, seated: state.combatants, opposition: state }).draw?.range).toEqual({
      label: "DECKBOUND.Bastards.Opposition.RangeEagleEyes",
      penalty: "\u221210",
      reduced: "5",
    });
  });
});
