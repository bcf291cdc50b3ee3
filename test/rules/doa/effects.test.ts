import { describe, expect, it } from "vitest";
import { parseCard } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import {
  entangledCheck,
  outnumberedBonus,
  reviveCheck,
  senseCheck,
  senseLostHand,
  stunCheck,
  stunTriggered,
  turnAllowance,
  voidCheck,
} from "../../../src/rules/doa/effects.ts";
import { netHand } from "../../../src/rules/doa/upper-lower-hand.ts";

const tc = (code: string) => parseCard(code) as SuitedCard;

describe("the six effects", () => {
  it("[DOA-16] Stunned: a Dealer taking 3+ damage in a round checks DR 3 Conviction vs the last attacker's TC; failing leaves move or one action", () => {
    expect(stunTriggered(3, true)).toBe(true);
    expect(stunTriggered(2, true)).toBe(false);
    expect(stunTriggered(5, false)).toBe(false);
    expect(stunCheck(tc("QH"), 1)).toEqual({ tc: tc("QH"), dr: 3, modifier: 1 });
    expect(turnAllowance({ stunned: true }, 6, false)).toEqual({ actions: 1, speed: 6, moveOrAct: true });
  });

  it("[DOA-16] Entangled: no movement until a DR 3 Strength check succeeds", () => {
    expect(entangledCheck(tc("4S"), 2)).toEqual({ tc: tc("4S"), dr: 3, modifier: 2 });
    expect(turnAllowance({ entangled: true }, 6, false)).toEqual({ actions: 2, speed: 0, moveOrAct: false });
  });

  it("[DOA-16] Knocked Down: getting up allows one action and half speed, rounded up", () => {
    expect(turnAllowance({ knockedDown: true }, 5, false)).toEqual({ actions: 1, speed: 3, moveOrAct: false });
    expect(turnAllowance({}, 6, false)).toEqual({ actions: 2, speed: 6, moveOrAct: false });
  });

  it("[DOA-16] Blinded/Deafened: contested Intuition vs the caster; a failure means Lower Hand (3) for actions needing the sense", () => {
    expect(netHand(senseLostHand(true, { senseLost: true }))).toBe(-3);
    expect(senseLostHand(false, { senseLost: true })).toEqual([]);
    expect(senseLostHand(true, {})).toEqual([]);
  });

  it("[DOA-16] [DOA-12] Blinded/Deafened: the Dealer checking is the attacker (their TC, DR 4 − Intuition); the caster draws with its modifier", () => {
    // Intuition +1 sets DR 3 against the Dealer's 9♦; the caster resists with its +2.
    expect(senseCheck(tc("9D"), 1, 2)).toEqual({ tc: tc("9D"), dr: 3, modifier: 2 });
    expect(senseCheck(tc("9D"), 5, 0).dr).toBe(0);
  });

  it("[DOA-16] Outnumbered: +1 for each additional Dealer attacking the same target within 1 space", () => {
    expect(outnumberedBonus(1)).toBe(0);
    expect(outnumberedBonus(3)).toBe(2);
  });

  it("[DOA-16] Knocked Out: no actions; treatment is DR 5 vs the KO Dealer's TC, 1 less per round; further hits call the Great Void", () => {
    expect(turnAllowance({}, 6, true)).toEqual({ actions: 0, speed: 0, moveOrAct: false });
    expect(reviveCheck(tc("7C"), 0, 2)).toEqual({ tc: tc("7C"), dr: 5, modifier: 2 });
    expect(reviveCheck(tc("7C"), 2, 2).dr).toBe(3);
    expect(reviveCheck(tc("7C"), 9, 2).dr).toBe(0);
    expect(voidCheck(tc("KH"), 2, 1, 3)).toEqual({ tc: tc("KH"), dr: 2, modifier: 3 });
  });
});
