/**
 * A contest's TC odds [DOA-12, CORE-05, DOA-03]: each target's chance to resist, before the TC is
 * drawn and when a Fate Card could redraw it, exact: against every order of small decks, each
 * played through the contest reducer on a table, as the draws come (nobody redraws).
 */
import { describe, expect, it } from "vitest";
import { parseCards } from "../../../src/rules/cards/card.ts";
import type { Card } from "../../../src/rules/cards/card.ts";
import { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { seededRandom } from "../../../src/rules/cards/random.ts";
import { resistOddsBeforeTc, resistOddsOnTcRedraw } from "../../../src/rules/doa/contested-odds.ts";
import type { ContestPlan } from "../../../src/rules/doa/contested-odds.ts";
import { doaStack, doaStackSpecs, newDeckState } from "../../../src/rules/doa/decks.ts";
import type { DeckState } from "../../../src/rules/doa/decks.ts";
import { contestedDr, contestedReducer, startContested } from "../../../src/rules/doa/procedures/contested.ts";
import type { ContestedParty, ContestedState } from "../../../src/rules/doa/procedures/contested.ts";
import type { CheckAction } from "../../../src/rules/doa/procedures/check.ts";
import { DEFAULT_RULINGS } from "../../../src/rules/doa/rulings.ts";
import { drive, ok } from "./table-helpers.ts";

function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, at) => orders([...items.slice(0, at), ...items.slice(at + 1)]).map((rest) => [item, ...rest]));
}

interface Contest {
  readonly attacker: ContestedParty;
  readonly targets: readonly ContestedParty[];
  readonly decks: Readonly<Record<string, DeckState>>;
  readonly cards: Readonly<Record<string, readonly Card[]>>;
}

const checkOf = (state: ContestedState) => state.check;
const feed = (state: ContestedState, action: CheckAction) => contestedReducer(state, { type: "check", action });
type AfterTc = (state: ContestedState, table: MemoryTable) => Promise<ContestedState>;

/** The contest played on a table whose decks lie in these orders, every draw kept (a joker drawn offers a redraw): who resisted. */
async function played(contest: Contest, deal: Readonly<Record<string, readonly Card[]>>, afterTc?: AfterTc): Promise<boolean[]> {
  const owners = Object.keys(deal);
  const table = new MemoryTable(owners.flatMap(doaStackSpecs), seededRandom(1));
  for (const owner of owners) table.fill(doaStack.deck(owner), [...deal[owner]!]);
  let state = await drive(table, ok(startContested(contest)), checkOf, feed);
  if (afterTc) state = await afterTc(state, table);
  while (state.phase !== "done") {
    const next = state.check?.phase === "deciding" ? feed(state, { type: "accept" }) : contestedReducer(state, { type: "draw" });
    state = await drive(table, ok(next), checkOf, feed);
  }
  expect(state.phase).toBe("done");
  return state.results.map((result) => result.resisted);
}

/** Each target's share of resisting over every order of every deck. */
async function enumerated(contest: Contest): Promise<number[]> {
  const owners = Object.keys(contest.cards);
  let deals: Record<string, readonly Card[]>[] = [{}];
  for (const owner of owners) deals = deals.flatMap((deal) => orders(contest.cards[owner]!).map((order) => ({ ...deal, [owner]: order })));
  const resisted = contest.targets.map(() => 0);
  for (const deal of deals) (await played(contest, deal)).forEach((yes, at) => (resisted[at]! += yes ? 1 : 0));
  return resisted.map((count) => count / deals.length);
}

function planOf(contest: Contest): ContestPlan {
  return { attacker: contest.attacker, dr: contestedDr(contest.attacker.modifier), targets: contest.targets, decks: contest.decks };
}

const xena: ContestedParty = { id: "xena", owner: "xena", kind: "dealer", modifier: 1 };
const jonas: ContestedParty = { id: "jonas", owner: "gm", kind: "bystander", modifier: 1 };
const guard: ContestedParty = { id: "guard", owner: "gm", kind: "bystander", modifier: 0 };

describe("a contest's TC odds", () => {
  it("[DOA-12] [CORE-05] Xena's TC against Jonas and a guard sharing the GM's deck, a joker in each deck: each one's chance as every order of the decks plays out", async () => {
    const contest: Contest = {
      attacker: xena,
      targets: [jonas, guard],
      decks: { xena: newDeckState("xena"), gm: newDeckState("gm") },
      cards: { xena: parseCards("3D JKR 9S KH", "xena"), gm: parseCards("8S 4H JKB QC 2D", "gm") },
    };
    const odds = resistOddsBeforeTc(planOf(contest), (owner) => contest.cards[owner]!, DEFAULT_RULINGS);
    const exact = await enumerated(contest);
    odds.forEach((chance, at) => expect(chance).toBeCloseTo(exact[at]!, 12));
    expect(exact.every((chance) => chance > 0 && chance < 1)).toBe(true);
  });

  it("[DOA-12] [DOA-06] [CORE-05] an ogre's TC from the GM's deck (two of its cards alike in rank) against the guard on that deck (drawing with Lower Hand after a run-out) and Xena: the guard never draws the TC", async () => {
    const ogre: ContestedParty = { id: "ogre", owner: "gm", kind: "bystander", modifier: 2 };
    const contest: Contest = {
      attacker: ogre,
      targets: [guard, xena],
      decks: { xena: newDeckState("xena"), gm: { ...newDeckState("gm"), exhaustions: 1 } },
      cards: { xena: parseCards("5C 10H JKR", "xena"), gm: parseCards("6S 7D JKR 7H KC", "gm") },
    };
    const odds = resistOddsBeforeTc(planOf(contest), (owner) => contest.cards[owner]!, DEFAULT_RULINGS);
    const exact = await enumerated(contest);
    odds.forEach((chance, at) => expect(chance).toBeCloseTo(exact[at]!, 12));
  });

  it("[DOA-12] [DOA-06] a target whose draw could run its deck out is left out; those before it are counted", () => {
    const contest: Contest = {
      attacker: xena,
      targets: [jonas, guard],
      decks: { xena: newDeckState("xena"), gm: newDeckState("gm") },
      cards: { xena: parseCards("3D 9S", "xena"), gm: parseCards("8S JKB", "gm") },
    };
    const [first, second] = resistOddsBeforeTc(planOf(contest), (owner) => contest.cards[owner]!, DEFAULT_RULINGS);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeNull();
  });

  it("[DOA-12] [DOA-03] [CORE-05] Xena may redraw her TC 3♦ with a Fate token: each target's chance with the 3♦, and after the redraw as every order of what is left plays out", async () => {
    const contest: Contest = {
      attacker: xena,
      targets: [jonas, guard],
      decks: { xena: { ...newDeckState("xena"), fateTokens: 1 }, gm: newDeckState("gm") },
      cards: { xena: parseCards("3D 9S KH JKR", "xena"), gm: parseCards("8S 4H QC 2D", "gm") },
    };
    const owners = Object.keys(contest.cards);
    const table = new MemoryTable(owners.flatMap(doaStackSpecs), seededRandom(1));
    for (const owner of owners) table.fill(doaStack.deck(owner), [...contest.cards[owner]!]);
    const deciding = await drive(table, ok(startContested(contest)), checkOf, feed);
    expect(deciding.phase).toBe("tc");
    expect(deciding.check?.phase).toBe("deciding");
    const deckOf = (owner: string) => ({ deck: table.contents(doaStack.deck(owner)), discards: table.contents(doaStack.discard(owner)) });
    const odds = resistOddsOnTcRedraw(deciding.check!, planOf(contest), deckOf, DEFAULT_RULINGS)!;

    // Now: the 3♦ kept, every order of the GM's deck.
    const keep: AfterTc = (state, on) => drive(on, ok(feed(state, { type: "accept" })), checkOf, feed);
    const now = [0, 0];
    const redrawn = [0, 0];
    const gmOrders = orders(contest.cards["gm"]!);
    const rest = parseCards("9S KH JKR", "xena");
    for (const gm of gmOrders) {
      (await played(contest, { xena: parseCards("3D", "xena").concat(rest), gm }, keep)).forEach((yes, at) => (now[at]! += yes ? 1 : 0));
      for (const order of orders(rest)) {
        const redraw: AfterTc = async (state, on) => {
          const again = await drive(on, ok(feed(state, { type: "redraw", spend: "token" })), checkOf, feed);
          return again.check?.phase === "deciding" ? keep(again, on) : again;
        };
        (await played(contest, { xena: parseCards("3D", "xena").concat(order), gm }, redraw)).forEach(
          (yes, at) => (redrawn[at]! += yes ? 1 : 0),
        );
      }
    }
    odds.now.forEach((chance, at) => expect(chance).toBeCloseTo(now[at]! / gmOrders.length, 12));
    odds.redrawn.forEach((chance, at) => expect(chance).toBeCloseTo(redrawn[at]! / (gmOrders.length * 6), 12));
    expect(odds.redrawn).not.toEqual(odds.now);
  });
});
