/**
 * Readings of the book the engine used to get wrong (issue "A Game of Bastards at the table",
 * "Rules the code gets wrong"): each test failed before its fix.
 */
import { describe, expect, it } from "vitest";
import { extrasCombatant, fatedCombatant, followerCombatant } from "../../../src/rules/bastards/combatants.ts";
import type { Combatant } from "../../../src/rules/bastards/combatants.ts";
import type { Character } from "../../../src/rules/bastards/character.ts";
import { damageAfterAdvantages, sideBonus, traitBonus } from "../../../src/rules/bastards/procedures/opposed-draw.ts";
import { opposition } from "../../../src/rules/bastards/procedures/opposition.ts";
import type { ActiveAdvantage, OppositionState } from "../../../src/rules/bastards/procedures/opposition-state.ts";
import { condition, poolCurrent, successorXp } from "../../../src/rules/bastards/character.ts";
import { faceDownStack } from "../../../src/rules/bastards/decks.ts";
import { startReveal } from "../../../src/rules/bastards/procedures/draws.ts";
import type { OpposedDraw } from "../../../src/rules/bastards/procedures/opposition-state.ts";
import { DECK } from "../../../src/rules/bastards/decks.ts";
import { DEFAULT_RULINGS } from "../../../src/rules/bastards/rulings.ts";
import { A, act, beginDuel, duelState, fated, hand, opposedDraw, side } from "./duel.ts";

const refusal = (reason: string) => ({ ok: false, reason: `DECKBOUND.Bastards.Refusal.${reason}` });
const uses = (...list: [string, string, ActiveAdvantage["scope"], string?][]): ActiveAdvantage[] =>
  list.map(([actor, advantage, scope, target]) => ({ actor, advantage, scope, target: target ?? null, amount: null }));
const charOf = (state: OppositionState, key: string): Character => {
  const combatant = state.combatants.find((c) => c.key === key);
  if (combatant?.kind !== "fated") throw new Error("not fated");
  return combatant.character;
};

describe("trait swaps are 'instead of', never a maximum [GOB-28]", () => {
  it("[GOB-28] Lucky Strike: the attacker adds Luck instead of Body — Body 4, Luck 1 adds 1", () => {
    const attacker = fatedCombatant("ana", "a", fated("C", { traits: { body: 4, spirit: 1, mind: 1, luck: 1 } }));
    const defender = fatedCombatant("bram", "b", fated("D"));
    const draw = opposedDraw(side("ana", "8C"), side("bram", "9S"));
    expect(traitBonus(duelState([attacker, defender], { active: uses(["ana", "luckyStrike", "thisDraw"]) }), draw, "attacker")).toBe(1);
    expect(traitBonus(duelState([attacker, defender]), draw, "attacker")).toBe(4);
  });

  it("[GOB-28] Karmic Shuffle: physical defences add Luck instead of any other trait — Dodge, Serendipity and Study do not win through a maximum", () => {
    const defender = fatedCombatant("dee", "b", fated("S", { traits: { body: 3, spirit: 1, mind: 2, luck: 1 } }));
    const attacker = fatedCombatant("ana", "a", fated("C"));
    const draw = opposedDraw(side("ana", "8C"), side("dee", "9S"));
    const karmic = uses(["ana", "karmicShuffle", "untilNextTurn"]);
    for (const own of [
      uses(["dee", "dodge", "nextDefense"]),
      uses(["dee", "serendipity", "nextDefense"]),
      uses(["dee", "study", "opposition", "ana"]),
    ]) {
      expect(traitBonus(duelState([attacker, defender], { active: [...karmic, ...own] }), draw, "defender")).toBe(1);
    }
  });

  it("[GOB-20] [GOB-28] Desperation's trait swap is for hands only: Berserk and Iron Wall count the real Body", () => {
    // Ana, Clubs, Body 3, with her Luck pool empty: desperate, her hands use Spirit-or-Luck (Spirit 1).
    const ana = fatedCombatant(
      "ana",
      "a",
      fated("C", { traits: { body: 3, spirit: 1, mind: 1, luck: 1 }, poolLoss: { body: 0, spirit: 0, mind: 0, luck: 5 } }),
    );
    const dee = fatedCombatant(
      "dee",
      "b",
      fated("S", { traits: { body: 3, spirit: 1, mind: 1, luck: 1 }, poolLoss: { body: 0, spirit: 0, mind: 0, luck: 5 } }),
    );
    const draw = opposedDraw(side("ana", "KC"), side("dee", "2C"));
    const berserk = damageAfterAdvantages(duelState([ana, dee], { active: uses(["ana", "berserk", "opposition"]) }), draw, 5, "body");
    expect(berserk.amount).toBe(5 + 2 * 3);
    const ironWall = damageAfterAdvantages(duelState([ana, dee], { active: uses(["dee", "ironWall", "round"]) }), draw, 5, "body");
    expect(ironWall.amount).toBe(5 - 3);
  });
});

describe("allies, reputations and the wounder [GOB-08, GOB-20, GOB-28]", () => {
  it("[GOB-28] Inspiring Presence counts only allies who can still act: a knocked-out leader inspires nobody", () => {
    const leader = (poolLoss: Character["poolLoss"]) =>
      fatedCombatant("lea", "a", fated("H", { advantages: { inspiringPresence: 2 }, poolLoss }));
    const ana = fatedCombatant("ana", "a", fated("C"));
    const bram = fatedCombatant("bram", "b", fated("D"));
    const draw = opposedDraw(side("ana", "8C"), side("bram", "9S"));
    expect(sideBonus(duelState([ana, bram, leader({ body: 0, spirit: 0, mind: 0, luck: 0 })]), draw, "attacker")).toBe(2 + 2);
    // Two pools empty: knocked out [GOB-20].
    expect(sideBonus(duelState([ana, bram, leader({ body: 5, spirit: 0, mind: 5, luck: 0 })]), draw, "attacker")).toBe(2);
  });

  it("[GOB-08] intimidating with Bad Reputation adds +5 per rank even against another infamous character; only the −5 on Influence is lifted", () => {
    const infamous = (key: string, side: string, suit: "C" | "D") =>
      fatedCombatant(key, side, fated(suit, { disadvantages: { badReputation: 1 } }));
    const draw = opposedDraw(
      { ...side("ana", "8C"), skill: "influence" },
      { ...side("bram", "9S"), skill: "influence" },
      { kind: "social", attackerTrait: "mind", pool: "mind", melee: false, intimidate: true },
    );
    const state = duelState([infamous("ana", "a", "C"), infamous("bram", "b", "D")]);
    expect(sideBonus(state, draw, "attacker")).toBe(1 + 5);
    expect(sideBonus(state, draw, "defender")).toBe(1);
  });

  it("[GOB-03] [GOB-08] [GOB-20] the wounder who inflicts a permanent disadvantage takes Bad Reputation and, as for any disadvantage gained, 1 XP", () => {
    const wounder = fatedCombatant("ana", "a", fated("C", { wildcards: 1, xp: 0, xpGained: 10 }));
    const victim = fatedCombatant("bram", "b", fated("D", { poolLoss: { body: 5, spirit: 5, mind: 5, luck: 0 } }));
    const state = duelState([wounder, victim], { woundOffer: { wounder: "ana", target: "bram", suits: ["C", "H", "S"] } });
    const inflicted = opposition(state, { type: "inflictDisadvantage", actor: "ana", disadvantage: "oneEye" });
    if (!inflicted.ok) throw new Error(inflicted.reason);
    expect(charOf(inflicted.state, "ana").disadvantages["badReputation"]).toBe(1);
    expect(charOf(inflicted.state, "ana")).toMatchObject({ xp: 1, xpGained: 11, wildcards: 0 });
  });
});

describe("turns [GOB-15, GOB-16, GOB-25, GOB-26]", () => {
  const DEAL = "2C 3C 4C 5C 6C 7D 8D 9D 10D JD";

  it("[GOB-16] [GOB-25] a Follower's mulligan draws its hand, its Power Rating, not five", async () => {
    const { table, state: begun } = await beginDuel(
      [followerCombatant("tom", "a", 2) as Combatant, fatedCombatant("bram", "b", fated("D"))],
      DEAL,
    );
    let state = await act(table, begun, { type: "drawStep", actor: "tom" });
    state = await act(table, state, { type: "mulligan", actor: "tom", hand: hand(table, "tom") });
    expect(hand(table, "tom")).toHaveLength(2);
    expect(state.combatants[0]!.handCount).toBe(2);
  });

  it("[GOB-16] [GOB-26] a group of Extras mulligans its own hand: its Power Rating, at most one card per member", async () => {
    for (const [powerRating, members, drawn] of [
      [3, 5, 3],
      [4, 2, 2],
    ] as const) {
      const { table, state: begun } = await beginDuel(
        [extrasCombatant("rats", "a", powerRating, members) as Combatant, fatedCombatant("bram", "b", fated("D"))],
        DEAL,
      );
      let state = await act(table, begun, { type: "drawStep", actor: "rats" });
      state = await act(table, state, { type: "mulligan", actor: "rats", hand: hand(table, "rats") });
      expect(hand(table, "rats")).toHaveLength(drawn);
      expect(state.combatants[0]!.handCount).toBe(drawn);
    }
  });

  it("[GOB-15] Speedy swaps the initiative card for free once per turn, and only before acting", async () => {
    const quick = await beginDuel(
      [fatedCombatant("ana", "a", fated("S", { advantages: { speedy: 1 } })), fatedCombatant("bram", "b", fated("D"))],
      DEAL,
    );
    let state = await act(quick.table, quick.state, { type: "drawStep", actor: "ana" });
    state = await act(quick.table, state, { type: "swapInitiative", actor: "ana", card: A("6C"), hand: hand(quick.table, "ana") });
    expect(state.acted).toEqual([]);
    const again = hand(quick.table, "ana").find((card) => card.kind === "suited")!;
    expect(opposition(state, { type: "swapInitiative", actor: "ana", card: again, hand: hand(quick.table, "ana") })).toEqual(
      refusal("ActionUsed"),
    );
    const afterActing = { ...state, turn: { ...state.turn!, swapped: false }, acted: ["ana"] };
    expect(opposition(afterActing, { type: "swapInitiative", actor: "ana", card: again, hand: hand(quick.table, "ana") })).toEqual(
      refusal("ActionUsed"),
    );
  });
});

describe("Trip [GOB-28]", () => {
  /** Put a known opposed draw at its reveal and answer it. */
  function reveal(combatants: readonly Combatant[], draw: OpposedDraw) {
    const hidden = {
      ...draw,
      stage: "reveal" as const,
      attacker: { ...draw.attacker, faceDownCard: null },
      defender: { ...draw.defender, faceDownCard: null },
    };
    const state = duelState(combatants, {
      draw: hidden,
      pending: startReveal([faceDownStack(draw.attacker.actor), faceDownStack(draw.defender.actor)]),
    });
    return opposition(state, {
      type: "revealed",
      cards: {
        [faceDownStack(draw.attacker.actor)]: [draw.attacker.faceDownCard!],
        [faceDownStack(draw.defender.actor)]: [draw.defender.faceDownCard!],
      },
    });
  }

  it("[GOB-28] a Trip is a melee attack that costs 1 BP; one who does not hold Trip cannot declare it", () => {
    const tripper = { ...fatedCombatant("ana", "a", fated("C", { advantages: { trip: 1 } })), handCount: 3 };
    const state = duelState([tripper, fatedCombatant("bram", "b", fated("D"))]);
    const declared = opposition(state, {
      type: "attack",
      actor: "ana",
      target: "bram",
      skill: "combat:unarmed",
      kind: "physical",
      trip: true,
    });
    if (!declared.ok) throw new Error(declared.reason);
    expect(poolCurrent(charOf(declared.state, "ana"), "body")).toBe(9);
    expect(declared.state.draw?.trip).toBe(true);
    const plain = duelState([{ ...fatedCombatant("ana", "a", fated("C")), handCount: 3 }, fatedCombatant("bram", "b", fated("D"))]);
    expect(
      opposition(plain, { type: "attack", actor: "ana", target: "bram", skill: "combat:unarmed", kind: "physical", trip: true }),
    ).toEqual(refusal("AdvantageNotHeld"));
    expect(
      opposition(state, {
        type: "attack",
        actor: "ana",
        target: "bram",
        skill: "combat:pistol",
        kind: "physical",
        melee: false,
        trip: true,
      }),
    ).toEqual(refusal("AdvantageNotNow"));
  });

  it("[GOB-20] [GOB-28] a Trip that hits deals no damage and knocks the target down", () => {
    const draw = { ...opposedDraw(side("ana", "KS QS"), side("bram", "2C")), trip: true };
    const step = reveal(
      [fatedCombatant("ana", "a", fated("C", { advantages: { trip: 1 } })), fatedCombatant("bram", "b", fated("D"))],
      draw,
    );
    if (!step.ok) throw new Error(step.reason);
    expect(step.state.lastResult).toMatchObject({ winner: "attacker", taken: 0 });
    expect(poolCurrent(charOf(step.state, "bram"), "body")).toBe(5);
    expect(step.state.combatants.find((c) => c.key === "bram")!.knockedDown).toBe(true);
  });
});

describe("Wounded and Killed can happen in play [GOB-20]", () => {
  const DEAL = "2C 3C 4C 5C 6C 7D 8D 9D 10D JD";

  it('[GOB-20] "A Knocked Out character … may not play any cards": while his side fights on he can be attacked, plays no card (the deck does not answer for him) and scores nothing', async () => {
    // Ana (Body 4, two wildcards) against Bram, whose Spirit and Mind pools are already empty: knocked out once the fight begins.
    const ana = fatedCombatant(
      "ana",
      "a",
      fated("C", { traits: { body: 4, spirit: 1, mind: 1, luck: 3 }, skills: { "combat:unarmed": 3 }, wildcards: 2 }),
    );
    const bram = fatedCombatant("bram", "b", fated("D", { poolLoss: { body: 0, spirit: 5, mind: 5, luck: 0 } }));
    const cleo = fatedCombatant("cleo", "b", fated("S"));
    const { table, state: begun } = await beginDuel([ana, bram, cleo], `${DEAL} QC KC AH`);
    // Cleo is still standing: Bram, out of the fight, can be attacked all the same.
    let state = begun;
    while (state.turn?.actor !== "ana") {
      const actor = state.turn!.actor;
      if (state.turn!.stage === "draw") state = await act(table, state, { type: "drawStep", actor });
      state = await act(table, state, { type: "endTurn", actor });
    }
    state = await act(table, state, { type: "drawStep", actor: "ana" });
    state = await act(table, state, { type: "attack", actor: "ana", target: "bram", skill: "combat:unarmed", kind: "physical" });
    // No defence step for one who cannot act: the attacker plays face down, and Bram plays nothing.
    expect(state.draw?.stage).toBe("attackerFaceDown");
    expect(opposition(state, { type: "attack", actor: "ana", target: "ana", skill: "combat:unarmed", kind: "physical" })).toEqual(
      refusal("NotYourTurn"),
    );
    expect(
      opposition({ ...state, draw: null }, { type: "attack", actor: "ana", target: "ana", skill: "combat:unarmed", kind: "physical" }),
    ).toEqual(refusal("BadTarget"));
    const strongest = [...hand(table, "ana")]
      .filter((card) => card.kind === "suited")
      .sort((x, y) => (y.kind === "suited" && x.kind === "suited" ? y.rank - x.rank : 0));
    const deck = table.contents(DECK).length;
    state = await act(table, state, { type: "playFaceDown", actor: "ana", card: strongest[0]!, hand: hand(table, "ana") });
    expect(table.contents(DECK)).toHaveLength(deck);
    expect(state.draw?.defender).toMatchObject({ faceDown: false, faceUp: [], fromDeck: [] });
    while (state.draw?.stage === "betting")
      state = await act(table, state, { type: "bet", actor: "ana", card: hand(table, "ana")[0]!, hand: hand(table, "ana") });
    if (state.draw?.stage === "wildcards") state = await act(table, state, { type: "finishWildcards", actor: "ana" });
    if (state.draw?.stage === "consequences") state = await act(table, state, { type: "takeDamage", actor: "bram" });
    expect(state.lastResult).toMatchObject({ winner: "attacker", defenderTotal: 0 });
    expect(state.lastResult?.revealed[1]?.cards).toEqual([]);
    expect(charOf(state, "bram").poolLoss.body).toBeGreaterThan(0);
  });

  it("[GOB-20] [GOB-03] wounded by a finishing blow: the wounder inflicts a disadvantage (+1 XP to the victim); a second blow kills", () => {
    const ana = fatedCombatant("ana", "a", fated("C", { wildcards: 1 }));
    const fallen = fatedCombatant("bram", "b", fated("D", { poolLoss: { body: 0, spirit: 5, mind: 5, luck: 0 } }));
    const draw = opposedDraw(side("ana", "KS QS"), side("bram", "2C"));
    // The world setting "The fallen fight on": the GM has let Ana finish the fallen.
    const allowed = { finishing: "allowed" as const, rulings: { ...DEFAULT_RULINGS, finishTheFallen: true } };
    const wound = (() => {
      const hidden = {
        ...draw,
        stage: "reveal" as const,
        attacker: { ...draw.attacker, faceDownCard: null },
        defender: { ...draw.defender, faceDownCard: null },
      };
      return opposition(
        duelState([ana, fallen], { draw: hidden, pending: startReveal([faceDownStack("ana"), faceDownStack("bram")]), ...allowed }),
        {
          type: "revealed",
          cards: { [faceDownStack("ana")]: [draw.attacker.faceDownCard!], [faceDownStack("bram")]: [draw.defender.faceDownCard!] },
        },
      );
    })();
    if (!wound.ok) throw new Error(wound.reason);
    expect(charOf(wound.state, "bram").poolLoss.body).toBe(5);
    expect(wound.state).toMatchObject({ phase: "turns", woundOffer: { wounder: "ana", target: "bram" } });
    const inflicted = opposition(wound.state, { type: "inflictDisadvantage", actor: "ana", disadvantage: "oneEye" });
    if (!inflicted.ok) throw new Error(inflicted.reason);
    expect(charOf(inflicted.state, "bram")).toMatchObject({ disadvantages: { oneEye: 1 }, xp: 11 });
    // Wounded, Bram can still be finished: a blow to his Luck empties his fourth pool and kills him; nobody is left to finish, so it ends.
    const last = opposedDraw(side("ana", "KS QS JS"), side("bram", "2C"), { pool: "luck" });
    const hidden = {
      ...last,
      stage: "reveal" as const,
      attacker: { ...last.attacker, faceDownCard: null },
      defender: { ...last.defender, faceDownCard: null },
    };
    const killed = opposition(
      {
        ...inflicted.state,
        woundOffer: null,
        draw: hidden,
        pending: startReveal([faceDownStack("ana"), faceDownStack("bram")]),
        turn: { ...inflicted.state.turn!, attacksLeft: 1 },
        acted: [],
      },
      {
        type: "revealed",
        cards: { [faceDownStack("ana")]: [last.attacker.faceDownCard!], [faceDownStack("bram")]: [last.defender.faceDownCard!] },
      },
    );
    if (!killed.ok) throw new Error(killed.reason);
    expect(condition(charOf(killed.state, "bram"))).toBe("killed");
    expect(killed.state).toMatchObject({ phase: "ended", endedBy: "oneSideLeft" });
    expect(successorXp(charOf(killed.state, "bram"))).toBe(10 + Math.floor(charOf(killed.state, "bram").xpGained / 2));
  });
});
