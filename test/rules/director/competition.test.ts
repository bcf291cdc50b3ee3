import { describe, expect, it } from "vitest";
import { cardCode } from "../../../src/rules/cards/card.ts";
import { applyEffects } from "../../../src/rules/cards/table.ts";
import {
  BALANCED_ARCHETYPE,
  DEFAULT_RULINGS,
  ENEMY_STACK,
  EXAMPLE_ARCHETYPES,
  abandonCompetition,
  actionDeck,
  actionDiscardStack,
  actionStack,
  attributeSuit,
  enemyDeck,
  reduceCompetition,
} from "../../../src/rules/director/index.ts";
import type { CompetitionState, CompetitorSetup } from "../../../src/rules/director/index.ts";
import {
  actionCards,
  competitionStep,
  directorTable,
  enemyCards,
  expectDecksWhole,
  scoreRound,
  stackActionTop,
  stackEnemyTop,
} from "./table-helpers.ts";

const BALANCED = BALANCED_ARCHETYPE.counts;
const archetype = (id: string) => EXAMPLE_ARCHETYPES.find((candidate) => candidate.id === id)!.counts;
const BRUISER = archetype("example-bruiser");
const SCHOLAR = archetype("example-scholar");
const refusal = (key: string) => ({ ok: false, reason: `DECKBOUND.Director.Refusal.${key}` });

/** Ann (Dexterity, 5 cards), Bob (Body with an advantage, 6 cards), Cat (Spirit, expert competence, 7 cards). */
const THREE: readonly CompetitorSetup[] = [
  { key: "ann", npc: false, attribute: "dexterity", deck: actionDeck("ann", BALANCED) },
  { key: "bob", npc: false, attribute: "body", extras: { advantage: true }, deck: actionDeck("bob", BRUISER) },
  {
    key: "cat",
    npc: false,
    attribute: "spirit",
    extras: { competences: [{ name: "Singing", expert: true }] },
    deck: actionDeck("cat", SCHOLAR),
  },
];
const threeTable = (seed: number) => directorTable({ ann: BALANCED, bob: BRUISER, cat: SCHOLAR }, seed);

function start(competitors: readonly CompetitorSetup[], rulings = DEFAULT_RULINGS): CompetitionState {
  const step = reduceCompetition(null, { type: "start", competitors }, rulings);
  if (!step.ok) throw new Error(step.reason);
  return step.state;
}

/** Ann and Bob tie on symbols and on every value of their successes (seed 22): the tie persists. */
async function persistingTie() {
  const setup = threeTable(22);
  await stackActionTop(setup.table, "ann", "2C 3C 4H 5H 6H");
  await stackActionTop(setup.table, "bob", "2S 3S 4H 5C 6C 7C");
  await stackActionTop(setup.table, "cat", "2H 3D 4D 5D 6D 7D 8D");
  const tied = await scoreRound(setup.table, await competitionStep(setup.table, null, { type: "start", competitors: THREE }));
  return { setup, tied };
}

describe("Three-way competition on a table [DIR-09, DIR-11]", () => {
  it("[DIR-09][DIR-11] each draws 5 plus extra cards, counts its own suit, most symbols wins; every deck is whole again", async () => {
    const setup = threeTable(21);
    await stackActionTop(setup.table, "ann", "2C 3C 4H 5H 6H");
    await stackActionTop(setup.table, "bob", "2S 3S 4S 5C 6C 7C");
    await stackActionTop(setup.table, "cat", "2H 3H 4D 5D 6D 7D 8D");
    const drew = await competitionStep(setup.table, null, { type: "start", competitors: THREE });
    expect(drew.state.competitors.map((competitor) => competitor.cardCount)).toEqual([5, 6, 7]);
    expect(drew.hands.map((hand) => hand.length)).toEqual([5, 6, 7]);
    const state = await scoreRound(setup.table, drew);
    expect(state.rounds[0]!.map((hand) => hand.symbols)).toEqual([2, 3, 2]);
    expect(state.phase).toBe("resolved");
    expect(state.result).toEqual({ kind: "winner", winner: 1 });
    expect(state.rounds[0]![0]!.cards.map(cardCode)).toEqual(["2C", "3C", "4H", "5H", "6H"]);
    expectDecksWhole(setup);
  });

  it("[DIR-09] a tie on successes: the one with the highest successes wins (compared from the highest down, Ace high); a world leaving ties to the Director is tied", async () => {
    // Ann: 2♣ K♣ (2 successes); Bob: 2♠ 3♠ (2); Cat: 2♥ (1). Ann's K beats Bob's 3.
    const deal = async (seed: number, ann: string, bob: string) => {
      const setup = threeTable(seed);
      await stackActionTop(setup.table, "ann", ann);
      await stackActionTop(setup.table, "bob", bob);
      await stackActionTop(setup.table, "cat", "2H 3D 4D 5D 6D 7D 8D");
      return setup;
    };
    let setup = await deal(24, "2C KC 4H 5H 6H", "2S 3S 4H 5C 6C 7C");
    let state = await scoreRound(setup.table, await competitionStep(setup.table, null, { type: "start", competitors: THREE }));
    expect(state.rounds[0]!.map((hand) => hand.symbols)).toEqual([2, 2, 1]);
    expect(state.phase).toBe("resolved");
    expect(state.result).toEqual({ kind: "winner", winner: 0 });
    expectDecksWhole(setup);
    // Both hold an Ace: the next success decides (Bob's 3♠ over Ann's 2♣).
    setup = await deal(25, "AC 2C 4H 5H 6H", "AS 3S 4H 5C 6C 7C");
    state = await scoreRound(setup.table, await competitionStep(setup.table, null, { type: "start", competitors: THREE }));
    expect(state.result).toEqual({ kind: "winner", winner: 1 });
    // The world setting "directorChooses": a tie on successes goes straight to the Director.
    const chooses = { ...DEFAULT_RULINGS, tieBreak: "directorChooses" } as const;
    setup = await deal(26, "2C KC 4H 5H 6H", "2S 3S 4H 5C 6C 7C");
    state = await scoreRound(
      setup.table,
      await competitionStep(setup.table, null, { type: "start", competitors: THREE }, chooses),
      chooses,
    );
    expect(state.phase).toBe("tied");
    expect(state.contenders).toEqual([0, 1]);
  });

  it("[DIR-09] a tie that persists (the same values): the Director declares a draw", async () => {
    const { setup, tied } = await persistingTie();
    expect(tied.phase).toBe("tied");
    expect(tied.contenders).toEqual([0, 1]);
    expect(tied.result).toBeNull();
    // The tied round's cards stay face up until the Director chooses.
    expect(setup.table.contents(actionDiscardStack("ann")).map(cardCode)).toEqual(["2C", "3C", "4H", "5H", "6H"].reverse());
    const declared = await competitionStep(setup.table, tied, { type: "tieChoice", choice: "draw" });
    expect(declared.hands).toEqual([]);
    expect(declared.state.phase).toBe("resolved");
    expect(declared.state.result).toEqual({ kind: "draw", tied: [0, 1] });
    expectDecksWhole(setup);
  });

  it("[DIR-11][CORE-03] a tied competition whose card is deleted before the Director chooses: its round's cards go back, every deck whole again; a resolved one holds none out", async () => {
    const { setup, tied } = await persistingTie();
    expect(tied.phase).toBe("tied");
    expect(setup.table.contents(actionDiscardStack("ann"))).toHaveLength(5);
    await applyEffects(setup.table, abandonCompetition(tied));
    expectDecksWhole(setup);
    const declared = await competitionStep(setup.table, tied, { type: "tieChoice", choice: "draw" });
    expect(abandonCompetition(declared.state)).toEqual([]);
  });

  it("[DIR-09][DIR-11] a tie: the Director has the tied competitors draw again, with the same card counts", async () => {
    const setup = threeTable(23);
    await stackActionTop(setup.table, "ann", "2C 3C 4H 5H 6H");
    await stackActionTop(setup.table, "bob", "2S 3S 4H 5C 6C 7C");
    const tied = await scoreRound(setup.table, await competitionStep(setup.table, null, { type: "start", competitors: THREE }));
    expect(tied.contenders).toEqual([0, 1]);
    const redraw = reduceCompetition(tied, { type: "tieChoice", choice: "redraw" });
    if (!redraw.ok) throw new Error(redraw.reason);
    // The decks are made whole first, then the tied competitors draw again.
    const returns = redraw.effects.filter((effect) => effect.type === "returnDiscards");
    expect(returns.map((effect) => effect.type === "returnDiscards" && effect.stack)).toEqual([
      actionStack("ann"),
      actionStack("bob"),
      actionStack("cat"),
    ]);
    await applyEffects(setup.table, returns);
    expectDecksWhole(setup);
    await stackActionTop(setup.table, "ann", "2C 3H 4H 5H 6H");
    await stackActionTop(setup.table, "bob", "2S 3S 4H 5C 6C 7C");
    const draws = await applyEffects(
      setup.table,
      redraw.effects.filter((effect) => effect.type === "draw"),
    );
    const again = { state: redraw.state, hands: draws.map((draw) => [...draw.cards]) };
    expect(again.state.phase).toBe("drawing");
    expect(again.hands.map((hand) => hand.length)).toEqual([5, 6]);
    const state = await scoreRound(setup.table, again);
    expect(state.rounds.length).toBe(2);
    expect(state.rounds[1]!.map((hand) => [hand.competitor, hand.symbols])).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(state.result).toEqual({ kind: "winner", winner: 1 });
    expectDecksWhole(setup);
  });

  it("[DIR-09][DIR-11][CORE-03] random competitions, redrawn until someone wins, keep every deck whole after every round", async () => {
    for (let seed = 100; seed < 130; seed++) {
      const setup = threeTable(seed);
      let step = await competitionStep(setup.table, null, { type: "start", competitors: THREE });
      let state = await scoreRound(setup.table, step);
      while (state.phase === "tied") {
        step = await competitionStep(setup.table, state, { type: "tieChoice", choice: "redraw" });
        state = await scoreRound(setup.table, step);
      }
      expectDecksWhole(setup);
      const last = state.rounds.at(-1)!;
      const best = Math.max(...last.map((hand) => hand.symbols));
      const result = state.result;
      if (result?.kind !== "winner") throw new Error("no winner");
      expect(last.find((hand) => hand.competitor === result.winner)!.symbols).toBe(best);
      // Others as good on symbols lose on their successes' values, highest first [DIR-09].
      const values = (hand: (typeof last)[number]) =>
        hand.cards
          .filter((card) => card.suit === attributeSuit(state.competitors[hand.competitor]!.attribute))
          .map((card) => String.fromCharCode(card.rank + 64))
          .sort()
          .reverse()
          .join("");
      const winner = last.find((hand) => hand.competitor === result.winner)!;
      for (const other of last.filter((hand) => hand.symbols === best && hand !== winner))
        expect(values(other) < values(winner)).toBe(true);
    }
  });
});

describe("Competitors sharing the enemy deck [DIR-03, DIR-09]", () => {
  const npcs: readonly CompetitorSetup[] = [
    { key: "guard", npc: true, attribute: "spirit", deck: enemyDeck() },
    { key: "thief", npc: true, attribute: "dexterity", deck: enemyDeck() },
  ];

  it("[DIR-09] two NPCs draw one after the other from the enemy deck, which is whole again afterwards", async () => {
    const setup = directorTable({}, 31);
    await stackEnemyTop(setup.table, "5H 6H 7H 5C 6S 5D 6C 7C 8C 9C");
    const drew = await competitionStep(setup.table, null, { type: "start", competitors: npcs });
    expect(drew.hands.map((hand) => hand.map(cardCode).join(" "))).toEqual(["5H 6H 7H 5C 6S", "5D 6C 7C 8C 9C"]);
    const state = await scoreRound(setup.table, drew);
    expect(state.rounds[0]!.map((hand) => hand.symbols)).toEqual([3, 4]);
    expect(state.result).toEqual({ kind: "winner", winner: 1 });
    expect(setup.table.contents(ENEMY_STACK).length).toBe(24);
    expectDecksWhole(setup);
  });

  it("[DIR-09] the same enemy card in two hands is refused", () => {
    const state = start(npcs);
    const hands = [enemyCards("5H 6H 7H 8H 9H"), enemyCards("5H 6C 7C 8C 9C")];
    expect(reduceCompetition(state, { type: "drawn", hands })).toEqual(refusal("WrongCards"));
  });

  it("[DIR-09] more competitors than the shared deck can serve: the last draws what is left and it says so", async () => {
    const setup = directorTable({}, 32);
    const five = ["a", "b", "c", "d", "e"].map((key): CompetitorSetup => ({ key, npc: true, attribute: "body", deck: enemyDeck() }));
    const state = await scoreRound(setup.table, await competitionStep(setup.table, null, { type: "start", competitors: five }));
    const last = state.rounds[0]!.at(-1)!;
    expect(last.cards.length).toBe(4);
    expect(last.notice).toEqual({ key: "DECKBOUND.Director.Notice.ShortDraw", data: { count: 5, drawn: 4 } });
    if (state.phase === "tied") await competitionStep(setup.table, state, { type: "tieChoice", choice: "draw" });
    expectDecksWhole(setup);
  });
});

describe("Player characters against NPCs [DIR-10]", () => {
  const mixed: readonly CompetitorSetup[] = [
    { key: "ann", npc: false, attribute: "dexterity", deck: actionDeck("ann", BALANCED) },
    { key: "guard", npc: true, attribute: "spirit", deck: enemyDeck() },
  ];

  it("[DIR-10] a competition between a PC and an NPC is refused by default: it is a skill test at the Director's difficulty", () => {
    expect(reduceCompetition(null, { type: "start", competitors: mixed })).toEqual(refusal("NpcCompetitionIsATest"));
  });

  it("[DIR-10] with the 'compete' ruling it runs as a competition, the NPC drawing from the enemy deck", async () => {
    const rulings = { ...DEFAULT_RULINGS, npcInCompetition: "compete" } as const;
    const setup = directorTable({ ann: BALANCED }, 33);
    const drew = await competitionStep(setup.table, null, { type: "start", competitors: mixed }, rulings);
    expect(drew.hands.map((hand) => hand.length)).toEqual([5, 5]);
    await scoreRound(setup.table, drew, rulings);
    expect(setup.table.contents(actionStack("ann")).length).toBe(52);
    expectDecksWhole(setup);
  });
});

describe("Competition: bad input is refused [DIR-09]", () => {
  it("[DIR-09] a competition with one participant (or none) is refused", () => {
    expect(reduceCompetition(null, { type: "start", competitors: THREE.slice(0, 1) })).toEqual(refusal("CompetitionTooFew"));
    expect(reduceCompetition(null, { type: "start", competitors: [] })).toEqual(refusal("CompetitionTooFew"));
  });

  it("[DIR-09] the same character twice is refused", () => {
    expect(reduceCompetition(null, { type: "start", competitors: [THREE[0]!, THREE[0]!] })).toEqual(refusal("DuplicateCompetitor"));
  });

  it("[DIR-09] out of order or mismatched actions are refused", () => {
    const state = start(THREE);
    expect(reduceCompetition(null, { type: "tieChoice", choice: "draw" })).toEqual(refusal("NoProcedure"));
    expect(reduceCompetition(state, { type: "tieChoice", choice: "redraw" })).toEqual(refusal("NotTied"));
    expect(reduceCompetition(state, { type: "start", competitors: THREE })).toEqual(refusal("ProcedureUnresolved"));
    expect(reduceCompetition(state, { type: "drawn", hands: [[], []] })).toEqual(refusal("WrongCards"));
    expect(reduceCompetition(state, { type: "drawn", hands: [actionCards("ann", "2C 3C 4C 5C 6C 7C"), [], []] })).toEqual(
      refusal("WrongCards"),
    );
    expect(reduceCompetition(state, { type: "drawn", hands: [enemyCards("5H"), [], []] })).toEqual(refusal("WrongCards"));
    expect(reduceCompetition(state, { type: "drawn", hands: [actionCards("ann", "2C 3C 4C 5C 6C"), [], []] }).ok).toBe(true);
  });

  it("[DIR-08][DIR-09] penalties apply in competitions too, never below 0 cards", () => {
    const state = start([
      { ...THREE[0]!, extras: { penalty: 2 } },
      { ...THREE[1]!, extras: { penalty: 9 } },
    ]);
    expect(state.competitors.map((competitor) => competitor.cardCount)).toEqual([3, 0]);
  });
});

describe("The Director establishes each competitor's skill [DIR-09]", () => {
  it("[DIR-09] [DIR-08] a competition with a player's entry the Director has not confirmed does not begin; once confirmed, every competitor draws", () => {
    const proposed = THREE.map((setup, index) => (index === 1 ? { ...setup, confirmed: false } : setup));
    expect(reduceCompetition(null, { type: "start", competitors: proposed })).toEqual(refusal("CompetitorsAwaitDirector"));
    const confirmed = THREE.map((setup) => ({ ...setup, confirmed: true }));
    const started = reduceCompetition(null, { type: "start", competitors: confirmed });
    expect(started.ok && started.effects).toHaveLength(3);
  });
});
