import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardKey, suited } from "../../../src/rules/cards/card.ts";
import { doaStack, isFateCard, newDeckState } from "../../../src/rules/doa/decks.ts";
import type { DeckState } from "../../../src/rules/doa/decks.ts";
import { checkReducer, startCheck } from "../../../src/rules/doa/procedures/check.ts";
import type { CheckState } from "../../../src/rules/doa/procedures/check.ts";
import { handPlus } from "../../../src/rules/doa/upper-lower-hand.ts";
import { doaTable, drive, expectConserved, ok } from "./table-helpers.ts";

const P = "xena";
const sortedKeys = (cards: readonly Parameters<typeof cardKey>[0][]) => cards.map(cardKey).sort();

describe("long runs of checks", () => {
  it("[CORE-03][DOA-02][DOA-06] any sequence of checks, redraws and reshuffles keeps every card once, no held Fate Card in the deck, spent ones discarded until a reshuffle", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.record({ net: fc.integer({ min: -2, max: 2 }), redraw: fc.boolean(), rank: fc.integer({ min: 2, max: 14 }) }), {
          minLength: 60,
          maxLength: 90,
        }),
        async (seed, checks) => {
          const table = doaTable([P], {}, seed);
          let deck: DeckState = newDeckState(P);
          for (const plan of checks) {
            const hand = plan.net === 0 ? [] : [handPlus(plan.net > 0 ? "upper" : "lower", Math.abs(plan.net), 1)];
            const target = { tc: suited("H", plan.rank as 2, "gm"), dr: 2, modifier: 1 };
            const feed = (s: CheckState, action: Parameters<typeof checkReducer>[1]) => checkReducer(s, action);
            let state = await drive(table, ok(startCheck({ deck, kind: "dealer", target, hand })), (s) => s, feed);
            if (state.phase === "deciding") {
              const spend = state.deck.fateCards[0];
              const action = plan.redraw && spend ? { type: "redraw" as const, spend } : { type: "accept" as const };
              state = await drive(table, ok(checkReducer(state, action)), (s) => s, feed);
              if (state.phase === "deciding") state = await drive(table, ok(checkReducer(state, { type: "accept" })), (s) => s, feed);
            }
            expect(state.phase).toBe("done");
            deck = state.deck;
          }
          expect(deck.exhaustions).toBeGreaterThan(0); // 60+ draws from 54 cards: the deck ran out
          expectConserved(table, [P]);
          expect(sortedKeys(table.contents(doaStack.hand(P)))).toEqual(sortedKeys(deck.fateCards));
          expect(table.contents(doaStack.spent(P))).toEqual([]);
          expect(sortedKeys(table.contents(doaStack.discard(P)).filter(isFateCard))).toEqual(sortedKeys(deck.spentFate));
          expect(table.contents(doaStack.table(P))).toEqual([]);
          // A held Fate Card is never in the deck; a spent one comes back only through a reshuffle.
          const held = new Set(deck.fateCards.map(cardKey));
          expect(table.contents(doaStack.deck(P)).some((card) => held.has(cardKey(card)))).toBe(false);
        },
      ),
      { numRuns: 25 },
    );
  });
});
