/**
 * Repair's plan [CORE-03], pure: a card whose original is in another deck than its home.
 * Found by the table fuzz (Director, seed 936328410): a card of one Director character's action
 * deck, shuffled into the destiny deck by hand and drawn from it into a player's discard pile,
 * could not be linked back home (its id was another card's there); Repair removed its original in
 * the destiny deck as stale, then took the card out of the pile as a forgery and made it anew at home.
 * And (seed 2094019419, Director and Deck of Adventures): a card drawn from another deck back into
 * its home deck still pointed at that deck; Repair removed its original there as stale, and the
 * card, now vouched for by nothing, was removed and made anew.
 */
import { describe, expect, it } from "vitest";
import { cardKey, parseCard } from "../../src/rules/cards/card.ts";
import { isRepairEmpty, planWorldRepair } from "../../src/foundry/table/repair-plan.ts";
import type { CardSnapshot, StackSnapshot } from "../../src/foundry/table/repair-plan.ts";

const card = (code: string) => parseCard(code)!;

function doc(id: string, code: string, options: { drawn?: boolean; origin?: string } = {}): CardSnapshot {
  const identity = card(code);
  return {
    id,
    name: cardKey(identity),
    claimed: identity,
    truth: identity,
    drawn: options.drawn ?? false,
    origin: options.origin ?? null,
    sort: 0,
    returnTo: null,
  };
}

function stack(id: string, kind: StackSnapshot["kind"], cards: readonly CardSnapshot[]): StackSnapshot {
  return { id, label: id, kind, role: "planned", faceUp: kind !== "deck", cards };
}

describe("Repair's plan: a card in play that cannot be linked home", () => {
  it("[CORE-03] its id held at home by another card, it keeps the link in the deck it was drawn from: it stays in play, nothing is made anew, and a second plan is empty (failed before: its original removed as stale, the card then taken out as a forgery and recreated)", () => {
    // Home holds the jack under the id "x" and a stale link "y" for the two; the destiny deck holds the two's original "x".
    const home = stack("home", "deck", [doc("x", "JH"), doc("y", "2H", { drawn: true })]);
    const destiny = stack("destiny", "deck", [doc("x", "2H", { drawn: true })]);
    const pile = stack("pile", "pile", [doc("x", "2H", { origin: "destiny" })]);
    const recipe = ["JH", "2H"].map((code) => ({ card: card(code), home: "home" }));
    const plan = planWorldRepair([home, destiny, pile], recipe);
    expect(plan.writes.get("destiny")?.remove ?? []).not.toContain("x");
    expect(plan.writes.get("pile")?.remove ?? []).toEqual([]);
    expect(plan.writes.get("home")?.remove).toEqual(["y"]);
    expect(plan.writes.get("home")?.create ?? []).toEqual([]);
    expect(plan.report.recreated).toEqual([]);
    // Applied: the stale link gone; the next plan finds nothing to do.
    const after = stack("home", "deck", [doc("x", "JH")]);
    expect(isRepairEmpty(planWorldRepair([after, destiny, pile], recipe))).toBe(true);
  });

  it("[CORE-03] its original in no deck of the world, the link goes to the first deck with its id free, and the card is pointed there", () => {
    const home = stack("home", "deck", [doc("x", "JH")]);
    const other = stack("other", "deck", []);
    const pile = stack("pile", "pile", [doc("x", "2H", { origin: "gone" })]);
    const recipe = ["JH", "2H"].map((code) => ({ card: card(code), home: "home" }));
    const plan = planWorldRepair([home, other, pile], recipe);
    expect(plan.writes.get("other")?.create).toEqual([expect.objectContaining({ id: "x", drawn: true, card: card("2H") })]);
    expect(plan.writes.get("pile")?.update).toEqual([{ id: "x", origin: "other" }]);
    expect(plan.report.recreated).toEqual([]);
    const linked = stack("other", "deck", [doc("x", "2H", { drawn: true })]);
    const moved = stack("pile", "pile", [doc("x", "2H", { origin: "other" })]);
    expect(isRepairEmpty(planWorldRepair([home, linked, moved], recipe))).toBe(true);
  });
});

describe("Repair's plan: a card drawn from another deck into its home", () => {
  it("[CORE-03] it lies at home pointing at the deck it was drawn from: it is pointed at its home, so removing its stale original there leaves it vouched for by its own data (failed before: left pointing at the removed original, unverified, then recreated)", () => {
    const home = stack("home", "deck", [doc("g", "2H", { origin: "destiny" })]);
    const destiny = stack("destiny", "deck", [doc("g", "2H", { drawn: true })]);
    const recipe = [{ card: card("2H"), home: "home" }];
    const plan = planWorldRepair([home, destiny], recipe);
    expect(plan.writes.get("home")?.update).toEqual([{ id: "g", origin: "home" }]);
    expect(plan.writes.get("destiny")?.remove).toEqual(["g"]);
    expect(plan.report.recreated).toEqual([]);
    const after = stack("home", "deck", [doc("g", "2H", { origin: "home" })]);
    expect(isRepairEmpty(planWorldRepair([after, stack("destiny", "deck", [])], recipe))).toBe(true);
  });
});

describe("Repair's plan: a deleted character's stacks", () => {
  it("[CORE-03] retired, a stack is emptied and removed: a card of the world's recipe goes home, a card of no recipe is put away; unplanned, the same stack is left as it lies but for the recipe card", () => {
    const home = stack("home", "deck", [doc("x", "2H", { drawn: true })]);
    const hand = (role: StackSnapshot["role"]): StackSnapshot => ({
      ...stack("hand", "hand", [doc("x", "2H", { origin: "home" }), doc("own", "KS")]),
      role,
    });
    const recipe = [{ card: card("2H"), home: "home" }];
    const retired = planWorldRepair([home, hand("retired")], recipe);
    expect(retired.writes.get("hand")?.movedOut).toEqual(["x"]);
    expect(retired.writes.get("hand")?.remove).toEqual(["own"]);
    expect(retired.deleteStacks).toEqual(["hand"]);
    const unplanned = planWorldRepair([home, hand("unplanned")], recipe);
    expect(unplanned.writes.get("hand")?.movedOut).toEqual(["x"]);
    expect(unplanned.writes.get("hand")?.remove ?? []).toEqual([]);
    expect(unplanned.deleteStacks).toEqual([]);
  });
});
