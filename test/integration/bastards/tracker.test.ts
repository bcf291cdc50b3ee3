/**
 * Foundry's combat tracker follows a Bastards opposition on the test runtime, through the GM queue,
 * with the hidden-card audit: the lowest initiative card on top [GOB-15], the current turn marked,
 * the tracker's next turn passing the turn with the next combatant's draw step [GOB-16], a refused
 * move stepping the tracker back, a combatant added or removed by hand refused, and the opposition's
 * end removing the tracker.
 */
import { participantOf } from "../../../src/foundry/combat-tracker.ts";
import { afterEach, expect, it } from "vitest";
import type { Card, SuitedCard } from "../../../src/rules/cards/card.ts";
import { identityOf } from "../../../src/foundry/table/card-identity.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { BASTARDS_WORLD, beginOpposition, fated, lying, opposition, players as seated } from "./helpers.ts";
import { until } from "../wait.ts";

let world: World;
afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

const value = (card: SuitedCard) => (card.rank === 14 ? 1 : card.rank);
const keyOf = (combatant: Combatant.Implementation) => participantOf(combatant);

it("[GOB-15] [GOB-16] the tracker lists the lowest initiative card first and marks the turn; its next turn passes the turn with the draw step; a refused move steps back; the end removes it", async () => {
  world = await createWorld(BASTARDS_WORLD);
  const { gm } = world;
  const players = seated(world);
  const system = { traits: { body: 3, spirit: 2, mind: 2, luck: 1 }, skills: { "combat:unarmed": 2 } };
  const ana = await fated(world, "Ana", players[0], { suit: "C", ...system });
  const bram = await fated(world, "Bram", players[1], { suit: "S", ...system });
  const messageId = await beginOpposition(world, players[0], [
    [ana, "heroes"],
    [bram, "villains"],
  ]);
  const card = () => opposition(messageId);
  const userOf = (key: string) => (key === ana.id ? players[0] : players[1]);

  // No tracker until initiative is settled.
  const firstCard = (key: string): Card => lying(world, "hand", key)[0]!;
  expect((await world.act(players[0], messageId, "chooseInitiative", { actor: ana.id, ...identityOf(firstCard(ana.id!)) })).ok).toBe(true);
  expect(game.combats.size).toBe(0);
  expect((await world.act(players[1], messageId, "chooseInitiative", { actor: bram.id, ...identityOf(firstCard(bram.id!)) })).ok).toBe(
    true,
  );
  expect(card().phase).toBe("turns");

  // One combatant per character at 15 − card value (A = 1): the tracker's top row acts first.
  const combat = await until(() => game.combats.contents.find((candidate) => candidate.combatants.size === 2));
  const rows = [...combat.combatants].sort((a, b) => b.initiative! - a.initiative!);
  for (const row of rows)
    expect(Math.floor(row.initiative!)).toBe(15 - value(card().combatants.find((c) => c.key === keyOf(row))!.initiative!));
  expect(rows.map(keyOf)).toEqual(card().order);
  expect(combat.round).toBe(1);
  await until(() => combat.turn === 0);

  // The first combatant takes their draw step on the card; the GM advances the tracker: the turn passes,
  // and the second combatant's draw step (Luck only) runs at once.
  const [first, second] = [card().order[0]!, card().order[1]!];
  expect((await world.act(userOf(first), messageId, "drawStep", { actor: first, trait: "luck" })).ok).toBe(true);
  const handBefore = lying(world, "hand", second).length;
  await world.rt.as(gm, () => combat.update({ turn: 1 } as never));
  await until(() => card().turn?.actor === second && card().turn?.stage === "action");
  expect(lying(world, "hand", second)).toHaveLength(handBefore + 1);
  expect(combat.turn).toBe(1);

  // Stepping the tracker back is undone: the card's turn is the truth.
  await world.rt.as(gm, () => combat.update({ turn: 0 } as never));
  await until(() => combat.turn === 1);
  expect(card().turn?.actor).toBe(second);

  // With an opposed draw open the turn cannot pass: the tracker's next round is refused and steps back.
  const target = second === ana.id ? bram.id! : ana.id!;
  expect(
    (await world.act(userOf(second), messageId, "attack", { actor: second, target, skill: "combat:unarmed", kind: "physical" })).ok,
  ).toBe(true);
  await world.rt.as(gm, () => combat.update({ round: 2, turn: 0 } as never));
  await until(() => combat.round === 1 && combat.turn === 1);
  expect(card().turn?.actor).toBe(second);
  expect(card().round).toBe(1);

  // Who fights is the card's [GOB-22]: taking Ana out of the tracker by hand, or putting a stranger in,
  // is refused with the reason, and changes nothing.
  const warnings = () => world.rt.notifications.log.filter((entry) => entry.type === "warn").map((entry) => entry.message);
  const anaRow = combat.combatants.find((combatant) => keyOf(combatant) === ana.id)!;
  await world.rt.as(gm, () => combat.deleteEmbeddedDocuments("Combatant", [anaRow.id!]));
  expect(combat.combatants.get(anaRow.id!)).toBe(anaRow);
  expect(warnings()).toContain(game.i18n.format("DECKBOUND.TrackerRoster.Removed", { name: "Ana" }));
  const stranger = await fated(world, "Cleo", players[0], { suit: "H", ...system });
  const added = await world.rt.as(gm, () => combat.createEmbeddedDocuments("Combatant", [{ actorId: stranger.id, name: "Cleo" }] as never));
  expect(added).toEqual([]);
  expect(warnings()).toContain(game.i18n.format("DECKBOUND.TrackerRoster.Added", { name: "Cleo" }));
  expect(combat.combatants.size).toBe(2);

  // The GM ends the opposition: the tracker goes.
  expect((await world.act(gm, messageId, "endOpposition")).ok).toBe(true);
  await until(() => game.combats.size === 0);
});
