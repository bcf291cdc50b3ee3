/**
 * Begin Combat in Foundry's Combat Tracker starts the ruleset's combat card (src/foundry/combat-start.ts),
 * on the test runtime, through the GM queue, with the hidden-card audit on every message: Deck of
 * Adventures, 52 Fates and A Game of Bastards; the card is linked to the Combat, whose tracker then
 * follows the card's initiative without a second Combat; an assistant GM begins one while the GM is
 * connected; a player, an empty tracker, an actor of the
 * wrong kind and an already linked Combat start nothing.
 */
import { afterEach, expect, it } from "vitest";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";
import { DOA_ACTOR, DOA_ID } from "../../src/rulesets/doa/ids.ts";
import { doaStack } from "../../src/rules/doa/decks.ts";
import { playersFirstOdds } from "../../src/rules/doa/initiative-odds.ts";
import { attributeModifier } from "../../src/rules/doa/stats.ts";
import type { CharacterStats } from "../../src/rules/doa/stats.ts";
import { BASTARDS_WORLD, fated, lying, players as seated } from "./bastards/helpers.ts";
import { until } from "./wait.ts";

let close: () => string[];
afterEach(() => {
  expect(close()).toEqual([]);
});

type Rt = World["rt"];

/** A Combat holding these actors, as the GM makes it in the tracker (not yet begun). */
async function trackerWith(rt: Rt, gm: User.Implementation, actors: readonly Actor.Implementation[]): Promise<Combat.Implementation> {
  const combat = await rt.as(gm, () =>
    Combat.create({ combatants: actors.map((actor) => ({ actorId: actor.id, name: actor.name })) } as never),
  );
  if (!combat) throw new Error("no combat");
  return combat;
}

const messagesOf = (type: string) => game.messages.contents.filter((message) => message.type === type);
const stateOf = <T>(message: ChatMessage.Implementation) => (message.system as unknown as { state: T }).state;
const cardOf = (combat: Combat.Implementation) => combat.getFlag("deckbound", "card");

async function doaFighters(world: World) {
  const xena = await world.actor("Xena", world.players[0]!, {
    type: DOA_ACTOR.dealer,
    system: { level: 2, attributes: { AGL: 2 }, skills: { finesse: 2 }, primarySkill: "finesse", primarySuit: "S" },
  });
  const orc = await world.actor("Orc", null, { type: DOA_ACTOR.bystander, system: { hp: { value: 3, max: 3 } } });
  const rat = await world.actor("Rat", null, { type: DOA_ACTOR.bystander, system: { hp: { value: 1, max: 1 } } });
  await world.setUp();
  return [xena, orc, rat] as const;
}

/** A Deck of Adventures world whose GM began a combat of Xena, the Orc and the Rat in the tracker: its linked card, and a user's press of its buttons. */
async function doaCombatFromTracker() {
  const world = await createWorld({ ruleset: DOA_ID, players: ["Ann", "Bob"], seed: 2026 });
  close = () => (world.rt.uninstall(), world.audit.violations);
  const fighters = await doaFighters(world);
  const combat = await trackerWith(world.rt, world.gm, fighters);
  await world.rt.as(world.gm, () => combat.startCombat());
  const messageId = await until(() => cardOf(combat));
  const act = (user: User.Implementation, action: string, data: Record<string, string> | null = null) =>
    world.rt.as(user, () => world.modules.authority.askGm({ kind: "cardAction", messageId, action, data }));
  return { world, fighters, combat, messageId, act };
}

it("[DOA-13] the GM begins a Deck of Adventures combat in the tracker: a combat card with its three combatants, linked; after the card's Begin the tracker shows their initiative", async () => {
  const { world, fighters, combat, messageId, act } = await doaCombatFromTracker();
  const message = game.messages.get(messageId)!;
  expect(message.type).toBe("doaCombat");
  expect(messagesOf("doaCombat")).toHaveLength(1);
  const combatants = () =>
    stateOf<{
      combat: { phase: string; check: { phase: string } | null; combatants: { id: string; initiative: unknown }[] } | null;
      setup?: unknown;
    }>(game.messages.get(messageId)!);
  expect(combat.round).toBe(1);

  // The card's Begin draws initiative [DOA-13]; a Dealer's initiative card may wait on their Fate Card decision.
  expect((await act(world.gm, "begin")).ok).toBe(true);
  if (combatants().combat?.check?.phase === "deciding") expect((await act(world.players[0]!, "accept")).ok).toBe(true);
  expect(
    combatants()
      .combat!.combatants.map((fighter) => fighter.id)
      .sort(),
  ).toEqual(fighters.map((actor) => actor.id).sort());
  await until(() => combat.combatants.contents.every((combatant) => typeof combatant.initiative === "number"));
  // Each row shows its own fighter's initiative card (Ace 14 … 2, Agility as hundredths; a tie
  // goes a thousandth below the one before it), so the tracker runs in the card's turn order.
  for (const combatant of combat.combatants) {
    const fighter = combatants().combat!.combatants.find((candidate) => candidate.id === combatant.actorId)! as {
      initiative: { rank: number };
    };
    expect(combatant.initiative!).toBeGreaterThan(fighter.initiative.rank - 1);
    expect(combatant.initiative!).toBeLessThan(fighter.initiative.rank + 1);
  }
  const byInitiative = [...combat.combatants].sort((a, b) => b.initiative! - a.initiative!).map((combatant) => combatant.actorId);
  expect(byInitiative).toEqual((combatants().combat as unknown as { order: string[] }).order);
  expect(game.combats.size).toBe(1);
  expect(combat.combatants.size).toBe(3);
});

it("[DOA-14][DOA-13] the tracker it was begun from shows whose turn it is on the card; its Next Turn ends that turn on the card, a step back is undone, a second combatant of a fighter added by hand is taken back, one taken out leaves the fight, and ending the fight on the card ends the tracker's", async () => {
  const { world, fighters, combat, messageId, act } = await doaCombatFromTracker();
  const card = () =>
    stateOf<{ combat: { phase: string; order: string[]; turn: number; round: number; check: { phase: string } | null } }>(
      game.messages.get(messageId)!,
    ).combat;
  expect((await act(world.gm, "begin")).ok).toBe(true);
  if (card().check?.phase === "deciding") expect((await act(world.players[0]!, "accept")).ok).toBe(true);
  const shown = () => [...combat.combatants].sort((a, b) => b.initiative! - a.initiative!)[combat.turn ?? -1]?.actorId;
  await until(() => shown() === card().order[card().turn]);

  // Next Turn in the tracker: the card's current combatant ends their turn.
  const first = card().order[card().turn];
  await world.rt.as(world.gm, () => combat.update({ turn: (combat.turn ?? 0) + 1 } as never));
  await until(() => card().order[card().turn] !== first);
  expect(card().turn).toBe(1);
  await until(() => shown() === card().order[1]);

  // A step back is not the card's way: the tracker returns to the card's turn.
  await world.rt.as(world.gm, () => combat.update({ turn: 0 } as never));
  await until(() => combat.turn === 1);
  expect(card().turn).toBe(1);

  // The roster is the card's: a second Orc added by hand asks the card to seat him, which will not
  // (he fights already): he goes again, the GM told why, and the card is as it was.
  const warnings = () => world.rt.notifications.log.filter((entry) => entry.type === "warn").map((entry) => entry.message);
  const order = [...card().order];
  await world.rt.as(world.gm, () => combat.createEmbeddedDocuments("Combatant", [{ actorId: fighters[1].id, name: "Orc" }] as never));
  const notJoined = game.i18n.format("DECKBOUND.TrackerRoster.NotJoined", {
    name: "Orc",
    reason: game.i18n.localize("DECKBOUND.DOA.Refusal.UnknownCombatant"),
  });
  await until(() => warnings().includes(notJoined));
  await until(() => combat.combatants.size === 3);
  // Told once, in the roster's words (not the bare reason besides).
  expect(warnings().filter((warning) => warning.includes("Every character needs a known deck"))).toEqual([notJoined]);
  expect(card().order).toEqual(order);
  expect(card().turn).toBe(1);
  // One of the GM's two taken out by hand (not the one acting) leaves the fight on the card [DOA-13]:
  // out of its order, its initiative card off the GM's table, its combatant gone; the turn stays.
  const current = card().order[card().turn];
  const leaver = [fighters[1], fighters[2]].find((fighter) => fighter.id !== current)!;
  expect(world.cardsIn("gm-table")).toHaveLength(2);
  const leaving = combat.combatants.find((combatant) => combatant.actorId === leaver.id)!;
  await world.rt.as(world.gm, () => combat.deleteEmbeddedDocuments("Combatant", [leaving.id!]));
  await until(() => !card().order.includes(leaver.id!));
  await until(() => combat.combatants.size === 2);
  expect(card().order[card().turn]).toBe(current);
  expect(world.cardsIn("gm-table")).toHaveLength(1);
  await until(() => shown() === current);

  // The fight ends on the card: the tracker's Combat goes too.
  expect((await act(world.gm, "endCombat")).ok).toBe(true);
  await until(() => game.combats.size === 0);
});

it("[DOA-13] [CORE-05] before initiative is drawn the card holds the chance that Ann's Xena acts first, over the decks as they lie; drawing clears it", async () => {
  const { world, messageId, act } = await doaCombatFromTracker();
  const odds = () => stateOf<{ odds: { playersFirst: number | null } | null }>(game.messages.get(messageId)!).odds;
  const combatants = stateOf<{ setup: { combatants: { id: string; owner: string; stats: CharacterStats }[] } }>(
    game.messages.get(messageId)!,
  ).setup.combatants;
  const expected = playersFirstOdds(
    combatants.map((combatant) => ({
      owner: combatant.owner,
      agility: attributeModifier(combatant.stats, "AGL"),
      players: combatant.owner !== "gm",
    })),
    (owner) => world.cardsIn(doaStack.deck(owner)),
  );
  expect(expected).toBeGreaterThan(0);
  expect(odds()?.playersFirst).toBeCloseTo(expected!, 12);
  expect((await act(world.gm, "begin")).ok).toBe(true);
  expect(odds()?.playersFirst).toBeNull();
});

it("[DOA-13][CORE-05] a goblin the GM adds to the tracker mid-fight joins the fight on the card and waits, its chance to act this round shown; drawn, the tracker shows it in the card's order", async () => {
  const { world, combat, messageId, act } = await doaCombatFromTracker();
  type Fighter = { id: string; initiative: { rank: number } | null };
  const message = () =>
    stateOf<{
      combat: { order: string[]; turn: number; check: { phase: string } | null; combatants: Fighter[] };
      odds: { arrivals: { id: string; thisRound: number | null }[] } | null;
    }>(game.messages.get(messageId)!);
  const card = () => message().combat;
  expect((await act(world.gm, "begin")).ok).toBe(true);
  if (card().check?.phase === "deciding") expect((await act(world.players[0]!, "accept")).ok).toBe(true);
  const current = card().order[card().turn];
  const goblin = await world.actor("Goblin", null, { type: DOA_ACTOR.bystander, system: { hp: { value: 2, max: 2 } } });

  await world.rt.as(world.gm, () => combat.createEmbeddedDocuments("Combatant", [{ actorId: goblin.id, name: "Goblin" }] as never));
  // On the card, out of the order, nothing drawn yet: its odds wait with it.
  await until(() => card().combatants.some((fighter) => fighter.id === goblin.id));
  expect(card().order).not.toContain(goblin.id);
  expect(world.cardsIn(doaStack.table("gm"))).toHaveLength(2);
  const waiting = await until(() => message().odds?.arrivals.find((arrival) => arrival.id === goblin.id));
  expect(waiting.thisRound).toBeGreaterThan(0);
  expect(waiting.thisRound).toBeLessThan(1);
  expect((await act(world.gm, "drawArrival", { id: goblin.id! })).ok).toBe(true);
  const joined = await until(() => card().combatants.find((fighter) => fighter.id === goblin.id && fighter.initiative));
  await until(() => card().order.includes(goblin.id!));
  // Whoever was acting still is; the goblin's card is on the GM's table with the others' [DOA-13].
  expect(card().order[card().turn]).toBe(current);
  expect(world.cardsIn(doaStack.table("gm"))).toHaveLength(3);
  const tracked = () => combat.combatants.find((combatant) => combatant.actorId === goblin.id);
  await until(() => Math.floor(tracked()?.initiative ?? 0) === joined.initiative!.rank);
  expect(combat.combatants.size).toBe(4);
  const byInitiative = () => [...combat.combatants].sort((a, b) => b.initiative! - a.initiative!).map((combatant) => combatant.actorId);
  await until(() => byInitiative().join() === card().order.join());
});

it("[DOA-13][CORE-03] the GM deletes the combat card after its Begin: every initiative card leaves the tables and the tracker's Combat goes with it", async () => {
  const { world, messageId, act } = await doaCombatFromTracker();
  const card = () =>
    stateOf<{ combat: { phase: string; check: { phase: string } | null; combatants: { owner: string }[] } }>(game.messages.get(messageId)!)
      .combat;
  expect((await act(world.gm, "begin")).ok).toBe(true);
  if (card().check?.phase === "deciding") expect((await act(world.players[0]!, "accept")).ok).toBe(true);
  const owners = [...new Set(card().combatants.map((combatant) => combatant.owner))];
  const onTables = () => owners.flatMap((owner) => world.cardsIn(doaStack.table(owner)));
  expect(onTables()).toHaveLength(3);

  await world.rt.as(world.gm, () => game.messages.get(messageId)!.delete());
  await until(() => game.combats.size === 0);
  expect(onTables()).toEqual([]);
});

it("[DOA-05] a Fate token the GM awards on Xena's sheet mid-fight reaches the card, which can spend it, and stays through the fight's next steps, counted once", async () => {
  const { world, fighters, messageId, act } = await doaCombatFromTracker();
  const [xena] = fighters;
  type Fight = { check: { phase: string } | null; order: string[]; turn: number; decks: Record<string, { fateTokens: number }> };
  const card = () => stateOf<{ combat: Fight }>(game.messages.get(messageId)!).combat;
  expect((await act(world.gm, "begin")).ok).toBe(true);
  if (card().check?.phase === "deciding") expect((await act(world.players[0]!, "accept")).ok).toBe(true);
  const tokens = () => (xena.system as unknown as { deck: { fateTokens: number } }).deck.fateTokens;
  expect(tokens()).toBe(0);
  await world.rt.as(world.gm, () => xena.update({ system: { deck: { fateTokens: 1 } } } as never));
  await until(() => card().decks[xena.id!]?.fateTokens === 1);
  for (let step = 0; step < 2; step++) {
    const current = card().order[card().turn];
    expect((await act(current === xena.id ? world.players[0]! : world.gm, "endTurn")).ok).toBe(true);
  }
  expect(tokens()).toBe(1);
});

it("[DOA-13] an assistant GM begins a combat while the GM is connected: the card is started by the active GM's client and linked", async () => {
  const world = await createWorld({ ruleset: DOA_ID, players: ["Ann", "Bob"], seed: 2026 });
  close = () => (world.rt.uninstall(), world.audit.violations);
  const fighters = await doaFighters(world);
  // Foundry's ASSISTANT role "has many of the same in-game controls as a Game Master User"
  // (https://foundryvtt.com/api/enums/foundry.CONST.USER_ROLES.html); the connected GM stays the active one.
  const assistant = await world.rt.createUser({ name: "Assistant", role: "ASSISTANT" });
  expect(game.users.activeGM?.id).toBe(world.gm.id);
  const combat = await trackerWith(world.rt, world.gm, fighters);
  // Failed before: the assistant was told to begin the combat on the active GM's client (NotActiveGm).
  await world.rt.as(assistant, () => combat.startCombat());
  const messageId = await until(() => cardOf(combat));
  expect(game.messages.get(messageId)!.type).toBe("doaCombat");
  expect(game.messages.get(messageId)!.author?.id).toBe(world.gm.id);
  expect(messagesOf("doaCombat")).toHaveLength(1);
  expect(world.rt.notifications.log.filter((entry) => entry.type === "warn")).toEqual([]);
});

it("[DOA-13] a player cannot begin it, and an empty tracker or a combatant without a ruleset actor is refused with a warning: no card", async () => {
  const world = await createWorld({ ruleset: DOA_ID, players: ["Ann", "Bob"], seed: 2026 });
  close = () => (world.rt.uninstall(), world.audit.violations);
  const [xena] = await doaFighters(world);
  const warnings = () => world.rt.notifications.log.filter((entry) => entry.type === "warn").map((entry) => entry.message);

  // A player's client: the warning, no card, and Foundry refuses the player's write to the Combat.
  const owned = await trackerWith(world.rt, world.gm, [xena]);
  await expect(world.rt.as(world.players[0]!, () => owned.startCombat())).rejects.toThrow();
  expect(warnings()).toContain(game.i18n.localize("DECKBOUND.CombatStart.GmOnly"));

  // An empty tracker.
  const empty = await trackerWith(world.rt, world.gm, []);
  await world.rt.as(world.gm, () => empty.startCombat());
  expect(warnings()).toContain(game.i18n.localize("DECKBOUND.CombatStart.NoCombatants"));

  // A combatant with no actor (a token of something else).
  const stranger = await world.rt.as(world.gm, () =>
    Combat.create({ combatants: [{ actorId: xena.id, name: "Xena" }, { name: "Lantern" }] } as never),
  );
  await world.rt.as(world.gm, () => stranger!.startCombat());
  expect(warnings()).toContain(game.i18n.format("DECKBOUND.CombatStart.WrongActors", { names: "Lantern" }));

  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(messagesOf("doaCombat")).toHaveLength(0);
  expect([owned, empty, stranger!].map(cardOf)).toEqual([undefined, undefined, undefined]);
});

it("[F52-05] [F52-04] the GM begins a 52 Fates combat in the tracker: the card seats each combatant (two wolves from one actor), and after its Begin the same Combat shows the groups' initiative — no second Combat", async () => {
  const world = await createWorld({ ruleset: "fates52", players: ["Ann", "Bob"], seed: 5 });
  close = () => world.close();
  const { rt, gm, modules } = world;
  const hero = await world.character("Ann", world.players[0]!);
  const wizard = await world.character("Bob", world.players[1]!);
  const wolf = (await rt.as(gm, () =>
    Actor.create({ name: "Wolf", type: "fates52Monster", system: { hp: 3, maxHp: 3, group: "Wolves" } } as never),
  ))! as Actor.Implementation;
  await rt.as(gm, () => modules.setup.setUpStacks(world.ruleset));
  const combat = await trackerWith(rt, gm, [wolf, hero, wolf, wizard]);

  // A double click: the second Begin, while the first card is being started, starts none.
  await rt.as(gm, async () => {
    await Promise.all([combat.startCombat(), combat.startCombat()]);
  });
  const messageId = await until(() => cardOf(combat));
  expect(game.messages.get(messageId)!.type).toBe("fates52Combat");
  expect(messagesOf("fates52Combat")).toHaveLength(1);
  // The wolf's actor leads no card: the card is the first character's.
  expect((game.messages.get(messageId)!.system as unknown as { actorId: string }).actorId).toBe(hero.id);
  const setup = stateOf<{ setup: { players: { key: string }[]; monsters: { key: string }[] } }>(game.messages.get(messageId)!).setup;
  expect(setup.players.map((player) => player.key)).toEqual([hero.id, wizard.id]);
  expect(setup.monsters.map((monster) => monster.key)).toEqual([wolf.id, `${wolf.id}-2`]);

  expect((await world.ask(gm, { kind: "cardAction", messageId, action: "begin", data: {} })).ok).toBe(true);
  const card = () =>
    stateOf<{ combat: { initiative: { group: string; card: { rank: number } }[]; participants: { key: string; group: string }[] } }>(
      game.messages.get(messageId)!,
    ).combat;
  await until(() => combat.combatants.contents.every((combatant) => typeof combatant.initiative === "number"));
  expect(game.combats.size).toBe(1);
  expect(combat.combatants.size).toBe(4);
  const best = (group: string) =>
    Math.max(
      ...card()
        .initiative.filter((entry) => entry.group === group)
        .map((entry) => entry.card.rank),
    );
  const { participantOf } = await import("../../src/foundry/combat-tracker.ts");
  expect(combat.combatants.contents.map(participantOf).sort()).toEqual(
    card()
      .participants.map((participant) => participant.key)
      .sort(),
  );
  for (const combatant of combat.combatants) {
    const participant = card().participants.find((candidate) => candidate.key === participantOf(combatant))!;
    expect(Math.floor(combatant.initiative!)).toBe(best(participant.group));
  }
});

it("[F52-05] a Combat the card made (already linked) starts no second card when the GM begins it", async () => {
  const world = await createWorld({ ruleset: "fates52", players: ["Ann"], seed: 5 });
  close = () => world.close();
  const { rt, gm, modules } = world;
  const hero = await world.character("Ann", world.players[0]!);
  await rt.as(gm, () => modules.setup.setUpStacks(world.ruleset));
  const combat = await trackerWith(rt, gm, [hero]);
  await rt.as(gm, () => combat.setFlag("deckbound", "card", "linkedcard"));
  await rt.as(gm, () => combat.startCombat());
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(messagesOf("fates52Combat")).toHaveLength(0);
  expect(cardOf(combat)).toBe("linkedcard");
});

it("[GOB-15] the GM begins an opposition in the tracker: the players' Fated against the GM's, and the same Combat follows the initiative cards", async () => {
  const world = await createWorld(BASTARDS_WORLD);
  close = () => (world.rt.uninstall(), world.audit.violations);
  const { rt, gm } = world;
  const players = seated(world);
  const system = { traits: { body: 3, spirit: 2, mind: 2, luck: 1 }, skills: { "combat:unarmed": 2 } };
  const ana = await fated(world, "Ana", players[0], { suit: "C", ...system });
  const brute = await fated(world, "Brute", gm, { suit: "S", ...system });
  await world.setUp();
  const combat = await trackerWith(rt, gm, [ana, brute]);

  await rt.as(gm, () => combat.startCombat());
  const messageId = await until(() => cardOf(combat));
  const card = () =>
    stateOf<{ seated: { key: string; side: string }[]; opposition: { phase: string; order: string[] } | null }>(
      game.messages.get(messageId)!,
    );
  expect(card().seated.map(({ key, side }) => [key, side])).toEqual([
    [ana.id, game.i18n.localize("DECKBOUND.Bastards.Start.PlayersSide")],
    [brute.id, game.i18n.localize("DECKBOUND.Bastards.Start.GmSide")],
  ]);

  // Initiative on the card [GOB-15]; the tracker's two rows take the initiative, and no Combat is added.
  expect((await world.act(gm, messageId, "begin")).ok).toBe(true);
  const { identityOf } = await import("../../src/foundry/table/card-identity.ts");
  for (const [actor, user] of [
    [ana, players[0]],
    [brute, gm],
  ] as const) {
    const first = lying(world, "hand", actor.id!)[0]!;
    expect((await world.act(user, messageId, "chooseInitiative", { actor: actor.id, ...identityOf(first) })).ok).toBe(true);
  }
  expect(card().opposition?.phase).toBe("turns");
  await until(() => combat.combatants.contents.every((combatant) => typeof combatant.initiative === "number"));
  expect(game.combats.size).toBe(1);
  expect(combat.combatants.size).toBe(2);
  const top = [...combat.combatants].sort((a, b) => b.initiative! - a.initiative!)[0]!;
  expect(top.actorId).toBe(card().opposition!.order[0]);
});
