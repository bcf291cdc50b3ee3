import { describe, expect, it } from "vitest";
import { cardKey, parseCards } from "../../../src/rules/cards/card.ts";
import { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { seededRandom } from "../../../src/rules/cards/random.ts";
import { poolCurrent } from "../../../src/rules/bastards/character.ts";
import { extrasCombatant, fatedCombatant, followerCombatant } from "../../../src/rules/bastards/combatants.ts";
import type { Combatant, ExtrasCombatant, FollowerCombatant } from "../../../src/rules/bastards/combatants.ts";
import {
  DECK,
  DISCARD,
  PLAY,
  deckCards,
  faceDownStack,
  handStack,
  sceneShuffleEffects,
  tableStackSpecs,
  applyBastardsEffects,
} from "../../../src/rules/bastards/decks.ts";
import { drive, settle } from "../../../src/rules/bastards/procedures/draws.ts";
import { drawStepTraits, initiativeOrder, opposition, startOpposition } from "../../../src/rules/bastards/procedures/opposition.ts";
import type { OppositionState } from "../../../src/rules/bastards/procedures/opposition-state.ts";
import { DEFAULT_RULINGS } from "../../../src/rules/bastards/rulings.ts";
import { A, act, beginDuel, fated, hand } from "./duel.ts";
import { expectConserved, stackedTable } from "./helpers.ts";

const refusal = (reason: string) => ({ ok: false, reason: `DECKBOUND.Bastards.Refusal.${reason}` });
const fatedOf = (state: OppositionState, key: string) => {
  const combatant = state.combatants.find((c) => c.key === key);
  if (combatant?.kind !== "fated") throw new Error("not fated");
  return combatant.character;
};

/** Ana (attacker) and Bram; hands: Ana 2C 3C 4C 5C 6C, Bram 7D 8D 9D 10D JD; then `rest`. */
const DEAL = "2C 3C 4C 5C 6C 7D 8D 9D 10D JD";

/** One quick exchange with one card a side: attack, defend, both face down; returns the state after the result. */
async function exchange(
  table: MemoryTable,
  state: OppositionState,
  attacker: string,
  defender: string,
  skill = "combat:unarmed",
): Promise<OppositionState> {
  state = await act(table, state, { type: "attack", actor: attacker, target: defender, skill, kind: "physical" });
  state = await act(table, state, { type: "defend", actor: defender, skill: "dexterity" });
  state = await act(table, state, { type: "playFaceDown", actor: attacker, card: hand(table, attacker)[0]!, hand: hand(table, attacker) });
  return act(table, state, { type: "playFaceDown", actor: defender, card: hand(table, defender)[0]!, hand: hand(table, defender) });
}

describe("opposition", () => {
  it("[GOB-09] [CORE-03] an opposition is a new scene: every stack is gathered into the deck and shuffled before the deal", async () => {
    const table = new MemoryTable(tableStackSpecs(["ana", "bram"]), seededRandom(7));
    const cards = deckCards();
    table.fill(DECK, cards.slice(0, 90));
    table.fill(DISCARD, cards.slice(90, 100));
    table.fill(handStack("ana"), cards.slice(100, 104));
    table.fill(PLAY, cards.slice(104));
    const started = await settle(
      table,
      opposition,
      startOpposition([fatedCombatant("ana", "a", fated("C")), fatedCombatant("bram", "b", fated("D"))]),
    );
    expect(started.ok).toBe(true);
    expect(table.contents(DISCARD)).toHaveLength(0);
    expect(table.contents(PLAY)).toHaveLength(0);
    expect(table.contents(handStack("ana"))).toHaveLength(5);
    expect(table.contents(DECK)).toHaveLength(98);
    expectConserved(table);
    expect(sceneShuffleEffects(["x"]).map((effect) => effect.type)).toEqual(["bastards.gather", "shuffle"]);
  });

  it("[GOB-15] [GOB-11] initiative: lowest first with the Ace as 1; ties by suit ♣ < ♠ < ♥ < ♦", async () => {
    const { state } = await beginDuel(
      [fatedCombatant("ana", "a", fated("C")), fatedCombatant("bram", "b", fated("D"))],
      "KC 3C 4C 5C 6C AD 8D 9D 10D JD",
    );
    expect(state.order).toEqual(["bram", "ana"]);
    const withInit = (key: string, code: string): Combatant => ({ ...fatedCombatant(key, key, fated("C")), initiative: A(code) as never });
    expect(initiativeOrder([withInit("x", "7H"), withInit("y", "7C"), withInit("z", "AS")])).toEqual(["z", "y", "x"]);
  });

  it("[GOB-19] [GOB-04] a Fated combatant's sheet, edited mid-opposition, is taken by the card (its pools, hence its state), except while the card waits on the table; an unknown combatant is refused", async () => {
    const { table, state } = await beginDuel([fatedCombatant("ana", "a", fated("C")), fatedCombatant("bram", "b", fated("D"))], DEAL);
    const sheet = { ...fatedOf(state, "ana"), poolLoss: { body: 10, spirit: 0, mind: 0, luck: 0 }, xp: 12 };
    const followed = await act(table, state, { type: "followSheet", actor: "ana", sheet: fatedCombatant("ana", "a", sheet) });
    expect(fatedOf(followed, "ana")).toEqual(sheet);
    expect(poolCurrent(fatedOf(followed, "ana"), "body")).toBe(0);
    const waiting: OppositionState = { ...state, question: { to: "ana", count: 1 } };
    expect(opposition(waiting, { type: "followSheet", actor: "ana", sheet: fatedCombatant("ana", "a", sheet) })).toEqual(
      refusal("AwaitingTable"),
    );
    expect(opposition(state, { type: "followSheet", actor: "nobody", sheet: fatedCombatant("nobody", "a", sheet) })).toEqual(
      refusal("UnknownCombatant"),
    );
  });

  it("[GOB-25] [GOB-26] a Follower's or Extras' sheet, edited mid-opposition, is taken by the card (its damage, members, rating, weapon, advantages); what only the card holds stays; another kind is refused", async () => {
    const thug = { ...(followerCombatant("thug", "b", 3) as FollowerCombatant), powerLoss: 12 };
    const { table, state } = await beginDuel([fatedCombatant("ana", "a", fated("C")), thug], DEAL);
    const onCard = state.combatants[1] as FollowerCombatant;
    const healed = { ...(followerCombatant("thug", "b", 3, "combat:sabre", { dodge: 1 }) as FollowerCombatant), powerLoss: 2 };
    const followed = await act(table, state, { type: "followSheet", actor: "thug", sheet: healed });
    const after = followed.combatants[1] as FollowerCombatant;
    expect([after.powerLoss, after.weapon, after.advantages]).toEqual([2, "combat:sabre", { dodge: 1 }]);
    expect([after.handCount, after.initiative, after.side]).toEqual([onCard.handCount, onCard.initiative, onCard.side]);
    expect(opposition(state, { type: "followSheet", actor: "thug", sheet: fatedCombatant("thug", "b", fated("D")) })).toEqual(
      refusal("UnknownCombatant"),
    );

    const band = await beginDuel([fatedCombatant("ana", "a", fated("C")), extrasCombatant("rats", "b", 2, 3, 1) as ExtrasCombatant], DEAL);
    const reinforced = await act(band.table, band.state, {
      type: "followSheet",
      actor: "rats",
      sheet: extrasCombatant("rats", "b", 2, 5, 2) as ExtrasCombatant,
    });
    const rats = reinforced.combatants[1] as ExtrasCombatant;
    expect([rats.members, rats.weaponBonus, rats.handCount]).toEqual([5, 2, band.state.combatants[1]!.handCount]);
  });

  it("[GOB-15] swapping the initiative card costs the action, unless Speedy", async () => {
    const slow = await beginDuel([fatedCombatant("ana", "a", fated("C")), fatedCombatant("bram", "b", fated("D"))], DEAL);
    let state = await act(slow.table, slow.state, { type: "drawStep", actor: "ana" });
    state = await act(slow.table, state, { type: "swapInitiative", actor: "ana", card: A("6C"), hand: hand(slow.table, "ana") });
    expect(state.combatants[0]!.initiative).toEqual(A("6C"));
    expect(slow.table.faceUp(PLAY).map(cardKey)).toContain("6C@A");
    expect(slow.table.contents(DISCARD).map(cardKey)).toContain("2C@A");
    expect(opposition(state, { type: "attack", actor: "ana", target: "bram", skill: "combat:unarmed", kind: "physical" })).toEqual(
      refusal("ActionUsed"),
    );
    const quick = await beginDuel(
      [fatedCombatant("ana", "a", fated("S", { advantages: { speedy: 1 } })), fatedCombatant("bram", "b", fated("D"))],
      DEAL,
    );
    state = await act(quick.table, quick.state, { type: "drawStep", actor: "ana" });
    state = await act(quick.table, state, { type: "swapInitiative", actor: "ana", card: A("6C"), hand: hand(quick.table, "ana") });
    expect(state.acted).toEqual([]);
    expect(opposition(state, { type: "attack", actor: "ana", target: "bram", skill: "combat:unarmed", kind: "physical" }).ok).toBe(true);
    expectConserved(quick.table);
  });

  it("[GOB-16] the draw step draws Luck; Quick-Witted uses Mind, Discipline Body for 1 BP, Fervor Spirit only in Desperation", async () => {
    const ana = fated("S", { advantages: { quickWitted: 1, discipline: 1, fervor: 1 }, traits: { body: 3, spirit: 4, mind: 2, luck: 1 } });
    expect(drawStepTraits(fatedCombatant("ana", "a", ana))).toEqual(["luck", "mind", "body"]);
    const desperate = { ...ana, poolLoss: { body: 0, spirit: 0, mind: 0, luck: 5 } };
    expect(drawStepTraits(fatedCombatant("ana", "a", desperate))).toContain("spirit");
    const { table, state } = await beginDuel([fatedCombatant("ana", "a", ana), fatedCombatant("bram", "b", fated("D"))], DEAL);
    expect(opposition(state, { type: "drawStep", actor: "ana", trait: "spirit" })).toEqual(refusal("AdvantageNotUsable"));
    const drawn = await act(table, state, { type: "drawStep", actor: "ana", trait: "body" });
    expect(drawn.combatants[0]!.handCount).toBe(4 + 3);
    expect(poolCurrent(fatedOf(drawn, "ana"), "body")).toBe(14);
  });

  it("[GOB-16] one discard in the draw step; a mulligan sacrifices the action, discards the hand and draws 5", async () => {
    const { table, state: begun } = await beginDuel(
      [fatedCombatant("ana", "a", fated("C")), fatedCombatant("bram", "b", fated("D"))],
      DEAL,
    );
    let state = await act(table, begun, { type: "drawStep", actor: "ana" });
    state = await act(table, state, { type: "discard", actor: "ana", card: A("3C"), hand: hand(table, "ana") });
    expect(opposition(state, { type: "discard", actor: "ana", card: A("4C"), hand: hand(table, "ana") })).toEqual(
      refusal("AlreadyDiscarded"),
    );
    const before = hand(table, "ana");
    state = await act(table, state, { type: "mulligan", actor: "ana", hand: before });
    expect(hand(table, "ana")).toHaveLength(5);
    expect(hand(table, "ana").some((card) => before.some((old) => cardKey(old) === cardKey(card)))).toBe(false);
    expect(state.acted).toContain("ana");
    expect(opposition(state, { type: "attack", actor: "ana", target: "bram", skill: "combat:unarmed", kind: "physical" })).toEqual(
      refusal("ActionUsed"),
    );
    expectConserved(table);
  });

  it("[GOB-17] betting beyond the skill rank or out of turn is refused; the defender bets first", async () => {
    const bram = fated("D", { skills: { ...fated("D").skills, dexterity: 3 } });
    const { table, state: begun } = await beginDuel([fatedCombatant("ana", "a", fated("C")), fatedCombatant("bram", "b", bram)], DEAL);
    let state = await act(table, begun, { type: "drawStep", actor: "ana" });
    state = await exchange(table, state, "ana", "bram");
    // Ana (Unarmed Combat 1) has played her one card; Bram (Dexterity 3) may bet two more.
    expect(state.draw).toMatchObject({ stage: "betting", bettor: "defender" });
    expect(opposition(state, { type: "bet", actor: "ana", card: hand(table, "ana")[0]!, hand: hand(table, "ana") })).toEqual(
      refusal("BeyondSkillRank"),
    );
    state = await act(table, state, { type: "bet", actor: "bram", card: A("9D"), hand: hand(table, "bram") });
    state = await act(table, state, { type: "stand", actor: "bram" });
    expect(state.draw).toBeNull();
    expect(state.lastResult).toMatchObject({ winner: "defender" });
    expectConserved(table);
  });

  it("[GOB-17] ruling off: the face-down card does not count toward the skill rank; betting out of turn is refused", async () => {
    const { table, state: begun } = await beginDuel(
      [fatedCombatant("ana", "a", fated("C")), fatedCombatant("bram", "b", fated("D"))],
      DEAL,
      { ...DEFAULT_RULINGS, faceDownCountsTowardRank: false },
    );
    let state = await act(table, begun, { type: "drawStep", actor: "ana" });
    state = await exchange(table, state, "ana", "bram");
    expect(state.draw).toMatchObject({ stage: "betting", bettor: "defender" });
    expect(opposition(state, { type: "bet", actor: "ana", card: hand(table, "ana")[0]!, hand: hand(table, "ana") })).toEqual(
      refusal("NotYourBet"),
    );
    state = await act(table, state, { type: "bet", actor: "bram", card: A("9D"), hand: hand(table, "bram") });
    state = await act(table, state, { type: "bet", actor: "ana", card: hand(table, "ana")[0]!, hand: hand(table, "ana") });
    expect(state.lastResult).not.toBeNull();
  });

  it("[GOB-17] [CORE-06] a targeted character with no cards plays the top card of the deck face down, unseen until the reveal", async () => {
    const follower = followerCombatant("thug", "b", 1) as FollowerCombatant;
    // The follower's one card becomes its initiative; its hand is then empty.
    const { table, state: begun } = await beginDuel(
      [fatedCombatant("ana", "a", fated("C", { wildcards: 1 })), follower],
      "2C 3C 4C 5C 6C 9D 8H KS",
    );
    let state = await act(table, begun, { type: "drawStep", actor: "ana" });
    expect(state.combatants[1]!.handCount).toBe(0);
    state = await act(table, state, { type: "attack", actor: "ana", target: "thug", skill: "combat:unarmed", kind: "physical" });
    state = await act(table, state, { type: "defend", actor: "thug", skill: "dexterity" });
    state = await act(table, state, { type: "playFaceDown", actor: "ana", card: A("6C"), hand: hand(table, "ana") });
    const hidden = table.contents(faceDownStack("thug"));
    expect(hidden).toHaveLength(1);
    expect(JSON.stringify(state)).not.toContain(`"rank":${(hidden[0] as { rank: number }).rank},"origin"`);
    // Ana may still spend her wildcard; the follower has none.
    expect(state.draw?.stage).toBe("wildcards");
    state = await act(table, state, { type: "finishWildcards", actor: "ana" });
    expect(state.lastResult).not.toBeNull();
    expectConserved(table);
  });

  it("[GOB-23] when the deck runs out the table is asked; going on shuffles the discards back, stopping ends the opposition", async () => {
    const { table, state: begun } = await beginDuel(
      [fatedCombatant("ana", "a", fated("C")), fatedCombatant("bram", "b", fated("D"))],
      DEAL,
    );
    await table.move(table.contents(DECK), DECK, DISCARD);
    const asked = await drive(table, opposition, begun, { type: "drawStep", actor: "ana" });
    if (!asked.ok) throw new Error(asked.reason);
    expect(asked.asked).toBe(true);
    expect(asked.state.question).toEqual({ to: handStack("ana"), count: 1 });
    expect(opposition(asked.state, { type: "endTurn", actor: "ana" })).toEqual(refusal("AwaitingTable"));
    const going = await act(table, asked.state, { type: "answerContinue", goOn: true });
    expect(going.combatants[0]!.handCount).toBe(5);
    expect(going.turn?.stage).toBe("action");
    expectConserved(table);
    const stopping = await act(table, asked.state, { type: "answerContinue", goOn: false });
    expect(stopping).toMatchObject({ phase: "ended", endedBy: "deckOut" });
  });

  /** Ana's draw step meets the deck's last card, a joker; the rest of the deck lies in the discards. */
  async function loneJokerDrawStep(rulings = DEFAULT_RULINGS) {
    // A shuffled table: the deck keeps one joker, the rest are discards.
    const table = stackedTable(["ana", "bram"], [], seededRandom(11));
    const started = await settle(
      table,
      opposition,
      startOpposition([fatedCombatant("ana", "a", fated("C")), fatedCombatant("bram", "b", fated("D"))], rulings),
    );
    if (!started.ok) throw new Error(started.reason);
    let begun = started.state;
    for (const actor of ["ana", "bram"])
      begun = await act(table, begun, {
        type: "chooseInitiative",
        actor,
        card: hand(table, actor).find((card) => card.kind === "suited")!,
        hand: hand(table, actor),
      });
    begun = { ...begun, turn: { ...begun.turn!, actor: "ana" } };
    const deck = table.contents(DECK);
    const joker = deck.find((card) => card.kind === "joker")!;
    await table.move(
      deck.filter((card) => card !== joker),
      DECK,
      DISCARD,
    );
    const discards = table.contents(DISCARD).length;
    const luck = fatedOf(begun, "ana").traits.luck;
    const result = await drive(table, opposition, begun, { type: "drawStep", actor: "ana" });
    if (!result.ok) throw new Error(result.reason);
    return { table, discards, luck, result };
  }

  it("[GOB-12] [GOB-23] world setting (jokers to the discards in an opposition): a joker mid-opposition gives its wildcard and goes to the discards, which stay out until the deck runs out", async () => {
    const { table, discards, luck, result } = await loneJokerDrawStep({ ...DEFAULT_RULINGS, jokerReturnsDiscardsInOpposition: false });
    expect(fatedOf(result.state, "ana").wildcards).toBe(1);
    expect(hand(table, "ana").some((card) => card.kind === "joker")).toBe(false);
    expect(table.contents(DISCARD)).toHaveLength(discards + 1);
    // The joker was the deck's last card: the rest of the Luck draw and the joker's replacement are owed.
    expect(result.asked).toBe(true);
    expect(result.state.question).toEqual({ to: handStack("ana"), count: luck });
    const going = await act(table, result.state, { type: "answerContinue", goOn: true });
    expect(going.combatants[0]!.handCount).toBe(5 - 1 + luck);
    expectConserved(table);
  });

  it("[GOB-12] [GOB-23] by the book (the default): a joker mid-opposition brings the discards back and is replaced, and the table is not asked", async () => {
    const { table, result } = await loneJokerDrawStep();
    expect(result.asked).toBe(false);
    expect(fatedOf(result.state, "ana").wildcards).toBe(1);
    expect(result.state.combatants[0]!.handCount).toBe(5);
    expect(hand(table, "ana").some((card) => card.kind === "joker")).toBe(false);
    expectConserved(table);
  });

  it("[GOB-27] when an opposition ends every Fated character involved gains 1 XP", async () => {
    const { table, state } = await beginDuel(
      [
        fatedCombatant("ana", "a", fated("C")),
        fatedCombatant("bram", "b", fated("D")),
        followerCombatant("pup", "b", 2) as FollowerCombatant,
      ],
      "2C 3C 4C 5C 6C 7D 8D 9D 10D JD QH KH",
    );
    const ended = await act(table, state, { type: "endOpposition" });
    expect(ended.phase).toBe("ended");
    expect(fatedOf(ended, "ana").xp).toBe(11);
    expect(fatedOf(ended, "bram").xp).toBe(11);
    expect(opposition(ended, { type: "endTurn", actor: "ana" })).toEqual(refusal("OppositionOver"));
  });

  it("[GOB-24] two weapons: one attack draw per weapon in an action, never unarmed", async () => {
    const ana = fated("C", { skills: { ...fated("C").skills, "combat:sword": 3, "combat:dagger": 3 } });
    const { table, state: begun } = await beginDuel(
      [fatedCombatant("ana", "a", ana), fatedCombatant("bram", "b", fated("D"))],
      `${DEAL} 2S 3S 4S 5S 6S 7S`,
    );
    let state = await act(table, begun, { type: "drawStep", actor: "ana" });
    expect(opposition(state, { type: "wieldTwoWeapons", actor: "ana", weapons: ["combat:sword", "combat:unarmed"] })).toEqual(
      refusal("BadWeapons"),
    );
    state = await act(table, state, { type: "wieldTwoWeapons", actor: "ana", weapons: ["combat:sword", "combat:dagger"] });
    expect(state.turn?.attacksLeft).toBe(2);
    // Sword 3 − 2 = 1 card.
    const declared = opposition(state, { type: "attack", actor: "ana", target: "bram", skill: "combat:sword", kind: "physical" });
    expect(declared.ok && declared.state.draw?.attacker.cap).toBe(1);
    state = await exchange(table, state, "ana", "bram", "combat:sword");
    expect(state.lastResult).not.toBeNull();
    expect(opposition(state, { type: "attack", actor: "ana", target: "bram", skill: "combat:sword", kind: "physical" })).toEqual(
      refusal("WeaponUsed"),
    );
    state = await exchange(table, state, "ana", "bram", "combat:dagger");
    expect(opposition(state, { type: "attack", actor: "ana", target: "bram", skill: "combat:unarmed", kind: "physical" })).toEqual(
      refusal("ActionUsed"),
    );
    expectConserved(table);
  });

  it("[GOB-20] knocked down: −2 cards on defence (minimum 1); standing up takes the action", async () => {
    const bram = fated("D", { skills: { ...fated("D").skills, dexterity: 4 } });
    const { table, state: begun } = await beginDuel([fatedCombatant("ana", "a", fated("C")), fatedCombatant("bram", "b", bram)], DEAL);
    let state = await act(table, begun, { type: "knockDown", actor: "bram" });
    state = await act(table, state, { type: "drawStep", actor: "ana" });
    state = await act(table, state, { type: "attack", actor: "ana", target: "bram", skill: "combat:unarmed", kind: "physical" });
    state = await act(table, state, { type: "defend", actor: "bram", skill: "dexterity" });
    expect(state.draw?.defender.cap).toBe(2);
    const down = await act(
      table,
      { ...begun, combatants: begun.combatants.map((c) => ({ ...c, knockedDown: true })) },
      { type: "drawStep", actor: "ana" },
    );
    expect(opposition(down, { type: "standUp", actor: "ana" }).ok).toBe(true);
    const stood = opposition(down, { type: "standUp", actor: "ana" });
    expect(stood.ok && stood.state.acted).toEqual(["ana"]);
  });

  it("[GOB-21] Fortunate: one more wildcard at the start of every scene (an opposition is one)", async () => {
    const lucky = fated("D", { advantages: { fortunate: 1 }, wildcards: 2 });
    const { state } = await beginDuel([fatedCombatant("ana", "a", lucky), fatedCombatant("bram", "b", fated("D"))], DEAL);
    expect(fatedOf(state, "ana").wildcards).toBe(3);
    expect(fatedOf(state, "bram").wildcards).toBe(0);
  });

  it("[GOB-23] [CORE-04] gathering and drawing never throw on an empty deck", async () => {
    const table = stackedTable(["ana"], parseCards("2C", "A"));
    await table.move(table.contents(DECK), DECK, DISCARD);
    const draws = await applyBastardsEffects(table, [
      { type: "draw", from: DECK, to: handStack("ana"), count: 3, how: "top" },
      { type: "bastards.ask", question: "continueOpposition" },
    ]);
    expect(draws[0]).toMatchObject({ short: 3 });
    expectConserved(table);
  });
});
