/**
 * A monster's sheet is its template [F52-22]: every combat starts from the sheet's HP, and a fight
 * never writes the monster's combat HP back to its world actor — a monster killed in one combat
 * fights again in the next, unhurt; two unlinked copies of one monster (two tracker combatants of
 * one world actor) are two fighters, each hurt on the card alone. Characters' HP still follows the
 * fight, and the fight a character's HP edited on its sheet [F52-14]. On the test
 * runtime through the GM queue, with the hidden-card audit.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { participantOf } from "../../../src/foundry/combat-tracker.ts";
import { systemOf } from "../../../src/foundry/documents/system-of.ts";
import { CHARACTER_TYPE, COMBAT_MESSAGE, FATES52, MONSTER_TYPE } from "../../../src/rulesets/fates52/ids.ts";
import { createWorld } from "../world.ts";
import { until } from "../wait.ts";
import { combatOf } from "./helpers.ts";
import type { World } from "../world.ts";

let world: World;
beforeEach(async () => {
  world = await createWorld({ ruleset: FATES52, players: ["Ann"], gmName: "Fate Dealer", seed: 9 });
});
afterEach(() => expect(world.close()).toEqual([]));

const gmAct = (messageId: string, action: string, data: Record<string, string> = {}) =>
  world.ask(world.gm, { kind: "cardAction", messageId, action, data });

async function fight(hero: Actor.Implementation, monster: Actor.Implementation): Promise<string> {
  const started = await world.ask(world.gm, {
    kind: "startCard",
    messageType: COMBAT_MESSAGE,
    actorId: hero.id!,
    options: { players: [hero.id], monsters: [monster.id] },
  });
  expect(started).toMatchObject({ ok: true });
  const messageId = started.ok ? started.messageId! : "";
  expect((await gmAct(messageId, "begin")).ok).toBe(true);
  return messageId;
}

it("[F52-22] [F52-14] the same monster fights two combats in a row, each from its sheet's HP; the hero's HP follows the fight", async () => {
  const hero = await world.character("Ann", world.players[0]!);
  const sabre = await world.actor("Sabre-tooth", null, { type: MONSTER_TYPE, system: { hp: 5, maxHp: 5, group: "Cats" } });
  await world.setUp();

  const first = await fight(hero, sabre);
  expect((await gmAct(first, "damage", { target: hero.id!, amount: "1" })).ok).toBe(true);
  expect((await gmAct(first, "damage", { target: sabre.id!, amount: "5" })).ok).toBe(true);
  expect(combatOf(first).participants.find((participant) => participant.key === sabre.id)).toMatchObject({ hp: 0, status: "dead" });
  expect(systemOf(sabre, MONSTER_TYPE)!.hp).toBe(5);
  expect(systemOf(hero, CHARACTER_TYPE)!.hp).toBe(2);
  expect((await gmAct(first, "discardExcess", { target: hero.id! })).ok).toBe(true);
  expect((await gmAct(first, "endCombat")).ok).toBe(true);

  const second = await fight(hero, sabre);
  expect(combatOf(second).participants.find((participant) => participant.key === sabre.id)).toMatchObject({
    hp: 5,
    maxHp: 5,
    status: "active",
  });
  expect(systemOf(sabre, MONSTER_TYPE)!.hp).toBe(5);
});

it("[F52-22] [F52-04] two unlinked copies of one monster (two combatants of one world actor): damage kills only the copy it hits; the other copy and the world actor keep the sheet's HP, and only the dead copy's combatant is defeated", async () => {
  const hero = await world.character("Ann", world.players[0]!);
  const wolf = await world.actor("Wolf", null, { type: MONSTER_TYPE, system: { hp: 3, maxHp: 3, group: "Wolves" } });
  await world.setUp();
  const started = await world.ask(world.gm, {
    kind: "startCard",
    messageType: COMBAT_MESSAGE,
    actorId: hero.id!,
    options: { players: [hero.id], monsters: [wolf.id, wolf.id] },
  });
  const messageId = started.ok ? started.messageId! : "";
  expect((await gmAct(messageId, "begin")).ok).toBe(true);
  const second = `${wolf.id}-2`;
  expect((await gmAct(messageId, "damage", { target: second, amount: "3" })).ok).toBe(true);
  const hpOf = (key: string) => combatOf(messageId).participants.find((participant) => participant.key === key);
  expect(hpOf(second)).toMatchObject({ hp: 0, status: "dead" });
  expect(hpOf(wolf.id!)).toMatchObject({ hp: 3, status: "active" });
  expect(systemOf(wolf, MONSTER_TYPE)!.hp).toBe(3);

  const combat = await until(() => game.combats.contents.find((candidate) => candidate.combatants.size === 3));
  await until(() => combat.combatants.contents.some((combatant) => combatant.defeated));
  const wolves = combat.combatants.contents.filter((combatant) => combatant.actorId === wolf.id);
  expect(wolves.map((combatant) => [participantOf(combatant), combatant.defeated]).sort()).toEqual(
    [
      [wolf.id, false],
      [second, true],
    ].sort(),
  );
});

it("[F52-14] Ann edits her hero's HP on his sheet mid-fight: the card takes it (he owes the excess), and edits the sheet only when a step changes it again", async () => {
  const hero = await world.character("Ann", world.players[0]!);
  const sabre = await world.actor("Sabre-tooth", null, { type: MONSTER_TYPE, system: { hp: 5, maxHp: 5, group: "Cats" } });
  await world.setUp();
  const messageId = await fight(hero, sabre);
  const heroOnCard = () => combatOf(messageId).participants.find((participant) => participant.key === hero.id)!;
  expect(heroOnCard().hp).toBe(3);

  await world.rt.as(world.players[0]!, () => hero.update({ system: { hp: 1 } } as never));
  await until(() => heroOnCard().hp === 1);
  expect(heroOnCard().mustDiscard).toBe(2);
  expect(systemOf(hero, CHARACTER_TYPE)!.hp).toBe(1);
  // The card's own next hit starts from there, and writes the sheet.
  expect((await gmAct(messageId, "damage", { target: hero.id!, amount: "1" })).ok).toBe(true);
  expect(heroOnCard()).toMatchObject({ hp: 0, status: "dying" });
  expect(systemOf(hero, CHARACTER_TYPE)!.hp).toBe(0);
});
