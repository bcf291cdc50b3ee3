/**
 * Indirect involvement [GOB-20, GOB-22, GOB-27, GOB-28]: a Fated character not seated in a running
 * opposition (or seated and Killed in it) Involves and Reinforces onto a seated side it picks,
 * paying its wildcards; Mastermind works for its holder without appearing; it gains no XP at the
 * end. Readings in docs/CLAUSES.md (GOB-22, GOB-28).
 */
import { describe, expect, it } from "vitest";
import { parseCards } from "../../../src/rules/cards/card.ts";
import type { Character } from "../../../src/rules/bastards/character.ts";
import { extrasCombatant, fatedCombatant, followerCombatant } from "../../../src/rules/bastards/combatants.ts";
import type { Combatant, FollowerCombatant } from "../../../src/rules/bastards/combatants.ts";
import { PLAY } from "../../../src/rules/bastards/decks.ts";
import type { OppositionAction } from "../../../src/rules/bastards/procedures/opposition.ts";
import type { OppositionState } from "../../../src/rules/bastards/procedures/opposition-state.ts";
import { REFUSAL } from "../../../src/rules/bastards/refusals.ts";
import { infamousOpposition } from "../../../src/rules/bastards/dramatic.ts";
import { act, beginDuel, duelState, fated, opposedDraw, refusalOf, side } from "./duel.ts";
import { DEFAULT_RULINGS } from "../../../src/rules/bastards/rulings.ts";
import { expectConserved, stackedTable } from "./helpers.ts";

// Cara sits out: Mind 3, so her summoned have Power Rating 3; two wildcards.
const cara = (changes: Partial<Character> = {}) =>
  fated("S", { traits: { body: 1, spirit: 1, mind: 3, luck: 2 }, wildcards: 2, advantages: { mastermind: 1 }, ...changes });
/** A character with its first `count` pools (Body, Spirit, Mind) emptied: 2 Knocked Out, 3 Wounded, 4 Killed [GOB-20]. */
const hurt = (character: Character, count: number): Character => {
  const { body, spirit, mind, luck } = character.traits;
  const loss = [body * 5, spirit * 5, mind * 5, luck * 5].map((full, index) => (index < count ? full : 0));
  return { ...character, poolLoss: { body: loss[0]!, spirit: loss[1]!, mind: loss[2]!, luck: loss[3]! } };
};
const ana = (changes: Partial<Character> = {}) => fatedCombatant("ana", "heroes", fated("C", { wildcards: 1, ...changes }));
const bram = () => fatedCombatant("bram", "villains", fated("H", { wildcards: 1 }));
const follower = (key: string, side: string, rating = 3) => followerCombatant(key, side, rating) as Combatant;
const extras = (key: string, side: string, rating = 3) => extrasCombatant(key, side, rating, 5, 1) as Combatant;

/** Ana against Bram, dealt, initiative played (Ana first): the turns run; Cara and the summoned may join. */
const begin = () =>
  beginDuel([ana(), bram()], "2C 3C 4C 6C 7C 5C 8C 9C 10C JC 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", DEFAULT_RULINGS, [
    "cara",
    "f1",
    "f2",
    "f3",
    "f4",
    "x1",
  ]);

const involve = (
  actor: string,
  side: string | undefined,
  outsider: Character | undefined,
  keys = ["f1", "f2"],
  rating = 3,
): Extract<OppositionAction, { type: "join" }> => ({
  type: "join",
  how: "involve",
  actor,
  joiners: keys.map((key) => follower(key, side ?? "heroes", rating)),
  ...(side === undefined ? {} : { side }),
  ...(outsider ? { outsider } : {}),
});
const wildcardsOf = (state: OppositionState, key: string) => {
  const seated = state.combatants.find((held) => held.key === key);
  if (seated?.kind === "fated") return seated.character.wildcards;
  return state.involved.find((entry) => entry.key === key)?.character.wildcards;
};

describe("Involve and Reinforce from outside the opposition [GOB-22]", () => {
  it("[GOB-22] [GOB-25] a character not seated Involves two Followers onto the seated side its player picks, paying its wildcard; it is indirectly involved, never seated", async () => {
    const { table, state } = await begin();
    const next = await act(table, state, involve("cara", "villains", cara()));
    expect(next.combatants.map((held) => [held.key, held.side, held.handCount])).toEqual([
      ["ana", "heroes", 4],
      ["bram", "villains", 4],
      ["f1", "villains", 3],
      ["f2", "villains", 3],
    ]);
    expect(next.involved).toEqual([{ key: "cara", character: { ...cara(), wildcards: 1 }, controls: ["f1", "f2"], paid: 1, gained: 0 }]);
    // A second Involve reads her sheet as the table wrote it back: her last wildcard.
    const again = await act(table, next, involve("cara", "heroes", { ...cara(), wildcards: 1 }, ["f3", "f4"]));
    expect(again.involved).toEqual([
      { key: "cara", character: { ...cara(), wildcards: 0 }, controls: ["f1", "f2", "f3", "f4"], paid: 2, gained: 0 },
    ]);
    expect(again.combatants.map((held) => held.key)).not.toContain("cara");
    expectConserved(table);
  });

  it("[GOB-22] [GOB-26] Reinforce from outside: five Extras at the summoner's Power Rating onto the picked side, for a wildcard", async () => {
    const { table, state } = await begin();
    const next = await act(table, state, {
      type: "join",
      how: "reinforce",
      actor: "cara",
      joiners: [extras("x1", "heroes")],
      side: "heroes",
      outsider: cara(),
    });
    expect(next.combatants.at(-1)).toMatchObject({ key: "x1", kind: "extras", side: "heroes", powerRating: 3, members: 5 });
    expect(wildcardsOf(next, "cara")).toBe(1);
  });

  it("[GOB-22] [GOB-20] refusals: no side or an unseated one, the summoned on another side, too few wildcards, Knocked Out or Wounded, fled, seated and standing with a sheet", async () => {
    const { table, state } = await begin();
    expect(await refusalOf(table, state, involve("cara", undefined, cara()))).toBe(REFUSAL.BadSide);
    expect(await refusalOf(table, state, involve("cara", "bystanders", cara()))).toBe(REFUSAL.BadSide);
    expect(
      await refusalOf(table, state, {
        ...involve("cara", "villains", cara()),
        joiners: [follower("f1", "heroes"), follower("f2", "heroes")],
      }),
    ).toBe(REFUSAL.BadJoiners);
    expect(await refusalOf(table, state, involve("cara", "villains", cara({ wildcards: 0 })))).toBe(REFUSAL.NoWildcards);
    expect(await refusalOf(table, state, involve("cara", "villains", hurt(cara(), 2)))).toBe(REFUSAL.CannotAct);
    expect(await refusalOf(table, state, involve("cara", "villains", hurt(cara(), 3)))).toBe(REFUSAL.CannotAct);
    // Without her sheet the opposition does not know her.
    expect(await refusalOf(table, state, involve("cara", "villains", undefined))).toBe(REFUSAL.UnknownCombatant);
    const fled = { ...state, fled: [fatedCombatant("cara", "heroes", cara())] };
    expect(await refusalOf(table, fled, involve("cara", "villains", cara()))).toBe(REFUSAL.Fled);
    // Seated and standing: on her own side only, and from her seat.
    expect(await refusalOf(table, state, involve("ana", "villains", undefined))).toBe(REFUSAL.BadSide);
    expect(await refusalOf(table, state, involve("ana", "heroes", cara()))).toBe(REFUSAL.AlreadyInOpposition);
    expect(state.involved).toEqual([]);
  });

  it("[GOB-22] [GOB-20] a seated character Killed in this scene still Involves with its remaining wildcards, onto the side its player picks; Knocked Out it cannot", async () => {
    const { table, state } = await begin();
    const killed = {
      ...state,
      combatants: state.combatants.map((held) =>
        held.kind === "fated" && held.key === "ana" ? { ...held, character: hurt(held.character, 4) } : held,
      ),
    };
    const next = await act(table, killed, involve("ana", "villains", undefined, ["f1", "f2"], 2));
    expect(next.combatants.filter((held) => held.kind === "follower").map((held) => held.side)).toEqual(["villains", "villains"]);
    expect(wildcardsOf(next, "ana")).toBe(0);
    // Its own side unless told.
    const own = await act(table, killed, involve("ana", undefined, undefined, ["f3", "f4"], 2));
    expect(own.combatants.filter((held) => held.kind === "follower").map((held) => held.side)).toEqual(["heroes", "heroes"]);
    const out = {
      ...state,
      combatants: state.combatants.map((held) =>
        held.kind === "fated" && held.key === "ana" ? { ...held, character: hurt(held.character, 2) } : held,
      ),
    };
    expect(await refusalOf(table, out, involve("ana", "heroes", undefined, ["f1", "f2"], 2))).toBe(REFUSAL.CannotAct);
  });

  it("[GOB-27] the indirectly involved gain no XP at the end; the seated do", async () => {
    const { table, state } = await begin();
    const next = await act(table, state, involve("cara", "villains", cara()));
    const ended = await act(table, next, { type: "endOpposition" });
    expect(ended.involved[0]!.character.xp).toBe(cara().xp);
    expect(ended.involved[0]!.character.xpGained).toBe(cara().xpGained);
    const seated = ended.combatants.find((held) => held.key === "ana");
    expect(seated?.kind === "fated" && seated.character.xpGained).toBe(ana().character.xpGained + 1);
  });
});

describe("Mastermind without appearing [GOB-28]", () => {
  const dog = { ...(followerCombatant("f1", "villains", 3) as FollowerCombatant), handCount: 2 };
  const pup = { ...(followerCombatant("f2", "villains", 3) as FollowerCombatant), handCount: 2 };
  /** Ana attacks Cara's Follower f1; the betting is open. */
  const betting = (controls: readonly string[], character = cara()) =>
    duelState([{ ...ana(), handCount: 4 }, dog, pup], {
      draw: opposedDraw(side("ana", "9C", { stopped: false }), side("f1", "5C", { stopped: false }), {
        stage: "betting",
        bettor: "defender",
      }),
      involved: [{ key: "cara", character, controls, paid: 1, gained: 0 }],
    });
  const use = (target: string, outsider: Character | null = cara()): OppositionAction => ({
    type: "useAdvantage",
    actor: "cara",
    advantage: "mastermind",
    target,
    ...(outsider ? { outsider } : {}),
  });

  it("[GOB-28] its holder, not seated, adds the deck's top card to a Follower it brought in, for a wildcard; one not under its control is refused", async () => {
    const table = stackedTable(["ana", "f1", "f2", "cara"], "8S");
    const next = await act(table, betting(["f1"]), use("f1"));
    expect(next.draw?.defender.fromDeck.map((card) => `${card.rank}${card.suit}`)).toEqual(["8S"]);
    expect(wildcardsOf(next, "cara")).toBe(1);
    expect(next.advantageLog.at(-1)).toMatchObject({ actor: "cara", advantage: "mastermind" });
    const outOfControl = { ...betting(["f2"]), draw: { ...betting(["f2"]).draw!, defender: side("f1", "5C", { stopped: false }) } };
    expect(await refusalOf(table, outOfControl, use("f1"))).toBe(REFUSAL.NotUnderControl);
    expect(await refusalOf(table, betting(["f1"]), use("f1", cara({ wildcards: 0 })))).toBe(REFUSAL.NoWildcards);
    expect(await refusalOf(table, betting(["f1"]), use("f1", cara({ advantages: {} })))).toBe(REFUSAL.AdvantageNotHeld);
    expect(await refusalOf(table, betting(["f1"]), use("f1", hurt(cara(), 2)))).toBe(REFUSAL.CannotAct);
    expect(await refusalOf(table, betting(["f1"]), use("f1", null))).toBe(REFUSAL.UnknownCombatant);
  });

  it("[GOB-28] [GOB-12] a joker drawn for Mastermind is its holder's wildcard, not the Follower's, and a card is drawn in its place", async () => {
    const table = stackedTable(["ana", "f1", "f2", "cara"], parseCards("JKR 8S", "A"));
    const next = await act(table, betting(["f1"]), use("f1"));
    expect(next.draw?.defender.fromDeck.map((card) => `${card.rank}${card.suit}`)).toEqual(["8S"]);
    // Paid one, gained one: reported for the table to write back.
    expect(wildcardsOf(next, "cara")).toBe(2);
    expect(next.involved[0]).toMatchObject({ paid: 2, gained: 1 });
    expect(table.contents(PLAY).some((card) => card.kind === "joker")).toBe(false);
  });

  it("[GOB-28] [GOB-12] a seated holder's joker drawn for Mastermind is the holder's wildcard too", async () => {
    const table = stackedTable(["ana", "bram", "f1"], parseCards("JKR 8S", "A"));
    const holder = { ...fatedCombatant("bram", "villains", cara({ wildcards: 1 })), handCount: 4 };
    const seated = duelState([{ ...ana(), handCount: 4 }, holder, dog], {
      draw: opposedDraw(side("ana", "9C", { stopped: false }), side("f1", "5C", { stopped: false }), {
        stage: "betting",
        bettor: "defender",
      }),
    });
    const next = await act(table, seated, { type: "useAdvantage", actor: "bram", advantage: "mastermind", target: "f1" });
    expect(next.draw?.defender.fromDeck.map((card) => `${card.rank}${card.suit}`)).toEqual(["8S"]);
    expect(wildcardsOf(next, "bram")).toBe(1);
    expect(next.involved).toEqual([]);
  });
});

describe("Bad Reputation's indirect action [GOB-08]", () => {
  /** Ana (heroes) with Bad Reputation at `rank` against Bram (villains); Cara sits out. */
  const infamous = (rank: number) =>
    beginDuel(
      [ana({ disadvantages: { badReputation: rank } }), bram()],
      "2C 3C 4C 6C 7C 5C 8C 9C 10C JC 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS",
      DEFAULT_RULINGS,
      ["cara", "t1", "x1", "x2"],
    );
  const forced = (
    rank: number,
    squads: number,
    extra: Partial<Extract<OppositionAction, { type: "join" }>> = {},
    onto = "villains",
  ): Extract<OppositionAction, { type: "join" }> => ({
    type: "join",
    how: "badReputation",
    actor: "cara",
    target: "ana",
    side: onto,
    outsider: cara(),
    joiners: [
      follower("t1", onto, rank),
      ...["x1", "x2"].slice(0, squads).map((key) => extrasCombatant(key, onto, rank, 5, 1) as Combatant),
    ],
    ...extra,
  });

  it("[GOB-08] the rank says who comes: one Touched character at its Power Rating, with a squad of five Extras at ranks 3 and 4, two at rank 5", () => {
    const at = (rank: number) => infamousOpposition(fated("C", { disadvantages: rank ? { badReputation: rank } : {} }));
    expect(at(0)).toBeNull();
    expect([1, 2, 3, 4, 5].map(at)).toEqual([
      { powerRating: 1, followers: 1, squads: 0 },
      { powerRating: 2, followers: 1, squads: 0 },
      { powerRating: 3, followers: 1, squads: 1 },
      { powerRating: 4, followers: 1, squads: 1 },
      { powerRating: 5, followers: 1, squads: 2 },
    ]);
  });

  it("[GOB-08] [GOB-22] another player's character, from outside, spends a wildcard: a Touched character and a squad of five Extras at rank 3 join a side opposed to her, under its control", async () => {
    const { table, state } = await infamous(3);
    const next = await act(table, state, forced(3, 1));
    expect(
      next.combatants.slice(2).map((held) => [held.key, held.kind, held.side, held.powerRating, held.members, held.handCount]),
    ).toEqual([
      ["t1", "follower", "villains", 3, null, 3],
      ["x1", "extras", "villains", 3, 5, 3],
    ]);
    expect(next.involved).toEqual([{ key: "cara", character: { ...cara(), wildcards: 1 }, controls: ["t1", "x1"], paid: 1, gained: 0 }]);
    expectConserved(table);
    // Rank 5: two squads with one weapon.
    const five = await infamous(5);
    const two = await act(five.table, five.state, forced(5, 2));
    expect(two.combatants.slice(2).map((held) => [held.kind, held.powerRating])).toEqual([
      ["follower", 5],
      ["extras", 5],
      ["extras", 5],
    ]);
  });

  it("[GOB-08] a seated, standing opponent calls it from its seat onto its own side; refused: the character itself, its own side, no Bad Reputation, the wrong joiners, no wildcard", async () => {
    const { table, state } = await infamous(2);
    const bramCalls = { actor: "bram", outsider: undefined } as const;
    const next = await act(table, state, { ...forced(2, 0), ...bramCalls, side: undefined } as Extract<OppositionAction, { type: "join" }>);
    expect(next.combatants.at(-1)).toMatchObject({ key: "t1", kind: "follower", side: "villains", powerRating: 2 });
    expect(wildcardsOf(next, "bram")).toBe(0);
    expect(next.involved).toEqual([]);
    // "Other players": never the character with Bad Reputation itself.
    expect(await refusalOf(table, state, forced(2, 0, { actor: "ana", outsider: undefined }, "villains"))).toBe(REFUSAL.OwnReputation);
    // "Opposed to the character": never onto her side.
    expect(await refusalOf(table, state, forced(2, 0, {}, "heroes"))).toBe(REFUSAL.NotOpposed);
    expect(await refusalOf(table, state, forced(2, 0, { target: "bram" }))).toBe(REFUSAL.NoBadReputation);
    expect(await refusalOf(table, state, forced(2, 0, { target: "cara" }))).toBe(REFUSAL.NoBadReputation);
    // Rank 2 brings no squad; the Touched character is at the rank's Power Rating.
    expect(await refusalOf(table, state, forced(2, 1))).toBe(REFUSAL.BadJoiners);
    expect(await refusalOf(table, state, forced(3, 0))).toBe(REFUSAL.BadJoiners);
    expect(await refusalOf(table, state, forced(2, 0, { outsider: cara({ wildcards: 0 }) }))).toBe(REFUSAL.NoWildcards);
    const five = await infamous(5);
    expect(await refusalOf(five.table, five.state, forced(5, 1))).toBe(REFUSAL.BadJoiners);
    // All the squads carry one weapon.
    const mixed = forced(5, 2);
    const joiners = [mixed.joiners[0]!, mixed.joiners[1]!, extrasCombatant("x2", "villains", 5, 5, 2) as Combatant];
    expect(await refusalOf(five.table, five.state, { ...mixed, joiners })).toBe(REFUSAL.BadJoiners);
  });
});
