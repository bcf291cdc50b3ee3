import { describe, expect, it } from "vitest";
import { cardCode, joker, parseCards } from "../../../src/rules/cards/card.ts";
import { applyEffects } from "../../../src/rules/cards/table.ts";
import {
  BALANCED_ARCHETYPE,
  DEFAULT_ENEMY_COUNTS,
  ENEMY_DISCARD_STACK,
  ENEMY_STACK,
  EXAMPLE_ARCHETYPES,
  actionDeck,
  actionDiscardStack,
  actionOrigin,
  actionStack,
  enemyDeck,
  reduceTest,
  testOdds,
} from "../../../src/rules/director/index.ts";
import type { CardCounts, TestSetup, TestState } from "../../../src/rules/director/index.ts";
import { actionCards, directorTable, expectDecksWhole, runTest, stackActionTop, stackEnemyTop } from "./table-helpers.ts";

const BALANCED = BALANCED_ARCHETYPE.counts;
const BRUISER = EXAMPLE_ARCHETYPES.find((archetype) => archetype.id === "example-bruiser")!.counts;
const annDeck = actionDeck("ann", BALANCED);
const refusal = (key: string) => ({ ok: false, reason: `DECKBOUND.Director.Refusal.${key}` });

function started(setup: TestSetup): TestState {
  const step = reduceTest(null, { type: "start", setup });
  if (!step.ok) throw new Error(step.reason);
  return step.state;
}

describe("Skill test on a table [DIR-04, DIR-05, DIR-11]", () => {
  it("[DIR-04][DIR-11] a test draws its cards, resolves, and the action deck is whole again", async () => {
    const setup = directorTable({ ann: BALANCED }, 2);
    const run = await runTest(setup.table, { attribute: "body", difficulty: 3, deck: annDeck });
    expect(run.startDraws[0]!.cards.length).toBe(3);
    expect(run.state.phase).toBe("resolved");
    expect(run.state.cards.length).toBe(3);
    expect(run.state.outcome?.symbols).toBe(run.state.cards.filter((card) => card.suit === "S").length);
    expect(setup.table.contents(actionDiscardStack("ann"))).toEqual([]);
    expectDecksWhole(setup);
  });

  it("[DIR-04] one spade in a Body test of difficulty 2 succeeds", async () => {
    const setup = directorTable({ ann: BALANCED }, 3);
    await stackActionTop(setup.table, "ann", "7S 9H");
    const { state } = await runTest(setup.table, { attribute: "body", difficulty: 2, deck: annDeck });
    expect(state.cards.map(cardCode)).toEqual(["7S", "9H"]);
    expect(state.outcome).toEqual({ result: "success", symbols: 1, short: 0, notice: null, contest: null });
    expectDecksWhole(setup);
  });

  it("[DIR-04] no card of the suit fails", async () => {
    const setup = directorTable({ ann: BALANCED }, 4);
    await stackActionTop(setup.table, "ann", "7S 9H AC");
    const { state } = await runTest(setup.table, { attribute: "mind", difficulty: 3, deck: annDeck });
    expect(state.outcome?.result).toBe("failure");
  });

  it("[DIR-05] two hearts in a Spirit test succeed with benefit", async () => {
    const setup = directorTable({ ann: BALANCED }, 5);
    await stackActionTop(setup.table, "ann", "2H KH 4C");
    const { state } = await runTest(setup.table, { attribute: "spirit", difficulty: 3, deck: annDeck });
    expect(state.outcome?.result).toBe("successWithBenefit");
    expect(state.outcome?.symbols).toBe(2);
  });

  it("[DIR-11] test after test, the deck is whole again before each draw", async () => {
    const setup = directorTable({ ann: BRUISER }, 6);
    for (let i = 0; i < 20; i++) {
      await runTest(setup.table, { attribute: "dexterity", difficulty: 4, extras: { advantage: true }, deck: actionDeck("ann", BRUISER) });
      expect(setup.table.contents(actionStack("ann")).length).toBe(34);
      expectDecksWhole(setup);
    }
  });

  it("[CORE-05] the state carries the exact odds, computed at start from the deck's composition", () => {
    const state = started({ attribute: "mind", difficulty: 2, deck: actionDeck("ann", BRUISER) });
    expect(state.odds).toEqual(testOdds(state.plan, BRUISER));
    expect(state.cards).toEqual([]);
  });
});

describe("Difficulty 0 and below on a table [DIR-06, DIR-07, DIR-08]", () => {
  it("[DIR-06] at 0 one card is drawn and only the Ace of the suit succeeds", async () => {
    const setup = directorTable({ ann: BALANCED }, 7);
    await stackActionTop(setup.table, "ann", "AS");
    const ace = await runTest(setup.table, { attribute: "body", difficulty: 0, deck: annDeck });
    expect(ace.state.cards.map(cardCode)).toEqual(["AS"]);
    expect(ace.state.outcome?.result).toBe("success");
    await stackActionTop(setup.table, "ann", "KS");
    const king = await runTest(setup.table, { attribute: "body", difficulty: 0, deck: annDeck });
    expect(king.state.outcome?.result).toBe("failure");
    expectDecksWhole(setup);
  });

  it("[DIR-06][DIR-08] a penalty bringing difficulty 1 to 0: the Bruiser succeeds on the 6 of diamonds, its highest", async () => {
    const setup = directorTable({ ann: BRUISER }, 8);
    await stackActionTop(setup.table, "ann", "6D");
    const { state } = await runTest(setup.table, {
      attribute: "mind",
      difficulty: 1,
      extras: { penalty: 1 },
      deck: actionDeck("ann", BRUISER),
    });
    expect(state.plan).toEqual({ kind: "highest", suit: "D", rank: 6 });
    expect(state.outcome?.result).toBe("success");
    expectDecksWhole(setup);
  });

  it("[DIR-07] below 0 the test is impossible: nothing is drawn, no effect at all", async () => {
    const setup = directorTable({ ann: BALANCED }, 9);
    const before = setup.table.contents(actionStack("ann"));
    const step = reduceTest(null, { type: "start", setup: { attribute: "body", difficulty: 1, extras: { penalty: 2 }, deck: annDeck } });
    if (!step.ok) throw new Error(step.reason);
    expect(step.effects).toEqual([]);
    expect(step.state.phase).toBe("resolved");
    expect(step.state.outcome).toEqual({ result: "impossible", symbols: 0, short: 0, notice: null, contest: null });
    await applyEffects(setup.table, step.effects);
    expect(setup.table.contents(actionStack("ann"))).toEqual(before);
    expect(started({ attribute: "body", difficulty: -3, deck: annDeck }).outcome?.result).toBe("impossible");
  });

  it("[DIR-08] extra cards add to the difficulty: difficulty 2, expert, advantage and two helpers draw 6", async () => {
    const setup = directorTable({ ann: BALANCED }, 10);
    const extras = { competences: [{ name: "Climbing", expert: true }], advantage: true, helpers: 2 };
    const run = await runTest(setup.table, { attribute: "body", difficulty: 2, extras, deck: annDeck });
    expect(run.state.extraCards).toBe(4);
    expect(run.startDraws[0]!.cards.length).toBe(6);
    expectDecksWhole(setup);
  });
});

describe("NPC tests and PC against NPC [DIR-03, DIR-10]", () => {
  it("[DIR-03] an NPC test draws from the enemy deck, which is whole again afterwards", async () => {
    const setup = directorTable({}, 11);
    await stackEnemyTop(setup.table, "5C 10C");
    const run = await runTest(setup.table, { attribute: "dexterity", difficulty: 2, deck: enemyDeck() });
    expect(run.startDraws[0]!.cards.map(cardCode)).toEqual(["5C", "10C"]);
    expect(run.state.outcome?.result).toBe("successWithBenefit");
    expect(setup.table.contents(ENEMY_DISCARD_STACK)).toEqual([]);
    expect(setup.table.contents(ENEMY_STACK).length).toBe(24);
    expectDecksWhole(setup);
  });

  it("[DIR-10] a player character against an NPC takes a test at the Director's difficulty: success wins", async () => {
    const setup = directorTable({ ann: BALANCED }, 12);
    await stackActionTop(setup.table, "ann", "3C 8H");
    const won = await runTest(setup.table, { attribute: "dexterity", difficulty: 2, deck: annDeck, against: "Guard" });
    expect(won.state.against).toBe("Guard");
    expect(won.state.outcome?.contest).toBe("won");
    await stackActionTop(setup.table, "ann", "3D 8H");
    const lost = await runTest(setup.table, { attribute: "dexterity", difficulty: 2, deck: annDeck, against: "Guard" });
    expect(lost.state.outcome?.contest).toBe("lost");
    expect(started({ attribute: "body", difficulty: -1, deck: annDeck, against: "Guard" }).outcome?.contest).toBe("lost");
    expectDecksWhole(setup);
  });
});

describe("Skill test: bad input is refused [DIR-04]", () => {
  it("[DIR-04] a difficulty above 4 is refused, not clamped; so is one that is not a whole number", () => {
    expect(reduceTest(null, { type: "start", setup: { attribute: "body", difficulty: 5, deck: annDeck } })).toEqual(
      refusal("DifficultyAboveFour"),
    );
    expect(reduceTest(null, { type: "start", setup: { attribute: "body", difficulty: 2.5, deck: annDeck } })).toEqual(
      refusal("DifficultyNotWhole"),
    );
    expect(reduceTest(null, { type: "start", setup: { attribute: "body", difficulty: Number.NaN, deck: annDeck } })).toEqual(
      refusal("DifficultyNotWhole"),
    );
    expect(reduceTest(null, { type: "start", setup: { attribute: "body", difficulty: 4, deck: annDeck } }).ok).toBe(true);
  });

  it("[DIR-02] a test on a deck with no cards is refused", () => {
    const empty: CardCounts = { C: {}, D: {}, H: {}, S: {} };
    expect(reduceTest(null, { type: "start", setup: { attribute: "body", difficulty: 2, deck: actionDeck("ann", empty) } })).toEqual(
      refusal("DeckEmpty"),
    );
  });

  it("[DIR-04] asking for more cards than the deck holds draws what there is and says so", async () => {
    const tiny: CardCounts = { C: { 2: 1 }, D: {}, H: {}, S: { 9: 1 } };
    const setup = directorTable({ ann: tiny }, 13);
    const { state } = await runTest(setup.table, {
      attribute: "body",
      difficulty: 4,
      extras: { advantage: true },
      deck: actionDeck("ann", tiny),
    });
    expect(state.cards.length).toBe(2);
    expect(state.outcome?.result).toBe("success");
    expect(state.outcome?.short).toBe(3);
    expect(state.outcome?.notice).toEqual({ key: "DECKBOUND.Director.Notice.ShortDraw", data: { count: 5, drawn: 2 } });
    expectDecksWhole(setup);
  });

  it("[DIR-04] cards that cannot come from the draw are refused and change nothing", () => {
    const state = started({ attribute: "body", difficulty: 2, deck: annDeck });
    const [seven, nine, jack] = actionCards("ann", "7S 9S JS");
    expect(reduceTest(state, { type: "drawn", cards: [seven!, nine!, jack!] })).toEqual(refusal("WrongCards"));
    expect(reduceTest(state, { type: "drawn", cards: [seven!, seven!] })).toEqual(refusal("WrongCards"));
    expect(reduceTest(state, { type: "drawn", cards: [joker("red", actionOrigin("ann"))] })).toEqual(refusal("WrongCards"));
    const bruiserState = started({ attribute: "body", difficulty: 2, deck: actionDeck("ann", BRUISER) });
    expect(reduceTest(bruiserState, { type: "drawn", cards: parseCards("AD", actionOrigin("ann")) })).toEqual(refusal("WrongCards"));
    expect(reduceTest(state, { type: "drawn", cards: parseCards("7S", actionOrigin("bob")) })).toEqual(refusal("WrongCards"));
    expect(state.phase).toBe("drawing");
  });

  it("[DIR-04] out of order: cards with nothing started or already resolved, a new test while one is drawing", () => {
    const state = started({ attribute: "body", difficulty: 1, deck: annDeck });
    expect(reduceTest(null, { type: "drawn", cards: [] })).toEqual(refusal("NoProcedure"));
    expect(reduceTest(state, { type: "start", setup: { attribute: "body", difficulty: 1, deck: annDeck } })).toEqual(
      refusal("ProcedureUnresolved"),
    );
    const resolved = reduceTest(state, { type: "drawn", cards: actionCards("ann", "2S") });
    if (!resolved.ok) throw new Error(resolved.reason);
    expect(reduceTest(resolved.state, { type: "drawn", cards: actionCards("ann", "2S") })).toEqual(refusal("NotDrawing"));
    expect(reduceTest(resolved.state, { type: "start", setup: { attribute: "body", difficulty: 1, deck: annDeck } }).ok).toBe(true);
  });

  it("[DIR-08] malformed extra cards and deck counts are refused at start", () => {
    expect(
      reduceTest(null, { type: "start", setup: { attribute: "body", difficulty: 2, extras: { helpers: -1 }, deck: annDeck } }),
    ).toEqual(refusal("BadExtraCards"));
    const bad = { ...DEFAULT_ENEMY_COUNTS, S: { 5: 9 } };
    expect(reduceTest(null, { type: "start", setup: { attribute: "body", difficulty: 2, deck: enemyDeck(bad) } })).toEqual(
      refusal("BadCardCounts"),
    );
  });

  it("[CORE-06] the state holds no card before the draw has turned it up", () => {
    const state = started({ attribute: "body", difficulty: 4, deck: annDeck });
    expect(JSON.stringify(state)).not.toMatch(/"kind":"suited"/);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});

describe("The Director decides the test [DIR-01, DIR-04, DIR-08]", () => {
  const proposal: TestSetup = { attribute: "body", difficulty: 4, deck: annDeck, extras: { advantage: true, helpers: 2 } };
  const proposed = (setup: TestSetup = proposal): TestState => {
    const step = reduceTest(null, { type: "start", setup, proposedBy: "player" });
    if (!step.ok) throw new Error(step.reason);
    return step.state;
  };

  it("[DIR-04] [DIR-08] a player's test is a proposal: its odds show, nothing is drawn, and the player can neither draw nor confirm it", () => {
    const step = reduceTest(null, { type: "start", setup: proposal, proposedBy: "player" });
    expect(step).toMatchObject({ ok: true, effects: [] });
    const state = proposed();
    expect(state.phase).toBe("proposed");
    expect(state.plan).toMatchObject({ kind: "draw", count: 6 });
    expect(state.odds).toEqual(testOdds(state.plan, BALANCED));
    expect(reduceTest(state, { type: "drawn", cards: parseCards("7S") })).toEqual(refusal("NotDrawing"));
    expect(reduceTest(state, { type: "confirm", by: "player" })).toEqual(refusal("DirectorDecides"));
    expect(
      reduceTest(state, { type: "change", by: "player", setup: { attribute: "body", difficulty: 4, extras: { advantage: true } } }),
    ).toEqual(refusal("DirectorDecides"));
  });

  it("[DIR-04] the Director confirms a proposal: then, and only then, its cards are drawn", () => {
    const step = reduceTest(proposed(), { type: "confirm", by: "director" });
    expect(step).toMatchObject({ ok: true, state: { phase: "drawing" } });
    expect(step.ok && step.effects).toEqual([{ type: "draw", from: annDeck.stack, to: annDeck.discard, count: 6, how: "top" }]);
    if (step.ok) expect(reduceTest(step.state, { type: "confirm", by: "director" })).toEqual(refusal("AlreadyDecided"));
  });

  it("[DIR-01] [DIR-04] [DIR-08] the Director changes the skill, difficulty, advantage and help: the plan and odds follow, and it stays a proposal until confirmed", () => {
    const step = reduceTest(proposed(), { type: "change", by: "director", setup: { attribute: "mind", difficulty: 1, extras: {} } });
    if (!step.ok) throw new Error(step.reason);
    expect(step.effects).toEqual([]);
    expect(step.state).toMatchObject({ phase: "proposed", attribute: "mind", difficulty: 1, extraCards: 0, deck: annDeck });
    expect(step.state.plan).toMatchObject({ kind: "draw", count: 1, suit: "D" });
    expect(step.state.odds).toEqual(testOdds(step.state.plan, BALANCED));
    expect(step.state.odds.success).toBeCloseTo(13 / 52, 10);
    // A change the rules refuse changes nothing.
    expect(reduceTest(step.state, { type: "change", by: "director", setup: { attribute: "mind", difficulty: 5 } })).toEqual(
      refusal("DifficultyAboveFour"),
    );
  });

  it("[DIR-07] a proposal below 0 stays a proposal; confirmed, it is impossible and draws nothing", () => {
    const below = proposed({ attribute: "body", difficulty: 0, deck: annDeck, extras: { penalty: 1 } });
    expect(below.phase).toBe("proposed");
    const step = reduceTest(below, { type: "confirm", by: "director" });
    expect(step).toMatchObject({ ok: true, effects: [], state: { phase: "resolved", cards: [] } });
  });

  it("[DIR-04] the Director's own test is decided as it starts: its draw is asked for at once", () => {
    const step = reduceTest(null, { type: "start", setup: proposal });
    expect(step).toMatchObject({ ok: true, state: { phase: "drawing" } });
    expect(step.ok && step.effects).toHaveLength(1);
  });
});
