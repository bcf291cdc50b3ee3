import { describe, expect, it } from "vitest";
import { parseCards } from "../../../src/rules/cards/card.ts";
import { ADVANTAGES } from "../../../src/rules/bastards/catalogue.ts";
import { poolCurrent } from "../../../src/rules/bastards/character.ts";
import type { Character } from "../../../src/rules/bastards/character.ts";
import { fatedCombatant, followerCombatant } from "../../../src/rules/bastards/combatants.ts";
import type { Combatant, FollowerCombatant } from "../../../src/rules/bastards/combatants.ts";
import { DECK, DISCARD, handStack } from "../../../src/rules/bastards/decks.ts";
import { ADVANTAGE_USES, TABLE_USES } from "../../../src/rules/bastards/procedures/advantage-uses.ts";
import { EXTRA_ATTACK, SET_ASIDE, attackBonus } from "../../../src/rules/bastards/procedures/advantage-numbers.ts";
import { damageAfterAdvantages, score, sideCap } from "../../../src/rules/bastards/procedures/opposed-draw.ts";
import { opposition } from "../../../src/rules/bastards/procedures/opposition.ts";
import type { OppositionAction, OppositionStep } from "../../../src/rules/bastards/procedures/opposition.ts";
import type { ActiveAdvantage, DrawResult, OppositionState, Side } from "../../../src/rules/bastards/procedures/opposition-state.ts";
import { OFFERED } from "../../../src/rules/bastards/procedures/table-advantages.ts";
import { DEFAULT_RULINGS } from "../../../src/rules/bastards/rulings.ts";
import { act, duelState, fated, hand, opposedDraw, side } from "./duel.ts";
import { stackedTable } from "./helpers.ts";

// Ana: Body 3, Mind 2, Spirit 1, Luck 2 (pools 15/10/5/10); Bram, her opponent, the Clubs default.
function ana(advantages: Record<string, number>, changes: Partial<Character> = {}): Combatant {
  return {
    ...fatedCombatant(
      "ana",
      "heroes",
      fated("C", { traits: { body: 3, mind: 2, spirit: 1, luck: 2 }, advantages, wildcards: 1, ...changes }),
    ),
    handCount: 4,
  };
}
const bram: Combatant = { ...fatedCombatant("bram", "villains", fated("C")), handCount: 4 };
const use = (advantage: string, actor = "ana", target?: string, amount?: number): OppositionAction => ({
  type: "useAdvantage",
  actor,
  advantage,
  ...(target ? { target } : {}),
  ...(amount === undefined ? {} : { amount }),
});
const state = (who: Combatant, extra: Partial<OppositionState> = {}) => duelState([who, bram], extra);
const stateOf = (step: OppositionStep): OppositionState => {
  if (!step.ok) throw new Error(step.reason);
  return step.state;
};
const refused = (reason: string) => ({ ok: false, reason: `DECKBOUND.Bastards.Refusal.${reason}` });
const pool = (next: OppositionState, trait: "body" | "mind" | "luck") => {
  const held = next.combatants.find((combatant) => combatant.key === "ana")!;
  return held.kind === "fated" ? poolCurrent(held.character, trait) : -1;
};
const wildcards = (next: OppositionState) => {
  const held = next.combatants.find((combatant) => combatant.key === "ana")!;
  return held.kind === "fated" ? held.character.wildcards : -1;
};
const entry = (
  advantage: string,
  scope: ActiveAdvantage["scope"],
  target: string | null = null,
  amount: number | null = null,
): ActiveAdvantage => ({
  actor: "ana",
  advantage,
  scope,
  target,
  amount,
});
/** A draw at its consequences: `winner` by `margin`, the attacker first. */
function decided(
  attacker: string,
  defender: string,
  winner: "attacker" | "defender",
  extra: { melee?: boolean; margin?: number; defence?: Partial<Side>; defenceCards?: string } = {},
) {
  const margin = extra.margin ?? 4;
  const result: DrawResult = { attackerTotal: 10, defenderTotal: 10, winner, margin, damage: 0, pool: "body", taken: 0 };
  return opposedDraw(side(attacker, "9C"), side(defender, extra.defenceCards ?? "5C", extra.defence), {
    melee: extra.melee ?? true,
    result,
  });
}

describe("every advantage of the catalogue has a way to be played [GOB-07] [GOB-28]", () => {
  it("[GOB-28] each advantage the book leaves to the table is a Use, an offer, or applied by the engine", () => {
    const engine = new Set(["eagleEyes", "trip", "mastermind"]);
    for (const spec of ADVANTAGES.filter((held) => held.effect === "table")) {
      const played = spec.id in TABLE_USES || (OFFERED as readonly string[]).includes(spec.id) || engine.has(spec.id);
      expect(played, spec.id).toBe(true);
    }
    // The engine's own choices (advantages.ts) and the table's never overlap.
    expect(Object.keys(TABLE_USES).filter((id) => id in ADVANTAGE_USES)).toEqual([]);
  });
});

describe("Use: the cost paid, the moment checked, the use logged [GOB-28]", () => {
  it("[GOB-28] Defensive Stance on her turn: attacks play Body (3) fewer cards, defences 3 more, for the opposition", () => {
    const holder = ana({ defensiveStance: 1 });
    const next = stateOf(opposition(state(holder), use("defensiveStance")));
    expect(next.active).toContainEqual(entry("defensiveStance", "opposition"));
    // The log names the number applied: her whole Body, none being chosen.
    expect(next.advantageLog).toEqual([{ actor: "ana", advantage: "defensiveStance", round: 1, amount: 3 }]);
    const before = state(holder);
    expect(sideCap(next, holder, "combat:unarmed", "attacker", "physical")).toBe(
      Math.max(1, sideCap(before, holder, "combat:unarmed", "attacker", "physical") - 3),
    );
    expect(sideCap(next, holder, "dodge", "defender", "physical")).toBe(sideCap(before, holder, "dodge", "defender", "physical") + 3);
    // Not on another's turn; not twice.
    expect(opposition(state(holder, { turn: { ...before.turn!, actor: "bram" } }), use("defensiveStance"))).toEqual(
      refused("AdvantageNotNow"),
    );
    expect(opposition(next, use("defensiveStance"))).toEqual(refused("AdvantageActive"));
  });

  it("[GOB-28] [GOB-07] an advantage not held is refused; one of a suit whose pool is empty too; nothing changes", () => {
    expect(opposition(state(ana({})), use("savage"))).toEqual(refused("AdvantageNotHeld"));
    const spent = ana({ savage: 1 }, { poolLoss: { body: 15, mind: 0, spirit: 0, luck: 0 } });
    expect(opposition(state(spent), use("savage"))).toEqual(refused("PoolEmpty"));
  });

  it("[GOB-28] Disarm: 1 MP; the melee attack adds Mind (2) instead of Body (3) and a hit deals no damage", () => {
    const next = stateOf(opposition(state(ana({ disarm: 1 })), use("disarm")));
    expect(pool(next, "mind")).toBe(9);
    const draw = opposedDraw(side("ana", "9C"), side("bram", "5C"));
    const scored = score(next, draw);
    expect(scored.attackerTotal).toBe(9 + 2);
    expect(damageAfterAdvantages(next, draw, scored.margin, "body").amount).toBe(0);
  });

  it("[GOB-28] Wild Swing: 1 BP; the attack adds 0 instead of Body; a hit deals 2 × Body (6) more", () => {
    const next = stateOf(opposition(state(ana({ wildSwing: 1 })), use("wildSwing")));
    expect(pool(next, "body")).toBe(14);
    const draw = opposedDraw(side("ana", "9C"), side("bram", "5C"));
    expect(score(next, draw).attackerTotal).toBe(9);
    expect(damageAfterAdvantages(next, draw, 4, "body").amount).toBe(4 + 6);
  });

  it("[GOB-28] Savage: 1 BP before the attack; a melee hit grants another attack at −5, a miss none", () => {
    const paid = stateOf(opposition(state(ana({ savage: 1 })), use("savage")));
    expect(pool(paid, "body")).toBe(14);
    const hit = stateOf(opposition({ ...paid, draw: decided("ana", "bram", "attacker") }, { type: "takeDamage", actor: "bram" }));
    expect(hit.turn).toMatchObject({ actor: "ana", attacksLeft: 1, weaponsUsed: [] });
    expect(hit.acted).not.toContain("ana");
    expect(hit.active).toContainEqual(entry("savage", "thisDraw", EXTRA_ATTACK));
    expect(attackBonus(hit, opposedDraw(side("ana", "9C"), side("bram", "5C")), hit.combatants[0]!)).toBe(-5);
    const miss = stateOf(opposition({ ...paid, draw: decided("ana", "bram", "defender") }, { type: "takeDamage", actor: "bram" }));
    expect(miss.acted).toContain("ana");
    expect(miss.active).toEqual([]);
  });

  it('[GOB-28] Lunge "then makes an immediate physical melee attack": 1 BP, her attack at once +2 × Body, no attack added; her defences play Body fewer cards until her next turn', () => {
    const holder = ana({ lunge: 1 });
    const fresh = state(holder);
    const next = stateOf(opposition(fresh, use("lunge")));
    expect(pool(next, "body")).toBe(14);
    // Lunge is her attack, not an additional one.
    expect(next.turn?.attacksLeft).toBe(1);
    expect(attackBonus(next, opposedDraw(side("ana", "9C"), side("bram", "5C")), holder)).toBe(6);
    expect(sideCap(next, holder, "dodge", "defender", "physical")).toBe(
      Math.max(1, sideCap(fresh, holder, "dodge", "defender", "physical") - 3),
    );
    expect(opposition(next, use("lunge"))).toEqual(refused("AdvantageActive"));
    // Once she has attacked, there is no attack left to lunge with.
    const acted = state(holder, { acted: ["ana"], turn: { ...fresh.turn!, attacksLeft: 0 } });
    expect(opposition(acted, use("lunge"))).toEqual(refused("ActionUsed"));
    // Her attack is the physical melee attack Lunge makes: a ranged or a social one is refused.
    const attack = { type: "attack", actor: "ana", target: "bram", skill: "combat:unarmed" } as const;
    expect(opposition(next, { ...attack, kind: "social", skill: "influence" })).toEqual(refused("ExtraAttackKind"));
    expect(opposition(next, { ...attack, kind: "physical", melee: false })).toEqual(refused("ExtraAttackKind"));
    expect(opposition(next, { ...attack, kind: "physical" }).ok).toBe(true);
  });

  it("[GOB-28] the extra attack is of its kind: Savage's a physical melee attack, Gun Fever's a ranged one", () => {
    const attack = { type: "attack", actor: "ana", target: "bram", skill: "combat:unarmed" } as const;
    const paid = stateOf(opposition(state(ana({ savage: 1 })), use("savage")));
    const savage = stateOf(opposition({ ...paid, draw: decided("ana", "bram", "attacker") }, { type: "takeDamage", actor: "bram" }));
    expect(opposition(savage, { ...attack, kind: "social", skill: "influence" })).toEqual(refused("ExtraAttackKind"));
    expect(opposition(savage, { ...attack, kind: "physical", melee: false })).toEqual(refused("ExtraAttackKind"));
    expect(opposition(savage, { ...attack, kind: "physical" }).ok).toBe(true);
    const holder = ana({ gunFever: 1 });
    const hit = stateOf(
      opposition(state(holder, { draw: decided("ana", "bram", "attacker", { melee: false }) }), { type: "takeDamage", actor: "bram" }),
    );
    const fever = stateOf(opposition(hit, use("gunFever")));
    expect(opposition(fever, { ...attack, kind: "physical" })).toEqual(refused("ExtraAttackKind"));
    expect(opposition(fever, { ...attack, kind: "mental", skill: "academics" })).toEqual(refused("ExtraAttackKind"));
    expect(opposition(fever, { ...attack, kind: "physical", melee: false }).ok).toBe(true);
  });

  it('[GOB-28] "a number up to Body": Defensive Stance, Lunge and Wild Swing take the number chosen (1 … Body); 0, a negative, more than Body or a fraction is refused and changes nothing', () => {
    // Defensive Stance by 2 of her Body 3: attacks 2 fewer cards, defences 2 more.
    const stance = ana({ defensiveStance: 1 });
    const before = state(stance);
    const braced = stateOf(opposition(before, use("defensiveStance", "ana", undefined, 2)));
    expect(braced.active).toContainEqual(entry("defensiveStance", "opposition", null, 2));
    expect(sideCap(braced, stance, "combat:unarmed", "attacker", "physical")).toBe(
      Math.max(1, sideCap(before, stance, "combat:unarmed", "attacker", "physical") - 2),
    );
    expect(sideCap(braced, stance, "dodge", "defender", "physical")).toBe(sideCap(before, stance, "dodge", "defender", "physical") + 2);
    for (const amount of [0, -1, 4, 1.5])
      expect(opposition(before, use("defensiveStance", "ana", undefined, amount)), String(amount)).toEqual(refused("BadAmount"));
    // Lunge by 1: the attack +2, her defences 1 fewer card until her next turn.
    const lunger = ana({ lunge: 1 });
    const acted = state(lunger);
    const lunged = stateOf(opposition(acted, use("lunge", "ana", undefined, 1)));
    expect(pool(lunged, "body")).toBe(14);
    expect(attackBonus(lunged, opposedDraw(side("ana", "9C"), side("bram", "5C")), lunger)).toBe(2);
    expect(sideCap(lunged, lunger, "dodge", "defender", "physical")).toBe(
      Math.max(1, sideCap(acted, lunger, "dodge", "defender", "physical") - 1),
    );
    expect(opposition(acted, use("lunge", "ana", undefined, 5))).toEqual(refused("BadAmount"));
    // Wild Swing by 2: the attack adds Body − 2 = 1, a hit deals 2 × 2 more; nothing is paid when refused.
    const swinger = state(ana({ wildSwing: 1 }));
    const swung = stateOf(opposition(swinger, use("wildSwing", "ana", undefined, 2)));
    const draw = opposedDraw(side("ana", "9C"), side("bram", "5C"));
    expect(score(swung, draw).attackerTotal).toBe(9 + 1);
    expect(damageAfterAdvantages(swung, draw, 4, "body").amount).toBe(4 + 4);
    expect(opposition(swinger, use("wildSwing", "ana", undefined, 0))).toEqual(refused("BadAmount"));
    expect(pool(swinger, "body")).toBe(15);
    // The log names each number chosen; an advantage that takes none logs none.
    expect(braced.advantageLog.at(-1)).toEqual({ actor: "ana", advantage: "defensiveStance", round: 1, amount: 2 });
    expect(lunged.advantageLog.at(-1)).toEqual({ actor: "ana", advantage: "lunge", round: 1, amount: 1 });
    expect(swung.advantageLog.at(-1)).toEqual({ actor: "ana", advantage: "wildSwing", round: 1, amount: 2 });
    expect(stateOf(opposition(state(ana({ savage: 1 })), use("savage"))).advantageLog.at(-1)?.amount).toBeNull();
    // A number on an advantage that takes none is bad input.
    expect(opposition(state(ana({ savage: 1 })), use("savage", "ana", undefined, 2))).toEqual(refused("BadInput"));
  });

  it("[GOB-28] Gun Fever: offered after a ranged hit that dealt damage; 1 MP for a second attack at −5, whose hit offers no third", () => {
    const holder = ana({ gunFever: 1 });
    const hit = stateOf(
      opposition(state(holder, { draw: decided("ana", "bram", "attacker", { melee: false }) }), { type: "takeDamage", actor: "bram" }),
    );
    expect(hit.offers).toContainEqual({ actor: "ana", advantage: "gunFever" });
    const next = stateOf(opposition(hit, use("gunFever")));
    expect(pool(next, "mind")).toBe(9);
    expect(next.turn?.attacksLeft).toBe(1);
    expect(next.offers).toEqual([]);
    expect(attackBonus(next, opposedDraw(side("ana", "9C"), side("bram", "5C"), { melee: false }), holder)).toBe(-5);
    // "A second ranged attack": that second attack's hit offers no third.
    const second = stateOf(
      opposition({ ...next, draw: decided("ana", "bram", "attacker", { melee: false }) }, { type: "takeDamage", actor: "bram" }),
    );
    expect(second.lastResult?.taken).toBeGreaterThan(0);
    expect(second.offers).toEqual([]);
    // Not without the offer (a melee hit offers nothing).
    const melee = stateOf(opposition(state(holder, { draw: decided("ana", "bram", "attacker") }), { type: "takeDamage", actor: "bram" }));
    expect(melee.offers).toEqual([]);
    expect(opposition(melee, use("gunFever"))).toEqual(refused("AdvantageNotNow"));
  });

  it("[GOB-28] Intensity: a wildcard; this round her physical attacks add the deck's top card as the betting begins", async () => {
    const holder = { ...ana({ intensity: 1 }), handCount: 1 };
    const paid = stateOf(opposition(state(holder), use("intensity")));
    expect(wildcards(paid)).toBe(0);
    expect(paid.active).toContainEqual(entry("intensity", "round"));
    const table = stackedTable(["ana", "bram"], "3S 7H");
    await table.draw(DECK, handStack("bram"), 1);
    const facing = { ...paid, combatants: [paid.combatants[0]!, { ...bram, handCount: 1 }] };
    const draw = opposedDraw(
      side("ana", "", { faceDown: true, faceDownCard: null, stopped: false, wildcardsDone: false }),
      side("bram", "", {
        faceDown: false,
        faceDownCard: null,
        stopped: false,
        wildcardsDone: false,
      }),
      { stage: "defenderFaceDown" },
    );
    const next = await act(
      table,
      { ...facing, draw },
      { type: "playFaceDown", actor: "bram", card: parseCards("3S", "A")[0]!, hand: hand(table, "bram") },
    );
    expect(next.draw?.attacker.fromDeck.map((card) => `${card.rank}${card.suit}`)).toEqual(["7H"]);
  });

  it("[GOB-28] Ass Pull: 1 LP, draws two; two cards must be set aside before the turn ends", async () => {
    const table = stackedTable(["ana", "bram"], "2C 3C");
    const holder = { ...ana({ assPull: 1 }), handCount: 0 };
    const next = await act(table, state(holder), use("assPull"));
    expect(pool(next, "luck")).toBe(9);
    expect(hand(table, "ana")).toHaveLength(2);
    expect(opposition(next, { type: "endTurn", actor: "ana" })).toEqual(refused("SetAsideFirst"));
    let now = next;
    for (const card of [...hand(table, "ana")])
      now = await act(table, now, { type: "setAside", actor: "ana", card, hand: hand(table, "ana") });
    expect(hand(table, "ana")).toHaveLength(0);
    expect(table.contents(DISCARD)).toHaveLength(2);
    expect(now.active.filter((held) => held.target === SET_ASIDE)).toEqual([]);
    expect(opposition(now, { type: "endTurn", actor: "ana" }).ok).toBe(true);
  });

  it('[GOB-28] Acrobat "in the draw step of a fate draw involving extreme movement": in a chase, before her action, up to Body (3) cards set aside, each replaced by a draw; the rest lapse with the turn; not in a fight the GM has not marked, nor once she has attacked', async () => {
    const table = stackedTable(["ana", "bram"], "2C 9D");
    await table.draw(DECK, handStack("ana"), 1);
    const holder = { ...ana({ acrobat: 1 }), handCount: 1 };
    expect(opposition(state(holder), use("acrobat"))).toEqual(refused("AdvantageNotNow"));
    const attacked = state(holder, {
      chase: true,
      acted: ["ana"],
      turn: { ...state(holder).turn!, attacksLeft: 0, weaponsUsed: ["combat:unarmed"] },
    });
    expect(opposition(attacked, use("acrobat"))).toEqual(refused("AdvantageNotNow"));
    const next = await act(table, state(holder, { chase: true }), use("acrobat"));
    expect(next.active.filter((held) => held.target === SET_ASIDE)).toHaveLength(3);
    const set = await act(table, next, { type: "setAside", actor: "ana", card: hand(table, "ana")[0]!, hand: hand(table, "ana") });
    expect(hand(table, "ana").map((card) => (card.kind === "suited" ? `${card.rank}${card.suit}` : ""))).toEqual(["9D"]);
    expect(set.combatants[0]!.handCount).toBe(1);
    const ended = stateOf(opposition(set, { type: "endTurn", actor: "ana" }));
    expect(ended.active.filter((held) => held.target === SET_ASIDE)).toEqual([]);
  });

  it('[GOB-28] Acrobat "involving extreme movement (running a great distance, swinging, leaping a chasm, etc.)" is the GM\'s to say: in a fight, the GM marks her turn, and she uses Acrobat at its draw step; the world setting "Acrobat only in a chase" refuses both', async () => {
    const table = stackedTable(["ana", "bram"], "2C 9D");
    await table.draw(DECK, handStack("ana"), 1);
    const holder = { ...ana({ acrobat: 1 }), handCount: 1 };
    expect(opposition(state(holder), use("acrobat"))).toEqual(refused("AdvantageNotNow"));
    const marked = stateOf(opposition(state(holder), { type: "markExtremeMovement" }));
    expect(marked.turn?.extremeMovement).toBe(true);
    expect(opposition(marked, { type: "markExtremeMovement" })).toEqual(refused("NotNow"));
    const next = await act(table, marked, use("acrobat"));
    expect(next.active.filter((held) => held.target === SET_ASIDE)).toHaveLength(3);
    expect(next.advantageLog.at(-1)).toMatchObject({ actor: "ana", advantage: "acrobat" });
    // Once she has acted, the GM marks nothing: the draw step is over.
    expect(opposition(state(holder, { acted: ["ana"] }), { type: "markExtremeMovement" })).toEqual(refused("ActionUsed"));
    // Her turn over, the next one is not marked.
    const ended = stateOf(opposition(next, { type: "endTurn", actor: "ana" }));
    expect(ended.turn?.extremeMovement).toBe(false);
    // The world setting keeps Acrobat to chases: no mark, and a marked turn does not count.
    const chasesOnly = { ...DEFAULT_RULINGS, acrobatOnlyInChase: true };
    expect(opposition(state(holder, { rulings: chasesOnly }), { type: "markExtremeMovement" })).toEqual(refused("NotNow"));
    expect(opposition({ ...marked, rulings: chasesOnly }, use("acrobat"))).toEqual(refused("AdvantageNotNow"));
    expect(opposition(state(holder, { rulings: chasesOnly, chase: true }), use("acrobat")).ok).toBe(true);
  });

  it("[GOB-28] Mastermind: the holder's wildcard adds the deck's top card to a Follower of their side in the open draw", async () => {
    const follower = { ...(followerCombatant("dog", "heroes", 2) as FollowerCombatant), handCount: 2 };
    const holder = ana({ mastermind: 1 });
    const table = stackedTable(["ana", "bram", "dog"], "8S");
    const draw = opposedDraw(side("bram", "9C", { stopped: false }), side("dog", "5C", { stopped: false }), {
      stage: "betting",
      bettor: "defender",
    });
    const betting = duelState([holder, bram, follower], { draw, turn: { ...state(holder).turn!, actor: "bram" } });
    const next = await act(table, betting, use("mastermind", "ana", "dog"));
    expect(next.draw?.defender.fromDeck).toHaveLength(1);
    expect(wildcards(next)).toBe(0);
    expect(opposition(betting, use("mastermind", "ana", "bram"))).toEqual(refused("BadTarget"));
  });
});

describe("Counter: the counter-attack, out of turn [GOB-28]", () => {
  const holder = ana({ "counter:sword": 1 }, { skills: { "combat:sword": 2 } });
  const bramsTurn = (extra: Partial<OppositionState> = {}) =>
    duelState([holder, bram], {
      turn: { actor: "bram", stage: "action", discarded: false, swapped: false, attacksLeft: 1, weaponsUsed: [], extremeMovement: false },
      ...extra,
    });

  /** Bram's melee attack beaten by Ana's defence with her sword: `cards` played of `cap`. */
  const swordDefence = (cards: string, cap: number) =>
    decided("bram", "ana", "defender", { defence: { skill: "combat:sword", cap }, defenceCards: cards });

  it("[GOB-28] a won defence with the Counter's weapon against a melee attack offers the counter; she answers with her sword and the turn returns to Bram", () => {
    const defended = stateOf(opposition(bramsTurn({ draw: swordDefence("5C", 5) }), { type: "takeDamage", actor: "ana" }));
    expect(defended.offers).toContainEqual({ actor: "ana", advantage: "counter" });
    expect(defended.acted).toContain("bram");
    const attack = { actor: "ana", target: "bram", kind: "physical", melee: true } as const;
    expect(opposition(defended, { type: "counter", ...attack, skill: "combat:unarmed" })).toEqual(refused("CounterWeapon"));
    const countering = stateOf(opposition(defended, { type: "counter", ...attack, skill: "combat:sword" }));
    expect(countering.draw).toMatchObject({ attacker: { actor: "ana" }, defender: { actor: "bram" } });
    expect(countering.turn?.actor).toBe("bram");
    expect(countering.advantageLog.at(-1)).toEqual({ actor: "ana", advantage: "counter", round: 1, amount: null });
    expect(countering.draw?.counter).toBe(true);
    const over = stateOf(
      opposition({ ...countering, draw: { ...decided("ana", "bram", "attacker"), counter: true } }, { type: "takeDamage", actor: "bram" }),
    );
    expect(over.turn).toMatchObject({ actor: "bram", attacksLeft: 0 });
    expect(over.acted).toEqual(["bram"]);
    // Her counter hit: nothing more is offered; nor is a counter to a ranged attack.
    expect(over.offers).toEqual([]);
    const ranged = stateOf(
      opposition(bramsTurn({ draw: decided("bram", "ana", "defender", { melee: false, defence: { skill: "combat:sword" } }) }), {
        type: "takeDamage",
        actor: "ana",
      }),
    );
    expect(ranged.offers).toEqual([]);
  });

  it('[GOB-28] Counter answers "When attacked with a melee weapon", a counter-attack too: Bram counters her counter on his own turn, she counters his, and the turn is his again as it was; the world setting "Counter-attacks can be countered" off, none is', () => {
    const bramCounters: Combatant = {
      ...fatedCombatant("bram", "villains", fated("C", { advantages: { "counter:sword": 1 }, skills: { "combat:sword": 2 } })),
      handCount: 4,
    };
    const start = (rulings = DEFAULT_RULINGS) =>
      duelState([holder, bramCounters], {
        rulings,
        turn: { actor: "bram", stage: "action", discarded: false, swapped: false, attacksLeft: 1, weaponsUsed: [], extremeMovement: false },
        draw: swordDefence("5C", 5),
      });
    const counter = (actor: string, target: string) =>
      ({ type: "counter", actor, target, kind: "physical", melee: true, skill: "combat:sword" }) as const;
    /** The counter-attack under way ends: its defender won with the sword, one card of three played. */
    const beaten = (countering: OppositionState, attacker: string, defender: string) =>
      stateOf(
        opposition(
          {
            ...countering,
            draw: {
              ...decided(attacker, defender, "defender", { defence: { skill: "combat:sword", cap: 3 }, defenceCards: "5C" }),
              counter: true,
            },
          },
          { type: "takeDamage", actor: defender },
        ),
      );
    const defended = stateOf(opposition(start(), { type: "takeDamage", actor: "ana" }));
    const anaCounters = stateOf(opposition(defended, counter("ana", "bram")));
    // Bram beats her counter-attack with his sword, two cards held back: his Counter answers it.
    const bramDefended = beaten(anaCounters, "ana", "bram");
    expect(bramDefended.offers).toContainEqual({ actor: "bram", advantage: "counter" });
    expect(bramDefended.turn).toMatchObject({ actor: "bram", attacksLeft: 0 });
    expect(bramDefended.acted).toEqual(["bram"]);
    const bramCounter = stateOf(opposition(bramDefended, counter("bram", "ana")));
    expect(bramCounter.draw).toMatchObject({ counter: true, attacker: { actor: "bram", cap: 2 }, defender: { actor: "ana" } });
    expect(bramCounter.turn).toMatchObject({ actor: "bram", attacksLeft: 0 });
    // His counter, made on his own turn, is beaten in turn: hers answers again; the turn stays his as it was.
    const anaAgain = beaten(bramCounter, "bram", "ana");
    expect(anaAgain.offers).toContainEqual({ actor: "ana", advantage: "counter" });
    expect(anaAgain.turn).toMatchObject({ actor: "bram", attacksLeft: 0 });
    expect(anaAgain.acted).toEqual(["bram"]);
    const last = stateOf(opposition(anaAgain, counter("ana", "bram")));
    const over = stateOf(
      opposition({ ...last, draw: { ...decided("ana", "bram", "attacker"), counter: true } }, { type: "takeDamage", actor: "bram" }),
    );
    expect(over.turn).toMatchObject({ actor: "bram", attacksLeft: 0 });
    expect(over.acted).toEqual(["bram"]);
    expect(over.offers).toEqual([]);
    expect(over.advantageLog.map((entry) => entry.actor)).toEqual(["ana", "bram", "ana"]);
    // The world setting off: a counter-attack is never countered.
    const never = stateOf(opposition(start({ ...DEFAULT_RULINGS, counterAttacksCountered: false }), { type: "takeDamage", actor: "ana" }));
    const neverCountered = beaten(stateOf(opposition(never, counter("ana", "bram"))), "ana", "bram");
    expect(neverCountered.offers).toEqual([]);
    expect(neverCountered.turn).toMatchObject({ actor: "bram", attacksLeft: 0 });
  });

  it('[GOB-28] Counter "may sacrifice any number of skill cards on the defense (leaving a minimum of 1) … then immediately use those skill cards": the counter plays only the cards held back; none held back, or another weapon, no counter', () => {
    const attack = { type: "counter", actor: "ana", target: "bram", kind: "physical", melee: true, skill: "combat:sword" } as const;
    // Two of her three sword cards played: one held back, and the counter plays one card.
    const heldOne = stateOf(opposition(bramsTurn({ draw: swordDefence("5C 7D", 3) }), { type: "takeDamage", actor: "ana" }));
    expect(heldOne.offers).toContainEqual({ actor: "ana", advantage: "counter" });
    expect(stateOf(opposition(heldOne, attack)).draw?.attacker.cap).toBe(1);
    // All three of three played: nothing sacrificed, nothing to counter with.
    const allPlayed = stateOf(opposition(bramsTurn({ draw: swordDefence("5C 7D 9H", 3) }), { type: "takeDamage", actor: "ana" }));
    expect(allPlayed.offers).toEqual([]);
    expect(opposition(allPlayed, attack)).toEqual(refused("AdvantageNotNow"));
    // Defended unarmed (not wielding the Counter's sword): no counter.
    const unarmed = stateOf(
      opposition(bramsTurn({ draw: decided("bram", "ana", "defender", { defence: { skill: "combat:unarmed", cap: 3 } }) }), {
        type: "takeDamage",
        actor: "ana",
      }),
    );
    expect(unarmed.offers).toEqual([]);
  });
});

describe("Eagle Eyes [GOB-28]", () => {
  it("[GOB-28] \"reduce all medium and long range penalties by 5\": a ranged attack's range penalty is 5 smaller per rank, never a bonus; the modifier (a GM's cover) and melee are untouched", () => {
    const ranged = (rangePenalty: number, modifier = 0) =>
      opposedDraw(side("ana", "9C"), side("bram", "5C"), { melee: false, rangePenalty, modifier });
    expect(attackBonus(state(ana({ eagleEyes: 1 })), ranged(-10), ana({ eagleEyes: 1 }))).toBe(5);
    expect(attackBonus(state(ana({ eagleEyes: 3 })), ranged(-10), ana({ eagleEyes: 3 }))).toBe(10);
    expect(attackBonus(state(ana({ eagleEyes: 1 })), ranged(0), ana({ eagleEyes: 1 }))).toBe(0);
    // Cover is no range penalty: Eagle Eyes leaves it.
    expect(attackBonus(state(ana({ eagleEyes: 1 })), ranged(0, -10), ana({ eagleEyes: 1 }))).toBe(0);
    expect(score(state(ana({ eagleEyes: 1 })), ranged(-5, -3)).attackerTotal).toBe(9 + 3 - 3);
    // The attack declares its range penalty: a ranged attack's only, never above 0.
    const shot = { type: "attack", actor: "ana", target: "bram", skill: "combat:unarmed", kind: "physical", melee: false } as const;
    expect(stateOf(opposition(state(ana({ eagleEyes: 1 })), { ...shot, rangePenalty: -10 })).draw?.rangePenalty).toBe(-10);
    expect(opposition(state(ana({})), { ...shot, rangePenalty: 5 })).toEqual(refused("BadInput"));
    expect(opposition(state(ana({})), { ...shot, melee: true, rangePenalty: -5 })).toEqual(refused("BadInput"));
  });
});
