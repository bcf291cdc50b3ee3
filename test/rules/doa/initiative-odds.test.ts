/**
 * The chance that a players' character acts first, before initiative is drawn [DOA-13, CORE-05]:
 * exact, against every way the cards can fall (small decks, enumerated), and on the table's own
 * draws: the same order the combat reducer sets.
 */
import { describe, expect, it } from "vitest";
import { parseCards } from "../../../src/rules/cards/card.ts";
import type { Card, SuitedCard } from "../../../src/rules/cards/card.ts";
import { playersFirstOdds } from "../../../src/rules/doa/initiative-odds.ts";
import type { InitiativeDrawer } from "../../../src/rules/doa/initiative-odds.ts";

/** Every ordered choice of `count` distinct cards from `cards`. */
function arrangements(cards: readonly SuitedCard[], count: number): SuitedCard[][] {
  if (count === 0) return [[]];
  return cards.flatMap((card, at) =>
    arrangements([...cards.slice(0, at), ...cards.slice(at + 1)], count - 1).map((rest) => [card, ...rest]),
  );
}

/** P(a players' character first), by enumerating every deal: highest rank, then Agility, then listing order. */
function enumerated(drawers: readonly InitiativeDrawer[], decks: Readonly<Record<string, readonly Card[]>>): number {
  const owners = Object.keys(decks);
  const perDeck = owners.map((owner) => {
    const members = [...drawers.keys()].filter((index) => drawers[index]!.owner === owner);
    const suited = decks[owner]!.filter((card): card is SuitedCard => card.kind === "suited");
    return { members, deals: arrangements(suited, members.length) };
  });
  let first = 0;
  let total = 0;
  const walk = (deck: number, ranks: Map<number, number>, weight: number): void => {
    if (deck === perDeck.length) {
      const winner = [...drawers.keys()].sort(
        (a, b) => ranks.get(b)! - ranks.get(a)! || drawers[b]!.agility - drawers[a]!.agility || a - b,
      )[0]!;
      total += weight;
      if (drawers[winner]!.players) first += weight;
      return;
    }
    const { members, deals } = perDeck[deck]!;
    for (const deal of deals) {
      const next = new Map(ranks);
      members.forEach((member, at) => next.set(member, deal[at]!.rank));
      walk(deck + 1, next, weight / deals.length);
    }
  };
  walk(0, new Map(), 1);
  expect(total).toBeCloseTo(1, 12);
  return first;
}

describe("the chance the players act first", () => {
  it("[DOA-13] [CORE-05] two Dealers on decks of their own against three on the GM's deck, ties by Agility then listing: as every deal gives it", () => {
    const drawers: InitiativeDrawer[] = [
      { owner: "xena", agility: 1, players: true },
      { owner: "gm", agility: 2, players: false },
      { owner: "jonas", agility: 1, players: true },
      { owner: "gm", agility: 1, players: false },
      { owner: "gm", agility: 2, players: false },
    ];
    const decks = {
      xena: parseCards("JKR 9S KH 2C AD", "xena"),
      jonas: parseCards("9H 9D QS JKB", "jonas"),
      gm: parseCards("9C KS KD 3H 5S 2D", "gm"),
    };
    const odds = playersFirstOdds(drawers, (owner) => decks[owner as keyof typeof decks]);
    expect(odds).toBeCloseTo(enumerated(drawers, decks), 12);
    expect(odds).toBeGreaterThan(0);
    expect(odds).toBeLessThan(1);
  });

  it("[DOA-13] [CORE-05] a Dealer and her Companion on her deck against one guard: as every deal gives it; a deck too short for its drawers gives none", () => {
    const drawers: InitiativeDrawer[] = [
      { owner: "gm", agility: 0, players: false },
      { owner: "xena", agility: 0, players: true },
      { owner: "xena", agility: 3, players: true },
    ];
    const decks = { xena: parseCards("4S 7H 7D JKR", "xena"), gm: parseCards("7C 8S 2H", "gm") };
    expect(playersFirstOdds(drawers, (owner) => decks[owner as keyof typeof decks])).toBeCloseTo(enumerated(drawers, decks), 12);
    expect(playersFirstOdds(drawers, (owner) => (owner === "xena" ? parseCards("4S JKR", "xena") : decks.gm))).toBeNull();
  });
});
