/**
 * Foundry's combat tracker follows the 52 Fates combat card on the test runtime, through the GM
 * queue, with the hidden-card audit: group initiative on the combatants [F52-05], the tracker's
 * next round doing the end-of-round refill [F52-18], and the combat's end removing the tracker.
 */
import { afterEach, expect, it } from "vitest";
import { participantOf } from "../../../src/foundry/combat-tracker.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { until } from "../wait.ts";
import { COMBAT_MESSAGE, FATES52, MONSTER_TYPE } from "../../../src/rulesets/fates52/ids.ts";

let world: World;
afterEach(() => {
  expect(world.close()).toEqual([]);
});

interface CardCombat {
  round: number;
  order: string[];
  initiative: { group: string; card: { rank: number } }[];
  participants: { key: string; group: string; acted: boolean }[];
}

it("[F52-05] [F52-18] the tracker lists each group at its best card, players first on a tie; its next round refills the hands", async () => {
  world = await createWorld({ ruleset: FATES52, players: ["Ann", "Bob"], seed: 5 });
  const { rt, gm } = world;
  const [ann, bob] = [world.players[0]!, world.players[1]!];
  const hero = await world.character("Ann", ann);
  const wizard = await world.character("Bob", bob);
  await rt.as(gm, () => wizard.update({ system: { characterClass: "wizard" } } as never));
  const wolf = await world.actor("Wolf", null, { type: MONSTER_TYPE, system: { hp: 3, maxHp: 3, group: "Wolves" } });
  await world.setUp();

  const started = await world.ask(gm, {
    kind: "startCard",
    messageType: COMBAT_MESSAGE,
    actorId: hero.id!,
    options: { players: [hero.id, wizard.id], monsters: [wolf.id, wolf.id] },
  });
  const messageId = started.ok ? started.messageId! : "";
  expect(game.combats.size).toBe(0);
  expect((await world.ask(gm, { kind: "cardAction", messageId, action: "begin", data: {} })).ok).toBe(true);
  const card = () => (game.messages.get(messageId)!.system as unknown as { state: { combat: CardCombat | null } }).state.combat!;

  // One combatant per participant (the second wolf too), each at its group's best card.
  const combat = await until(() => game.combats.contents.find((candidate) => candidate.combatants.size === 4));
  const best = (group: string) =>
    Math.max(
      ...card()
        .initiative.filter((entry) => entry.group === group)
        .map((entry) => entry.card.rank),
    );
  for (const participant of card().participants) {
    const combatant = combat.combatants.find((candidate) => participantOf(candidate) === participant.key)!;
    expect(Math.floor(combatant.initiative!)).toBe(best(participant.group));
  }
  // The tracker's order (highest first) is the card's group order: the players win a tie.
  const trackerOrder = [
    ...new Set(
      [...combat.combatants]
        .sort((a, b) => b.initiative! - a.initiative!)
        .map((combatant) => card().participants.find((p) => p.key === participantOf(combatant))!.group),
    ),
  ];
  expect(trackerOrder).toEqual(card().order);
  expect(combat.round).toBe(1);

  // Everyone passes; the Fate Dealer advances the tracker: the card ends its round and refills the hands.
  for (const group of card().order) {
    for (const participant of card().participants.filter((p) => p.group === group)) {
      const user = participant.key === hero.id ? ann : participant.key === wizard.id ? bob : gm;
      expect((await world.ask(user, { kind: "cardAction", messageId, action: "pass", data: { actor: participant.key } })).ok).toBe(true);
    }
  }
  await rt.as(gm, () => combat.update({ round: 2 } as never));
  await until(() => card().round === 2);
  expect(world.cardsIn(`hand:${hero.id}`)).toHaveLength(3);
  expect(world.cardsIn(`hand:${wizard.id}`)).toHaveLength(3);
  expect(world.cardsIn("dealer")).toHaveLength(1);
  expect(world.cardsIn("play")).toHaveLength(0);
  expect(card().participants.every((participant) => !participant.acted)).toBe(true);

  // Ending the round on the card moves the tracker along; ending the combat removes it.
  for (const group of card().order) {
    for (const participant of card().participants.filter((p) => p.group === group)) {
      await world.ask(gm, { kind: "cardAction", messageId, action: "pass", data: { actor: participant.key } });
    }
  }
  expect((await world.ask(gm, { kind: "cardAction", messageId, action: "endRound", data: {} })).ok).toBe(true);
  await until(() => combat.round === 3);
  expect((await world.ask(gm, { kind: "cardAction", messageId, action: "endCombat", data: {} })).ok).toBe(true);
  await until(() => game.combats.size === 0);
});

it("[F52-05] [F52-04] monsters added to the tracker mid-fight join the fight on the card: a third wolf with its pack, a bat of a new group waiting until the Fate Dealer draws its initiative card; the tracker lists each at its group's card; the bat taken out again leaves", async () => {
  world = await createWorld({ ruleset: FATES52, players: ["Ann"], seed: 5 });
  const { rt, gm } = world;
  const hero = await world.character("Ann", world.players[0]!);
  const wolf = await world.actor("Wolf", null, { type: MONSTER_TYPE, system: { hp: 3, maxHp: 3, group: "Wolves" } });
  const bat = await world.actor("Bat", null, { type: MONSTER_TYPE, system: { hp: 1, maxHp: 1, group: "Bats" } });
  await world.setUp();
  const started = await world.ask(gm, {
    kind: "startCard",
    messageType: COMBAT_MESSAGE,
    actorId: hero.id!,
    options: { players: [hero.id], monsters: [wolf.id, wolf.id] },
  });
  const messageId = started.ok ? started.messageId! : "";
  expect((await world.ask(gm, { kind: "cardAction", messageId, action: "begin", data: {} })).ok).toBe(true);
  const card = () => (game.messages.get(messageId)!.system as unknown as { state: { combat: CardCombat | null } }).state.combat!;
  const combat = await until(() => game.combats.contents.find((candidate) => candidate.combatants.size === 3));

  await rt.as(gm, () => combat.createEmbeddedDocuments("Combatant", [{ actorId: wolf.id, name: "Wolf" }] as never));
  await until(() => card().participants.some((participant) => participant.key === `${wolf.id}-3`));
  await rt.as(gm, () => combat.createEmbeddedDocuments("Combatant", [{ actorId: bat.id, name: "Bat" }] as never));
  // On the card, out of the order, no card drawn for it until the Fate Dealer draws one.
  await until(() => card().participants.some((participant) => participant.key === bat.id));
  expect(card().order).not.toContain("Bats");
  expect(card().initiative.filter((entry) => entry.group === "Bats")).toHaveLength(0);
  expect((await world.ask(world.players[0]!, { kind: "cardAction", messageId, action: "drawArrival", data: { group: "Bats" } })).ok).toBe(
    false,
  );
  expect((await world.ask(gm, { kind: "cardAction", messageId, action: "drawArrival", data: { group: "Bats" } })).ok).toBe(true);
  await until(() => card().order.includes("Bats"));
  // The bat drew its own initiative card; the wolves kept theirs (three cards, one per wolf at the start).
  expect(card().initiative.filter((entry) => entry.group === "Bats")).toHaveLength(1);
  expect(card().initiative.filter((entry) => entry.group === "Wolves")).toHaveLength(2);
  // Every combatant the tracker holds stands for one fighter of the card, at its group's card.
  await until(
    () => combat.combatants.size === 5 && combat.combatants.contents.every((combatant) => participantOf(combatant) !== undefined),
  );
  for (const participant of card().participants) {
    const combatant = combat.combatants.find((candidate) => participantOf(candidate) === participant.key)!;
    const best = Math.max(
      ...card()
        .initiative.filter((entry) => entry.group === participant.group)
        .map((entry) => entry.card.rank),
    );
    await until(() => Math.floor(combatant.initiative ?? 0) === best);
  }
  // The bat flies off: the Fate Dealer takes it out of the tracker, and it leaves the fight on the card.
  const batRow = combat.combatants.find((combatant) => participantOf(combatant) === bat.id)!;
  await rt.as(gm, () => combat.deleteEmbeddedDocuments("Combatant", [batRow.id!]));
  await until(() => !card().order.includes("Bats"));
  await until(() => combat.combatants.size === 4 && !combat.combatants.get(batRow.id!));
  expect(card().participants.some((participant) => participant.key === bat.id)).toBe(false);
});
