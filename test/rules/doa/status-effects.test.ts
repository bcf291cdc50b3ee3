import { describe, expect, it } from "vitest";
import { SETTABLE_CONDITIONS, conditionLabelKey, isSettableCondition, statusChanges } from "../../../src/rulesets/doa/status-effects.ts";

describe("combat conditions mirrored as token statuses", () => {
  it("[DOA-16] switches on the statuses of set conditions and off those no longer set, and nothing when they already match", () => {
    expect(statusChanges({ knockedDown: true, entangled: true }, new Set(["doa-stunned", "doa-entangled"]))).toEqual([
      { id: "doa-stunned", active: false },
      { id: "doa-knockedDown", active: true },
    ]);
    expect(statusChanges({ stunned: true }, new Set(["doa-stunned", "doa-blinded"]))).toEqual([]);
    // A lost sense has no single status: the GM marks Blinded or Deafened on the token.
    expect(statusChanges({ senseLost: true }, new Set())).toEqual([]);
  });

  it("[DOA-16] the GM's toggles are the four conditions the rules track, each with a label key", () => {
    expect(SETTABLE_CONDITIONS.filter(isSettableCondition)).toEqual(["stunned", "entangled", "knockedDown", "senseLost"]);
    expect(isSettableCondition("knockedOut")).toBe(false);
    expect(SETTABLE_CONDITIONS.map(conditionLabelKey)).toEqual(["DECKBOUND.DOA.Effect.Stunned", "DECKBOUND.DOA.Effect.Entangled", "DECKBOUND.DOA.Effect.KnockedDown", "DECKBOUND.DOA.Card.SenseLost"]);
  });
});
