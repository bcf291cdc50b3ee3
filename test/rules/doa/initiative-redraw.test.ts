/**
 * The odds of redrawing an initiative card with a Fate Card [DOA-03, DOA-13, CORE-05]: the redraw
 * keeps the first suited card it draws (a joker goes to the hand and the next card replaces it), so
 * the new card is uniform over the suited cards left in the deck, or, none left, over what the
 * reshuffle brings back. Checked against the check reducer itself: each suited card in turn on top.
 */
import { describe, expect, it } from "vitest";
import { parseCards } from "../../../src/rules/cards/card.ts";
import { initiativeRedrawOdds } from "../../../src/rules/doa/odds.ts";
import { checkReducer, startCheck } from "../../../src/rules/doa/procedures/check.ts";
import { doaTable, drive, ok } from "./table-helpers.ts";

const deckState = { owner: "xena", fateCards: [], spentFate: [], fateTokens: 1, exhaustions: 0 };

/** Xena's initiative card drawn from a deck whose top is `top` (her token lets her redraw): the check, deciding. */
async function initiative(top: string) {
  const table = doaTable(["xena"], { xena: top });
  const drawing = ok(startCheck({ deck: deckState, kind: "dealer", target: null, keepOnTable: true }));
  const state = await drive(
    table,
    drawing,
    (s) => (s.phase === "drawing" ? s : null),
    (s, action) => checkReducer(s, action),
  );
  expect(state.phase).toBe("deciding");
  return { table, state };
}

/** What a redraw keeps with the top of the deck (after the first card) `next`. */
async function redrawn(next: string): Promise<number | undefined> {
  const { table, state } = await initiative(`9H ${next}`);
  const step = ok(checkReducer(state, { type: "redraw", spend: "token" }));
  const done = await drive(
    table,
    step,
    (s) => (s.phase === "drawing" ? s : null),
    (s, action) => checkReducer(s, action),
  );
  return done.kept?.rank;
}

describe("redrawing an initiative card", () => {
  it("[DOA-13] [DOA-03] [CORE-05] kept 9♥: of 2♣, 9♦, K♠, A♦ left (a joker among them), a redraw acts earlier 1/2, the same 1/4, later 1/4 — as the redraw itself keeps each card on top", async () => {
    const { state } = await initiative("9H");
    expect(state.kept?.rank).toBe(9);
    const left = parseCards("JKR 2C 9D KS AD", "xena");
    const odds = initiativeRedrawOdds(state, left, []);
    expect(odds).toEqual({ earlier: 0.5, same: 0.25, later: 0.25 });
    // The reducer keeps the first suited card under the joker, whichever it is.
    for (const [code, rank] of [
      ["2C", 2],
      ["9D", 9],
      ["KS", 13],
      ["AD", 14],
    ] as const)
      expect(await redrawn(`JKR ${code}`)).toBe(rank);
  });

  it("[DOA-13] [CORE-05] no suited card left in the deck: the reshuffle brings back the discards and the 9♥ on the table, so the odds are over those", async () => {
    const { state } = await initiative("9H");
    const odds = initiativeRedrawOdds(state, parseCards("JKB", "xena"), parseCards("3C 4C QH", "xena"));
    expect(odds).toEqual({ earlier: 0.25, same: 0.25, later: 0.5 });
    expect(initiativeRedrawOdds({ ...state, phase: "done" }, [], [])).toBeNull();
  });
});
