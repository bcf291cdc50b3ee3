import { describe, expect, it } from "vitest";
import {
  SETTABLE_CONDITIONS,
  cardStatuses,
  conditionLabelKey,
  isSettableCondition,
} from "../../../src/rulesets/doa/combat/status-effects.ts";

describe("combat conditions mirrored as token statuses", () => {
  it("[DOA-16][DOA-17] the card decides each DOA status of a combatant: its set conditions, Knocked Out beyond 0 HP, Outnumbered by two Dealers or more", () => {
    expect(
      Object.fromEntries(cardStatuses({ conditions: { knockedDown: true, entangled: true }, vitals: { hp: 0 }, outnumberedBy: 1 })),
    ).toEqual({
      "doa-stunned": false,
      "doa-entangled": true,
      "doa-knockedDown": true,
      "doa-knockedOut": false,
      "doa-outnumbered": false,
    });
    expect(Object.fromEntries(cardStatuses({ conditions: {}, vitals: { hp: -1 }, outnumberedBy: 2 }))).toMatchObject({
      "doa-knockedOut": true,
      "doa-outnumbered": true,
    });
    // A lost sense has no single status: the GM marks Blinded or Deafened on the token.
    expect([...cardStatuses({ conditions: { senseLost: true }, vitals: { hp: 1 } }).keys()]).not.toContain("doa-blinded");
  });

  it("[DOA-16] the GM's toggles are the four conditions the rules track, each with a label key", () => {
    expect(SETTABLE_CONDITIONS.filter(isSettableCondition)).toEqual(["stunned", "entangled", "knockedDown", "senseLost"]);
    expect(isSettableCondition("knockedOut")).toBe(false);
    expect(SETTABLE_CONDITIONS.map(conditionLabelKey)).toEqual([
      "DECKBOUND.DOA.Effect.Stunned",
      "DECKBOUND.DOA.Effect.Entangled",
      "DECKBOUND.DOA.Effect.KnockedDown",
      "DECKBOUND.DOA.Card.SenseLost",
    ]);
  });
});
