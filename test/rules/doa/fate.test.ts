import { describe, expect, it } from "vitest";
import { parseCard, parseCards } from "../../../src/rules/cards/card.ts";
import { applyEffects } from "../../../src/rules/cards/table.ts";
import { doaStack, isFateCard, newDeckState } from "../../../src/rules/doa/decks.ts";
import { awardFate, ignoreDamage, returnJokers, shuffleIntoDeck, spendFate } from "../../../src/rules/doa/fate.ts";
import { applyDamage, isKnockedOut, restoreDamage } from "../../../src/rules/doa/damage.ts";
import { REFUSAL } from "../../../src/rules/doa/refusals.ts";
import { codes, doaTable, expectConserved } from "./table-helpers.ts";

const P = "xena";

describe("Fate Cards", () => {
  it("[DOA-02] Fate Cards are the jokers and the aces", () => {
    expect(parseCards("JKR JKB AS AH AD AC").every((card) => isFateCard(card))).toBe(true);
    expect(parseCards("KS 2C 10H").some((card) => isFateCard(card))).toBe(false);
  });

  it("[DOA-04][DOA-02] Fate Cards ignore damage, one point per card, and are discarded as the book says", async () => {
    const table = doaTable([P]);
    const held = parseCards("AS JKR", P);
    await table.move(held, doaStack.deck(P), doaStack.hand(P));
    const deck = { ...newDeckState(P), fateCards: held };
    const result = ignoreDamage(deck, "dealer", held, 3);
    if (!result.ok) throw new Error(result.reason);
    expect(result.damage).toBe(1);
    expect(result.deck.fateCards).toEqual([]);
    await applyEffects(table, result.effects);
    expect(codes(table.contents(doaStack.discard(P))).sort()).toEqual(["AS", "JKR"]);
    expect(codes(result.deck.spentFate).sort()).toEqual(["AS", "JKR"]);
    expect(ignoreDamage(deck, "dealer", held, 1)).toEqual({ ok: false, reason: REFUSAL.NoDamageToIgnore });
    expect(ignoreDamage(deck, "bystander", held.slice(0, 1), 1)).toEqual({ ok: false, reason: REFUSAL.CannotUseFateCards });
    expectConserved(table, [P]);
  });

  it("[DOA-05] the GM awards a spent Fate Card from the discard pile, or as a token", async () => {
    const table = doaTable([P]);
    const ace = parseCard("AD", P);
    await table.move([ace], doaStack.deck(P), doaStack.discard(P));
    const deck = { ...newDeckState(P), spentFate: [ace] };
    const awarded = awardFate(deck, "dealer", ace);
    if (!awarded.ok) throw new Error(awarded.reason);
    await applyEffects(table, awarded.effects);
    expect(codes(table.contents(doaStack.hand(P)))).toEqual(["AD"]);
    expect(awarded.deck.fateCards).toEqual([ace]);
    const token = awardFate(deck, "dealer", "token");
    expect(token.ok && token.deck.fateTokens).toBe(1);
    expect(awardFate(deck, "dealer", parseCard("KD", P))).toEqual({ ok: false, reason: REFUSAL.NotAFateCard });
    expect(awardFate(deck, "dealer", parseCard("AS", P))).toEqual({ ok: false, reason: REFUSAL.WrongCards });
    expectConserved(table, [P]);
  });

  it("[DOA-05][DOA-21] a Bystander cannot receive Fate Cards", () => {
    const ace = parseCard("AD", "gm");
    const deck = { ...newDeckState("gm"), spentFate: [ace] };
    expect(awardFate(deck, "bystander", ace)).toEqual({ ok: false, reason: REFUSAL.CannotUseFateCards });
    expect(awardFate(deck, "bystander", "token")).toEqual({ ok: false, reason: REFUSAL.CannotUseFateCards });
  });

  it("[DOA-02] a Fate Card can never be shuffled into the deck", () => {
    expect(shuffleIntoDeck(P, parseCards("2C AS", P), doaStack.discard(P))).toEqual({ ok: false, reason: REFUSAL.FateCardIntoDeck });
    expect(shuffleIntoDeck(P, parseCards("JKB", P), doaStack.hand(P))).toEqual({ ok: false, reason: REFUSAL.FateCardIntoDeck });
    expect(shuffleIntoDeck(P, parseCards("2C 3C", P), doaStack.discard(P))).toEqual([
      { type: "move", cards: parseCards("2C 3C", P), from: doaStack.discard(P), to: doaStack.deck(P), position: "top" },
      { type: "shuffle", stack: doaStack.deck(P) },
    ]);
  });

  it("[DOA-03] spending a Fate Card not held is refused; a token is spent from the count", () => {
    const deck = { ...newDeckState(P), fateTokens: 1 };
    expect(spendFate(deck, parseCard("AS", P))).toEqual({ ok: false, reason: REFUSAL.NoSuchFateCard });
    const spent = spendFate(deck, "token");
    expect(spent.ok && spent.deck.fateTokens).toBe(0);
    expect(spent.ok && spent.effects).toEqual([]);
  });

  it("[DOA-02] after a long rest every joker the hand lacks comes to it from the gathered deck, spent or never drawn", () => {
    const [red, black] = parseCards("JKR JKB", P);
    const back = returnJokers({ ...newDeckState(P), spentFate: [black!, parseCard("AC", P)] });
    expect(back.deck.fateCards).toEqual([red, black]);
    expect(back.deck.spentFate).toEqual([parseCard("AC", P)]);
    expect(back.effects).toEqual([{ type: "move", cards: [red, black], from: doaStack.deck(P), to: doaStack.hand(P), position: "top" }]);
    // "if they're not there already": a held joker stays where it is.
    expect(returnJokers({ ...newDeckState(P), fateCards: [red!, black!] }).effects).toEqual([]);
  });
});

describe("health and armour", () => {
  const vitals = { hp: 6, maxHp: 6, ap: 2 };

  it("[DOA-17] physical damage takes AP first, then HP", () => {
    expect(applyDamage(vitals, 3, "physical")).toEqual({ vitals: { hp: 5, maxHp: 6, ap: 0 }, taken: { hp: 1, ap: 2 } });
    expect(applyDamage(vitals, 1, "physical").vitals).toEqual({ hp: 6, maxHp: 6, ap: 1 });
  });

  it("[DOA-17] psychic and poison damage bypass AP", () => {
    expect(applyDamage(vitals, 2, "psychic").vitals).toEqual({ hp: 4, maxHp: 6, ap: 2 });
    expect(applyDamage(vitals, 2, "poison").vitals).toEqual({ hp: 4, maxHp: 6, ap: 2 });
  });

  it("[DOA-17] damage beyond the health pool knocks out; undoing it revives", () => {
    const hurt = applyDamage(vitals, 8, "physical");
    expect(isKnockedOut(hurt.vitals)).toBe(false); // exactly 0 HP: not beyond the pool
    const beyond = applyDamage(hurt.vitals, 1, "physical");
    expect(isKnockedOut(beyond.vitals)).toBe(true);
    expect(isKnockedOut(restoreDamage(beyond.vitals, beyond.taken, 1).vitals)).toBe(false);
  });
});
