import { describe, expect, it } from "vitest";
import { cardCode, parseCard, parseCards } from "../../../src/rules/cards/card.ts";
import { build } from "../../../src/rules/bastards/build.ts";
import { createCharacter } from "../../../src/rules/bastards/character.ts";
import type { Character } from "../../../src/rules/bastards/character.ts";
import { DECK, DISCARD, PLAY, skillStack } from "../../../src/rules/bastards/decks.ts";
import { DEFAULT_RULINGS } from "../../../src/rules/bastards/rulings.ts";
import { drive, settle, settleDraw, startDraw } from "../../../src/rules/bastards/procedures/draws.ts";
import {
  DIFFICULTY_GUIDELINES,
  acrobatReplacements,
  fateDrawCount,
  skillHand,
  skillHandPool,
  startSkillHand,
} from "../../../src/rules/bastards/procedures/skill-hand.ts";
import type { SkillHandSetup, SkillHandState } from "../../../src/rules/bastards/procedures/skill-hand.ts";
import { oddsOfSkillHand, skillHandOdds } from "../../../src/rules/bastards/odds.ts";
import { expectConserved, stackedTable } from "./helpers.ts";

function carlton(): Character {
  // Spades (Mind 2) raised to Mind 3; Repair, a custom skill, raised from 1 to 2.
  let character = createCharacter("S");
  for (const action of [
    { type: "raiseTrait", trait: "mind" },
    { type: "raiseSkill", skill: "repair" },
  ] as const) {
    const step = build(character, action);
    if (!step.ok) throw new Error(step.reason);
    character = step.state;
  }
  return character;
}

async function runSkillHand(
  character: Character,
  setup: SkillHandSetup,
  top: string,
  pick: (hand: readonly ReturnType<typeof parseCard>[]) => number = (hand) => hand.length - 1,
) {
  const table = stackedTable([setup.actor], top);
  const reduce = (state: SkillHandState, action: Parameters<typeof skillHand>[1]) => skillHand(state, action);
  let result = await settle(table, reduce, startSkillHand(character, setup));
  if (!result.ok) throw new Error(result.reason);
  const hand = table.contents(skillStack(setup.actor));
  const card = hand[pick(hand)]!;
  result = await drive(table, reduce, result.state, { type: "play", card, hand });
  if (!result.ok) throw new Error(result.reason);
  return { table, state: result.state };
}

describe("skill hand against the Fate draw", () => {
  it("[GOB-14] [GOB-10] Carlton: Mind 3, Repair 2 draws 2, plays a 9 for 12 and beats the dealer's Jack (11)", async () => {
    const character = carlton();
    const setup = { actor: "carlton", skill: "repair", trait: "mind" } as const;
    const start = startSkillHand(character, setup);
    expect(start.ok && start.state.cardsToDraw).toBe(2);
    expect(start.ok && start.state.fateCount).toBe(3);
    const { table, state } = await runSkillHand(character, setup, "9H 4C JC 5S 3D");
    expect(state.played).toEqual(parseCard("9H", "A"));
    expect(state.fate).toEqual(parseCards("JC 5S 3D", "A"));
    expect(state.result).toEqual({ playerTotal: 12, fateTotal: 11, winner: "player", margin: 1 });
    // [GOB-10] the unseen card goes back into the deck at once; the four shown wait face up in the discards.
    expect(table.contents(DECK)).toHaveLength(104);
    expect(table.contents(DISCARD)).toEqual(parseCards("9H JC 5S 3D", "A"));
    expect(table.contents(PLAY)).toHaveLength(0);
    expectConserved(table);
  });

  it('[GOB-20] a Knocked Out, Wounded or Killed character "cannot take actions and may not play any cards": no skill hand, refused with the reason; a Desperate one still draws', () => {
    const setup = { actor: "carlton", skill: "repair", trait: "mind" } as const;
    const emptied = (pools: readonly ("body" | "spirit" | "mind" | "luck")[]): Character => {
      const character = carlton();
      const poolLoss = { ...character.poolLoss };
      for (const pool of pools) poolLoss[pool] = 99;
      return { ...character, poolLoss };
    };
    for (const pools of [
      ["body", "spirit"],
      ["body", "spirit", "luck"],
      ["body", "spirit", "mind", "luck"],
    ] as const)
      expect(startSkillHand(emptied(pools), setup)).toEqual(refusal("CannotAct"));
    expect(startSkillHand(emptied(["body"]), setup).ok).toBe(true);
  });

  it("[GOB-10] the next skill hand shuffles every card back into the deck before it draws", async () => {
    const setup = { actor: "carlton", skill: "repair", trait: "mind" } as const;
    const { table } = await runSkillHand(carlton(), setup, "9H 4C JC 5S 3D");
    const next = startSkillHand(carlton(), setup);
    expect(next.ok && next.effects[0]).toEqual({ type: "returnDiscards", stack: DECK });
    const again = await settle(table, skillHand, next);
    expect(again.ok).toBe(true);
    expect(table.contents(DISCARD)).toHaveLength(0);
    expect(table.contents(DECK)).toHaveLength(106);
    expectConserved(table);
  });

  it("[GOB-23] [GOB-10] a skill hand amid an opposition leaves the opposition's discards in the discard pile", async () => {
    const setup = { actor: "carlton", skill: "repair", trait: "mind" } as const;
    // Four shown cards lie in the discards, as an opposition's played cards would.
    const { table } = await runSkillHand(carlton(), setup, "9H 4C JC 5S 3D");
    const next = startSkillHand(carlton(), { ...setup, amidOpposition: true });
    expect(next.ok && next.effects.some((effect) => effect.type === "returnDiscards")).toBe(false);
    const again = await settle(table, skillHand, next);
    expect(again.ok).toBe(true);
    expect(table.contents(DISCARD)).toEqual(parseCards("9H JC 5S 3D", "A"));
    expectConserved(table);
  });

  it("[GOB-23] [CORE-05] the cards a skill hand's odds count are those its opening leaves to draw: the deck alone amid an opposition, else the deck and the discards it shuffles back", () => {
    const setup = { actor: "carlton", skill: "repair", trait: "mind" } as const;
    const [deck, discards] = [parseCards("9H 4C", "A"), parseCards("JC 5S", "A")];
    for (const amidOpposition of [true, false]) {
      const started = startSkillHand(carlton(), { ...setup, amidOpposition });
      const returns = started.ok && started.effects.some((effect) => effect.type === "returnDiscards");
      expect(skillHandPool(deck, discards, amidOpposition)).toEqual(returns ? [...deck, ...discards] : deck);
    }
  });

  it("[GOB-10] the Fate draws 6 − trait cards, never fewer than 1 (ruling)", () => {
    expect(fateDrawCount(3)).toBe(3);
    expect(fateDrawCount(6)).toBe(1);
    expect(fateDrawCount(9)).toBe(1);
    expect(fateDrawCount(7, { ...DEFAULT_RULINGS, fateDrawMinimum: 0 })).toBe(0);
  });

  it("[GOB-10] [GOB-18] a tie of totals goes to the better suit of the played cards", async () => {
    // Mind 3 + 9♥ = 12 against the Fate's Q♣ = 12: hearts beat clubs.
    const won = await runSkillHand(carlton(), { actor: "c", skill: "repair", trait: "mind" }, "9H 2C QC 5S 3D");
    expect(won.state.result?.winner).toBe("player");
    // 9♣ + 3 = 12 against Q♦: diamonds beat clubs.
    const lost = await runSkillHand(carlton(), { actor: "c", skill: "repair", trait: "mind" }, "9C 2C QD 5S 3D");
    expect(lost.state.result).toMatchObject({ playerTotal: 12, fateTotal: 12, winner: "fate" });
  });

  it("[GOB-13] the difficulty modifier (1–20) is added to the Fate's card; other values are refused", async () => {
    const { state } = await runSkillHand(carlton(), { actor: "c", skill: "repair", trait: "mind", difficulty: 5 }, "9H 2C JC 5S 3D");
    expect(state.result).toMatchObject({ playerTotal: 12, fateTotal: 16, winner: "fate" });
    expect(DIFFICULTY_GUIDELINES).toEqual([1, 3, 5, 7, 10, 15, 20]);
    for (const difficulty of [21, -1, 2.5]) {
      expect(startSkillHand(carlton(), { actor: "c", skill: "repair", trait: "mind", difficulty })).toEqual({
        ok: false,
        reason: "DECKBOUND.Bastards.Refusal.BadDifficulty",
      });
    }
  });

  it("[GOB-11] face cards count 11–14 in a skill hand", async () => {
    const { state } = await runSkillHand(carlton(), { actor: "c", skill: "repair", trait: "mind" }, "AS 2C KC 5S 3D");
    expect(state.result).toMatchObject({ playerTotal: 17, fateTotal: 13, winner: "player" });
  });

  it("[GOB-12] a drawn joker gives +1 wildcard, goes back with the discards, and a replacement is drawn", async () => {
    const table = stackedTable(["c"], parseCards("9H JKR", "A").concat(parseCards("4C JC 5S 3D", "A")));
    table.fill(DISCARD, []);
    const start = startSkillHand(carlton(), { actor: "c", skill: "repair", trait: "mind" });
    if (!start.ok) throw new Error(start.reason);
    const first = await table.draw(DECK, skillStack("c"), 2);
    const result = await drive(table, skillHand, start.state, { type: "drawn", outcome: first });
    if (!result.ok) throw new Error(result.reason);
    expect(result.state.wildcardsGained).toBe(1);
    expect(result.state.handCount).toBe(2);
    expect(result.state.phase).toBe("choosing");
    expect(table.contents(skillStack("c")).some((card) => card.kind === "joker")).toBe(false);
    expectConserved(table);
  });

  it("[GOB-12] [CORE-04] a joker as the last card of the deck still gives its wildcard and a replacement", async () => {
    // Everything but the joker sits in the discard pile; the deck is one joker.
    const table = stackedTable(["c"]);
    const all = table.contents(DECK);
    const lone = all.find((card) => card.kind === "joker")!;
    await table.move(
      all.filter((card) => card !== lone),
      DECK,
      DISCARD,
    );
    const start = startSkillHand(carlton(), { actor: "c", skill: "repair", trait: "mind" });
    if (!start.ok) throw new Error(start.reason);
    const first = await table.draw(DECK, skillStack("c"), start.state.cardsToDraw);
    expect(first.short).toBe(1);
    const result = await drive(table, skillHand, start.state, { type: "drawn", outcome: first });
    if (!result.ok) throw new Error(result.reason);
    // This table's shuffle keeps the order: the joker, on top of the discards, comes back first among
    // the 53 other cards and gives its wildcard again [GOB-12]; then the replacements are suited.
    expect(result.state.wildcardsGained).toBe(2);
    expect(result.state.handCount).toBe(2);
    expectConserved(table);
  });

  it("[GOB-12] a joker met again in the same chain of replacements, with nothing but jokers left in the deck, gives nothing more: a lone joker cannot loop", () => {
    const lone = parseCard("JKR", "A");
    const settled = settleDraw(
      { ...startDraw(skillStack("c")), jokerChain: ["JKR@A"] },
      { cards: [lone], reshuffles: 0, short: 0, left: 0 },
      DEFAULT_RULINGS,
    );
    expect(settled).toMatchObject({ wildcards: 0, short: 1, next: null });
    // Two jokers and nothing else: the one left in the deck is the chain's other joker.
    const pair = settleDraw(
      { ...startDraw(skillStack("c")), jokerChain: ["JKR@A", "JKR@B"] },
      { cards: [lone], reshuffles: 0, short: 0, left: 1 },
      DEFAULT_RULINGS,
    );
    expect(pair).toMatchObject({ wildcards: 0, short: 1, next: null });
    const fresh = settleDraw(
      startDraw(skillStack("c")),
      { cards: [lone, parseCard("5H")], reshuffles: 0, short: 0, left: 20 },
      DEFAULT_RULINGS,
    );
    expect(fresh).toMatchObject({ wildcards: 1, short: 0, kept: [parseCard("5H")], next: { jokerChain: ["JKR@A"] } });
    const noReplacement = settleDraw(
      startDraw(skillStack("c")),
      { cards: [lone], reshuffles: 0, short: 0, left: 20 },
      { ...DEFAULT_RULINGS, jokerReplacement: false },
    );
    expect(noReplacement).toMatchObject({ wildcards: 1, next: null });
  });

  it("[GOB-12] a joker shuffled back and drawn again as its own replacement, other cards still in the deck, gives its wildcard again and another replacement", () => {
    const joker = parseCard("JKR", "A");
    const again = settleDraw(
      { ...startDraw(skillStack("c")), jokerChain: ["JKR@A"] },
      { cards: [joker], reshuffles: 0, short: 0, left: 19 },
      DEFAULT_RULINGS,
    );
    expect(again).toMatchObject({ wildcards: 1, short: 0, kept: [], next: { jokerChain: ["JKR@A"] } });
    expect(again.effects).toContainEqual({ type: "draw", from: DECK, to: skillStack("c"), count: 1, how: "top" });
  });

  it("[GOB-10] [CORE-05] the odds of a skill hand come from its state and the deck", async () => {
    const start = startSkillHand(carlton(), { actor: "c", skill: "repair", trait: "mind", difficulty: 3 });
    if (!start.ok) throw new Error(start.reason);
    const deck = stackedTable(["c"]).contents(DECK);
    expect(oddsOfSkillHand(start.state, deck)).toEqual(skillHandOdds({ deck, playerCards: 2, fateCards: 3, bonus: 3, difficulty: 3 }));
  });

  it("[GOB-10] playing a card that is not in the hand is refused and changes nothing", async () => {
    const table = stackedTable(["c"], "9H 4C");
    const start = startSkillHand(carlton(), { actor: "c", skill: "repair", trait: "mind" });
    if (!start.ok) throw new Error(start.reason);
    const drawn = await drive(table, skillHand, start.state, { type: "drawn", outcome: await table.draw(DECK, skillStack("c"), 2) });
    if (!drawn.ok) throw new Error(drawn.reason);
    const refused = skillHand(drawn.state, { type: "play", card: parseCard("KD"), hand: table.contents(skillStack("c")) });
    expect(refused).toEqual({ ok: false, reason: "DECKBOUND.Bastards.Refusal.CardNotInHand" });
    expect(JSON.parse(JSON.stringify(drawn.state))).toEqual(drawn.state);
  });
});

/** Mara-like: Clubs (Body 2), Athletics 3, Acrobat. */
function acrobat(changes: Partial<Character> = {}): Character {
  const base = createCharacter("C");
  return { ...base, phase: "play", skills: { ...base.skills, athletics: 3 }, advantages: { acrobat: 1 }, ...changes };
}

const refusal = (reason: string) => ({ ok: false, reason: `DECKBOUND.Bastards.Refusal.${reason}` });

describe("Acrobat on a Fate draw of extreme movement", () => {
  it("[GOB-28] [GOB-10] the lowest cards, up to Body and never the best, go to the discards and as many are drawn; the best of all is played and the Fate draws from what is left", async () => {
    const setup = { actor: "m", skill: "athletics", trait: "body", acrobat: true } as const;
    const start = startSkillHand(acrobat(), setup);
    if (!start.ok) throw new Error(start.reason);
    // Athletics 3 draws three; Body 2 replaces two of them.
    expect(start.state).toMatchObject({ cardsToDraw: 3, acrobat: 2, discarded: [] });
    const table = stackedTable(["m"], "3C 9H 4D 10S 2C JC 5S 3D 8H");
    const reduce = (state: SkillHandState, action: Parameters<typeof skillHand>[1]) => skillHand(state, action);
    let result = await settle(table, reduce, start);
    if (!result.ok) throw new Error(result.reason);
    expect(result.state.phase).toBe("choosing");
    // The best card may not be played before Acrobat's cards are replaced.
    const drawn = table.contents(skillStack("m"));
    expect(skillHand(result.state, { type: "play", card: parseCard("9H", "A"), hand: drawn })).toEqual(refusal("NotYourMove"));
    result = await drive(table, reduce, result.state, { type: "acrobat", hand: drawn });
    if (!result.ok) throw new Error(result.reason);
    // 3♣ and 4♦ go; 10♠ and 2♣ come; the 9♥ stays.
    expect(result.state.discarded).toEqual(parseCards("3C 4D", "A"));
    const codes = (stack: string) => table.contents(stack).map(cardCode).sort();
    expect(codes(DISCARD)).toEqual(["3C", "4D"]);
    expect(codes(skillStack("m"))).toEqual(["10S", "2C", "9H"]);
    expect(result.state).toMatchObject({ phase: "choosing", handCount: 3 });
    // Acrobat is spent: a second use is refused.
    expect(skillHand(result.state, { type: "acrobat", hand: table.contents(skillStack("m")) })).toEqual(refusal("NotYourMove"));
    const hand = table.contents(skillStack("m"));
    result = await drive(table, reduce, result.state, { type: "play", card: parseCard("10S", "A"), hand });
    if (!result.ok) throw new Error(result.reason);
    // Body 2 + 10 = 12 against the Fate's best of J♣ 5♠ 3♦ (6 − 2 = 4 cards: J♣ 5♠ 3♦ 8♥): 11.
    expect(result.state.fate).toEqual(parseCards("JC 5S 3D 8H", "A"));
    expect(result.state.result).toEqual({ playerTotal: 12, fateTotal: 11, winner: "player", margin: 1 });
    expect(table.contents(DISCARD).length).toBe(2 + 1 + 4);
    expectConserved(table);
  });

  it("[GOB-28] Acrobat is the holder's, while the Clubs pool is not empty; a hand of one card has nothing to replace", () => {
    const setup = { actor: "m", skill: "athletics", trait: "body", acrobat: true } as const;
    expect(startSkillHand(acrobat({ advantages: {} }), setup)).toEqual(refusal("AdvantageNotHeld"));
    expect(startSkillHand(acrobat({ poolLoss: { body: 10, spirit: 0, mind: 0, luck: 0 } }), setup)).toEqual(refusal("PoolEmpty"));
    const single = startSkillHand(acrobat(), { ...setup, skill: "stealth" });
    expect(single.ok && single.state.acrobat).toBe(0);
    const without = startSkillHand(acrobat(), { ...setup, acrobat: false });
    expect(without.ok && without.state.acrobat).toBe(0);
    // Up to Body, never the best card.
    expect([acrobatReplacements(2, 3), acrobatReplacements(3, 3), acrobatReplacements(5, 1), acrobatReplacements(1, 4)]).toEqual([
      2, 2, 0, 1,
    ]);
  });

  it("[GOB-28] [GOB-12] a joker among Acrobat's new cards gives its wildcard and is replaced", async () => {
    const table = stackedTable(["m"], parseCards("3C 9H 4D", "A").concat(parseCards("JKR", "A"), parseCards("10S 2C 7H", "A")));
    const reduce = (state: SkillHandState, action: Parameters<typeof skillHand>[1]) => skillHand(state, action);
    let result = await settle(table, reduce, startSkillHand(acrobat(), { actor: "m", skill: "athletics", trait: "body", acrobat: true }));
    if (!result.ok) throw new Error(result.reason);
    result = await drive(table, reduce, result.state, { type: "acrobat", hand: table.contents(skillStack("m")) });
    if (!result.ok) throw new Error(result.reason);
    expect(result.state).toMatchObject({ phase: "choosing", handCount: 3, wildcardsGained: 1 });
    expect(table.contents(skillStack("m")).some((card) => card.kind === "joker")).toBe(false);
    expectConserved(table);
  });

  it("[GOB-28] [CORE-05] the odds before the draw count Acrobat's replacements: a hand of k + r cards", () => {
    const start = startSkillHand(acrobat(), { actor: "m", skill: "athletics", trait: "body", acrobat: true, difficulty: 4 });
    const plain = startSkillHand(acrobat(), { actor: "m", skill: "athletics", trait: "body", difficulty: 4 });
    if (!start.ok || !plain.ok) throw new Error("refused");
    const deck = stackedTable(["m"]).contents(DECK);
    const odds = oddsOfSkillHand(start.state, deck);
    expect(odds).toEqual(skillHandOdds({ deck, playerCards: 3, fateCards: 4, bonus: 2, difficulty: 4, replaced: 2 }));
    expect(odds.success).toBeCloseTo(skillHandOdds({ deck, playerCards: 5, fateCards: 4, bonus: 2, difficulty: 4 }).success, 12);
    expect(odds.success).toBeGreaterThan(oddsOfSkillHand(plain.state, deck).success);
  });
});
