import { describe, expect, it } from "vitest";
import { extrasCombatant, fatedCombatant, followerCombatant } from "../../../src/rules/bastards/combatants.ts";
import type { Combatant } from "../../../src/rules/bastards/combatants.ts";
import { DISCARD, handStack } from "../../../src/rules/bastards/decks.ts";
import { REFUSAL } from "../../../src/rules/bastards/refusals.ts";
import { successorOf } from "../../../src/rules/bastards/character.ts";
import { beginScene } from "../../../src/rules/bastards/procedures/opposition.ts";
import { act, beginDuel, fated, hand, refusalOf } from "./duel.ts";
import { DEFAULT_RULINGS } from "../../../src/rules/bastards/rulings.ts";
import { expectConserved } from "./helpers.ts";

const TOP = "2C 3C 4C 6C 7C 5C 8C 9C 10C JC 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH";
const ana = () => fatedCombatant("ana", "heroes", fated("C", { wildcards: 1 }));
const bram = () => fatedCombatant("bram", "villains", fated("H", { wildcards: 1 }));
const follower = (key: string, rating = 2, side = "heroes") => followerCombatant(key, side, rating) as Combatant;

/** Ana (Clubs: Body 2, highest trait 2) against Bram; 2♣ and 5♣ for initiative, so Ana acts first; `joiners` may join. */
const begin = (joiners: readonly string[] = []) => beginDuel([ana(), bram()], TOP, DEFAULT_RULINGS, joiners);

describe("joining a running opposition [GOB-22]", () => {
  it("[GOB-22] [GOB-25] Involve: 1 wildcard brings two followers at the summoner's highest trait onto their side, each dealt its Power Rating; they play an initiative card face up", async () => {
    const { table, state } = await begin(["f1", "f2"]);
    const joiners = [follower("f1"), follower("f2")];
    expect(
      await refusalOf(table, state, { type: "join", how: "involve", actor: "ana", joiners: [follower("f1", 3), follower("f2", 3)] }),
    ).toBe(REFUSAL.BadJoiners);
    expect(
      await refusalOf(table, state, {
        type: "join",
        how: "involve",
        actor: "ana",
        joiners: [follower("f1"), follower("f2", 2, "villains")],
      }),
    ).toBe(REFUSAL.BadJoiners);
    expect(await refusalOf(table, state, { type: "join", how: "involve", actor: "ana", joiners: [follower("f1")] })).toBe(
      REFUSAL.BadJoiners,
    );
    let next = await act(table, state, { type: "join", how: "involve", actor: "ana", joiners });
    const ana2 = next.combatants.find((held) => held.key === "ana")!;
    expect(ana2.kind === "fated" && ana2.character.wildcards).toBe(0);
    expect(next.combatants.map((held) => [held.key, held.side, held.handCount, held.initiative])).toEqual([
      ["ana", "heroes", 4, expect.anything()],
      ["bram", "villains", 4, expect.anything()],
      ["f1", "heroes", 2, null],
      ["f2", "heroes", 2, null],
    ]);
    expect(hand(table, "f1")).toHaveLength(2);
    // A second Involve: no wildcard left.
    expect(await refusalOf(table, next, { type: "join", how: "involve", actor: "ana", joiners: [follower("f3"), follower("f4")] })).toBe(
      REFUSAL.NoWildcards,
    );
    const card = hand(table, "f1")[0]!;
    next = await act(table, next, { type: "chooseInitiative", actor: "f1", card, hand: hand(table, "f1") });
    expect(next.combatants.find((held) => held.key === "f1")?.initiative).toEqual(card);
    expect(
      await refusalOf(table, next, { type: "chooseInitiative", actor: "f1", card: hand(table, "f1")[0]!, hand: hand(table, "f1") }),
    ).toBe(REFUSAL.AlreadyChosen);
    // They act from the next round, in initiative order.
    next = await act(table, next, { type: "drawStep", actor: "ana" });
    next = await act(table, next, { type: "endTurn", actor: "ana" });
    next = await act(table, next, { type: "drawStep", actor: "bram" });
    next = await act(table, next, { type: "endTurn", actor: "bram" });
    expect(next.round).toBe(2);
    expect(next.order).toContain("f1");
    expect(next.order).not.toContain("f2");
    expectConserved(table);
  });

  it("[GOB-22] [GOB-26] Reinforce: 1 wildcard brings a group of five Extras at the summoner's Power Rating; Appearance is free and takes any side", async () => {
    const { table, state } = await begin(["gang", "cara"]);
    const gang = extrasCombatant("gang", "heroes", 2, 5, 1) as Combatant;
    expect(
      await refusalOf(table, state, {
        type: "join",
        how: "reinforce",
        actor: "ana",
        joiners: [extrasCombatant("gang", "heroes", 2, 4) as Combatant],
      }),
    ).toBe(REFUSAL.BadJoiners);
    let next = await act(table, state, { type: "join", how: "reinforce", actor: "ana", joiners: [gang] });
    expect(next.combatants.find((held) => held.key === "gang")).toMatchObject({ kind: "extras", members: 5, powerRating: 2, handCount: 2 });
    const cara = fatedCombatant("cara", "villains", fated("S"));
    expect(await refusalOf(table, next, { type: "join", how: "appearance", actor: "ana", joiners: [cara] })).toBe(REFUSAL.BadJoiners);
    expect(
      await refusalOf(table, next, { type: "join", how: "appearance", actor: "bram", joiners: [fatedCombatant("bram", "x", fated("S"))] }),
    ).toBe(REFUSAL.AlreadyInOpposition);
    next = await act(table, next, { type: "join", how: "appearance", actor: "cara", joiners: [cara] });
    expect(next.combatants.find((held) => held.key === "cara")).toMatchObject({ side: "villains", handCount: 5 });
    expectConserved(table);
  });

  it('[GOB-20] [GOB-22] a killed character\'s successor "cannot Appear until at least the next Scene": refused in the scene of the death; a new scene lets it', async () => {
    const { table, state } = await begin(["heir"]);
    const late = fated("C", { xpGained: 16, poolLoss: { body: 10, spirit: 5, mind: 5, luck: 5 } });
    const heir = successorOf(late);
    expect(heir).toMatchObject({ phase: "creation", xp: 18, awaitsNextScene: true });
    const appearing = fatedCombatant("heir", "heroes", { ...heir, phase: "play" });
    expect(await refusalOf(table, state, { type: "join", how: "appearance", actor: "heir", joiners: [appearing] })).toBe(
      REFUSAL.NotUntilNextScene,
    );
    // The next scene begins (the GM's New scene, or an opposition's start): it may appear from then on.
    const arrived = beginScene({ ...heir, phase: "play" });
    expect(arrived.awaitsNextScene).toBe(false);
    const next = await act(table, state, {
      type: "join",
      how: "appearance",
      actor: "heir",
      joiners: [fatedCombatant("heir", "heroes", arrived)],
    });
    expect(next.combatants.find((held) => held.key === "heir")).toMatchObject({ side: "heroes", handCount: 5 });
  });

  it("[GOB-20] [GOB-22] a Knocked Out, Wounded or Killed character cannot take actions: its Appearance is refused with the reason, and nobody joins", async () => {
    const { table, state } = await begin(["cara"]);
    const poolLoss = { body: 10, spirit: 10, mind: 10, luck: 10 };
    for (const emptied of [{ body: 10, spirit: 10 }, { body: 10, spirit: 10, mind: 10 }, poolLoss]) {
      const fallen = fatedCombatant(
        "cara",
        "villains",
        fated("S", { poolLoss: { ...{ body: 0, spirit: 0, mind: 0, luck: 0 }, ...emptied } }),
      );
      expect(await refusalOf(table, state, { type: "join", how: "appearance", actor: "cara", joiners: [fallen] })).toBe(REFUSAL.CannotAct);
    }
    // Desperate (one pool empty) still acts: it may appear.
    const desperate = fatedCombatant("cara", "villains", fated("S", { poolLoss: { ...poolLoss, spirit: 0, mind: 0, luck: 0 } }));
    const next = await act(table, state, { type: "join", how: "appearance", actor: "cara", joiners: [desperate] });
    expect(next.combatants.find((held) => held.key === "cara")).toMatchObject({ side: "villains" });
  });

  it("[GOB-22] joiners come in between draws only, while the turns run", async () => {
    const { table, state } = await begin(["f1", "f2"]);
    let next = await act(table, state, { type: "drawStep", actor: "ana" });
    next = await act(table, next, { type: "attack", actor: "ana", target: "bram", skill: "combat:unarmed", kind: "physical", modifier: 0 });
    expect(await refusalOf(table, next, { type: "join", how: "involve", actor: "ana", joiners: [follower("f1"), follower("f2")] })).toBe(
      REFUSAL.NotNow,
    );
  });
});

describe("leaving a running opposition [GOB-22]", () => {
  it("[GOB-22] [GOB-27] Flee on one's own action; nobody gives chase: the fleer leaves with their XP when the turn ends, and with one side left the opposition ends", async () => {
    const { table, state } = await begin();
    expect(await refusalOf(table, state, { type: "flee", actor: "bram" })).toBe(REFUSAL.NotYourTurn);
    expect(await refusalOf(table, state, { type: "giveChase", actor: "bram" })).toBe(REFUSAL.NoFlight);
    let next = await act(table, state, { type: "drawStep", actor: "ana" });
    next = await act(table, next, { type: "flee", actor: "ana" });
    expect(next.flight).toEqual({ actor: "ana", chasers: [] });
    expect(
      await refusalOf(table, next, {
        type: "attack",
        actor: "ana",
        target: "bram",
        skill: "combat:unarmed",
        kind: "physical",
        modifier: 0,
      }),
    ).toBe(REFUSAL.ActionUsed);
    next = await act(table, next, { type: "endTurn", actor: "ana" });
    expect(next.combatants.map((held) => held.key)).toEqual(["bram"]);
    expect(next.fled.map((held) => held.kind === "fated" && [held.key, held.character.xp])).toEqual([["ana", 11]]);
    expect(hand(table, "ana")).toHaveLength(0);
    expect(table.contents(DISCARD).length).toBeGreaterThanOrEqual(5);
    expect(next.phase).toBe("ended");
    expectConserved(table);
  });

  it("[GOB-22] Give Chase only after a Flee, by an opposing character for 1 wildcard each: the fleer stays and the opposition becomes a chase", async () => {
    const { table, state } = await begin();
    let next = await act(table, state, { type: "drawStep", actor: "ana" });
    next = await act(table, next, { type: "flee", actor: "ana" });
    expect(await refusalOf(table, next, { type: "giveChase", actor: "ana" })).toBe(REFUSAL.BadTarget);
    next = await act(table, next, { type: "giveChase", actor: "bram" });
    expect(await refusalOf(table, next, { type: "giveChase", actor: "bram" })).toBe(REFUSAL.AlreadyChasing);
    const bram2 = next.combatants.find((held) => held.key === "bram")!;
    expect(bram2.kind === "fated" && bram2.character.wildcards).toBe(0);
    next = await act(table, next, { type: "endTurn", actor: "ana" });
    expect(next).toMatchObject({ chase: true, flight: null, phase: "turns" });
    expect(next.turn?.actor).toBe("bram");
    expect(next.combatants.map((held) => held.key)).toEqual(["ana", "bram"]);
    expect(handStack("ana")).toBe("hand:ana");
  });

  it("[GOB-22] Distance at the scene's start only, once per scene, 1 wildcard for medium and 2 for long", async () => {
    const { table, state } = await begin();
    expect(await refusalOf(table, state, { type: "distance", actor: "ana", range: 2 })).toBe(REFUSAL.NoWildcards);
    const set = await act(table, state, { type: "distance", actor: "ana", range: 1 });
    expect(set.distance).toEqual({ actor: "ana", range: 1 });
    expect(await refusalOf(table, set, { type: "distance", actor: "bram", range: 1 })).toBe(REFUSAL.DistanceUsed);
    let late = await act(table, state, { type: "drawStep", actor: "ana" });
    late = await act(table, late, { type: "mulligan", actor: "ana", hand: hand(table, "ana") });
    expect(await refusalOf(table, late, { type: "distance", actor: "bram", range: 1 })).toBe(REFUSAL.NotSceneStart);
  });
});
