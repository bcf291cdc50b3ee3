import { describe, expect, it } from "vitest";
import { cardKey, parseCard } from "../../../src/rules/cards/card.ts";
import type { Card } from "../../../src/rules/cards/card.ts";
import type { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { createCharacter, condition, poolCurrent } from "../../../src/rules/bastards/character.ts";
import type { Character } from "../../../src/rules/bastards/character.ts";
import { fatedCombatant } from "../../../src/rules/bastards/combatants.ts";
import { DISCARD, PLAY, faceDownStack, handStack } from "../../../src/rules/bastards/decks.ts";
import { drive, settle } from "../../../src/rules/bastards/procedures/draws.ts";
import { opposition, startOpposition } from "../../../src/rules/bastards/procedures/opposition.ts";
import type { OppositionAction } from "../../../src/rules/bastards/procedures/opposition.ts";
import type { OppositionState } from "../../../src/rules/bastards/procedures/opposition-state.ts";
import { expectConserved, stackedTable } from "./helpers.ts";

const A = (code: string): Card => parseCard(code, "A");

/** Every card object anywhere in a JSON value. */
function cardsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(cardsIn);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (record.kind === "suited" || record.kind === "joker") return [cardKey(record as unknown as Card)];
    return Object.values(record).flatMap(cardsIn);
  }
  return [];
}

export async function act(table: MemoryTable, state: OppositionState, action: OppositionAction): Promise<OppositionState> {
  const result = await drive(table, opposition, state, action);
  if (!result.ok) throw new Error(`${action.type}: ${result.reason}`);
  return result.state;
}

function ana(): Character {
  // Clubs: Body 2. Unarmed Combat 3; one wildcard in hand.
  const base = createCharacter("C");
  return { ...base, phase: "play", skills: { ...base.skills, "combat:unarmed": 3 }, wildcards: 1 };
}

function bram(): Character {
  // Hearts: Spirit 2, Body 1 (BP 5).
  return { ...createCharacter("H"), phase: "play" };
}

describe("an opposition on a MemoryTable", () => {
  it("[GOB-15] [GOB-16] [GOB-17] [GOB-18] [GOB-19] [GOB-20] [GOB-12] [CORE-06] [CORE-03] initiative, two turns with the draw step, an opposed draw with betting and a wildcard, damage that empties a pool and sets Desperation", async () => {
    // Deck, top first: Ana's five, Bram's five, Ana's draw step, a joker and a 8♥ from the wildcard,
    // Bram's two Desperation cards, then Bram's draw step.
    const table = stackedTable(
      ["ana", "bram"],
      [
        A("2C"),
        A("3C"),
        A("10H"),
        A("KD"),
        A("7S"),
        A("5C"),
        A("6D"),
        A("8S"),
        A("4H"),
        A("QC"),
        A("9D"),
        parseCard("JKR", "A"),
        A("8H"),
        A("2D"),
        A("3D"),
        A("4S"),
      ],
    );
    const start = await settle(
      table,
      opposition,
      startOpposition([fatedCombatant("ana", "heroes", ana()), fatedCombatant("bram", "villains", bram())]),
    );
    if (!start.ok) throw new Error(start.reason);
    let state = start.state;
    expect(state.phase).toBe("initiative");
    expect(table.contents(handStack("ana"))).toHaveLength(5);
    expect(state.combatants.map((c) => c.handCount)).toEqual([5, 5]);
    expect(cardsIn(state)).toEqual([]); // hands are counts only

    // Initiative [GOB-15]: chosen face down, revealed together; lowest acts first.
    state = await act(table, state, { type: "chooseInitiative", actor: "bram", card: A("5C"), hand: table.contents(handStack("bram")) });
    expect(cardsIn(state)).toEqual([]);
    state = await act(table, state, { type: "chooseInitiative", actor: "ana", card: A("2C"), hand: table.contents(handStack("ana")) });
    expect(state.phase).toBe("turns");
    expect(state.order).toEqual(["ana", "bram"]);
    expect(table.faceUp(PLAY).map(cardKey).sort()).toEqual(["2C@A", "5C@A"]);

    // Ana's draw step: Luck 1 [GOB-16].
    expect(state.turn).toMatchObject({ actor: "ana", stage: "draw" });
    state = await act(table, state, { type: "drawStep", actor: "ana" });
    expect(state.combatants[0]!.handCount).toBe(5);

    // The opposed draw [GOB-17].
    state = await act(table, state, { type: "attack", actor: "ana", target: "bram", skill: "combat:unarmed", kind: "physical" });
    state = await act(table, state, { type: "defend", actor: "bram", skill: "dexterity" });
    state = await act(table, state, { type: "playFaceDown", actor: "ana", card: A("10H"), hand: table.contents(handStack("ana")) });
    state = await act(table, state, { type: "playFaceDown", actor: "bram", card: A("6D"), hand: table.contents(handStack("bram")) });
    // [CORE-06] the face-down cards are in owner-only stacks, nowhere in the public state.
    expect(table.contents(faceDownStack("ana"))).toEqual([A("10H")]);
    expect(cardsIn(state)).not.toContain("10H@A");
    expect(cardsIn(state)).not.toContain("6D@A");
    // Bram (Dexterity 1) has played his one card; Ana bets up to Unarmed Combat 3.
    expect(state.draw).toMatchObject({ stage: "betting", bettor: "attacker" });
    const beyondRank = opposition(state, { type: "bet", actor: "bram", card: A("8S"), hand: table.contents(handStack("bram")) });
    expect(beyondRank).toEqual({ ok: false, reason: "DECKBOUND.Bastards.Refusal.BeyondSkillRank" });
    state = await act(table, state, { type: "bet", actor: "ana", card: A("KD"), hand: table.contents(handStack("ana")) });
    state = await act(table, state, { type: "bet", actor: "ana", card: A("7S"), hand: table.contents(handStack("ana")) });
    // Three cards played: the betting is over; Ana holds a wildcard, so the wildcard step waits for her.
    expect(state.draw?.stage).toBe("wildcards");
    expect(cardsIn(state)).not.toContain("10H@A");
    state = await act(table, state, { type: "spendWildcard", actor: "ana" });
    // The top card was a joker: +1 wildcard, shuffled back into the deck with the discards, replaced by the 8♥ [GOB-12].
    expect(state.draw?.attacker.fromDeck).toEqual([A("8H")]);
    const anaNow = state.combatants[0]!;
    expect(anaNow.kind === "fated" && anaNow.character.wildcards).toBe(1);
    state = await act(table, state, { type: "finishWildcards", actor: "ana" });

    // Reveal and result [GOB-18]: Ana 10 + 13 + 7 + 8 + Body 2 = 40; Bram 6 + Mind 1 = 7.
    expect(state.lastResult).toMatchObject({ attackerTotal: 40, defenderTotal: 7, winner: "attacker", margin: 33, pool: "body", taken: 5 });
    // [GOB-19] BP 5 empties, nothing rolls over; [GOB-20] Bram is desperate and drew Spirit (2) cards.
    const bramNow = state.combatants[1]!;
    if (bramNow.kind !== "fated") throw new Error("fated");
    expect(poolCurrent(bramNow.character, "body")).toBe(0);
    expect(poolCurrent(bramNow.character, "mind")).toBe(5);
    expect(condition(bramNow.character)).toBe("desperate");
    expect(bramNow.handCount).toBe(3 + 2);
    expect(table.contents(DISCARD).map(cardKey).sort()).toEqual(["10H@A", "6D@A", "7S@A", "8H@A", "KD@A"]);
    expectConserved(table);

    // Second turn: Bram's draw step.
    state = await act(table, state, { type: "endTurn", actor: "ana" });
    expect(state.turn).toMatchObject({ actor: "bram", stage: "draw" });
    state = await act(table, state, { type: "drawStep", actor: "bram" });
    expect(state.combatants[1]!.handCount).toBe(6);
    state = await act(table, state, { type: "endTurn", actor: "bram" });
    expect(state.round).toBe(2);
    expect(state.turn?.actor).toBe("ana");
    expectConserved(table);
    // The state is plain JSON.
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
