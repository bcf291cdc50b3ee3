/**
 * A combat turn as the card plays it: the odds of each attack before it is drawn, from the deck as
 * it lies, and movement tracked against the turn's speed and the combatant's effects.
 */
import { describe, expect, it } from "vitest";
import { parseCard } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import type { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { doaStack, newDeckState } from "../../../src/rules/doa/decks.ts";
import type { DeckState } from "../../../src/rules/doa/decks.ts";
import { checkOdds } from "../../../src/rules/doa/odds.ts";
import {
  attackDraw,
  attackOdds,
  breakFreeOdds,
  combatReducer,
  currentCombatant,
  startCombat,
  turnLeft,
} from "../../../src/rules/doa/procedures/combat.ts";
import { COMBAT_REFUSAL } from "../../../src/rules/doa/procedures/combat-state.ts";
import type { CombatAction, CombatState, CombatantSetup } from "../../../src/rules/doa/procedures/combat-state.ts";
import { REFUSAL } from "../../../src/rules/doa/refusals.ts";
import type { CharacterStats } from "../../../src/rules/doa/stats.ts";
import { exhaustionHand, lowerHand } from "../../../src/rules/doa/upper-lower-hand.ts";
import { doaTable, drive, ok } from "./table-helpers.ts";
import en from "../../../lang/en/doa-combat.json" with { type: "json" };

const attributes = { AGL: 0, CON: 0, GUT: 0, INT: 0, STR: 0, VIT: 0 };
const xenaStats: CharacterStats = {
  kind: "dealer",
  attributes: { ...attributes, AGL: 2, STR: 1 },
  skills: { brute: 1 },
  primarySkill: "brute",
  primarySuit: "S",
};
const orcStats: CharacterStats = { kind: "bystander", attributes: { ...attributes, AGL: 2 }, skills: {}, armor: { ap: 1, ac: 3 } };
const xena: CombatantSetup = { id: "xena", owner: "xena", stats: xenaStats, vitals: { hp: 7, maxHp: 7, ap: 0 } };
const orc: CombatantSetup = { id: "orc", owner: "gm", stats: orcStats, vitals: { hp: 9, maxHp: 9, ap: 1 } };

const pending = (state: CombatState) => state.check;
const feed = (state: CombatState, action: CombatAction) => combatReducer(state, action);

async function act(table: MemoryTable, state: CombatState, action: CombatAction): Promise<CombatState> {
  return drive(table, ok(combatReducer(state, action)), pending, (s, checkAction) => feed(s, { type: "check", action: checkAction }));
}

/** Xena (K♠, first) against the orc (5♥); `xenaDeck` lists the cards left in her deck after initiative, the rest go to her discards. */
async function fight(options: { xenaDeck?: string; decks?: Partial<Record<string, DeckState>>; xenaSetup?: CombatantSetup } = {}) {
  const table = doaTable(["xena", "gm"], { xena: `KS ${options.xenaDeck ?? ""}`.trim(), gm: "5H" });
  const decks: Record<string, DeckState> = { xena: newDeckState("xena"), gm: newDeckState("gm"), ...options.decks } as Record<
    string,
    DeckState
  >;
  const state = await drive(table, ok(startCombat({ decks, combatants: [options.xenaSetup ?? xena, orc] })), pending, (s, a) =>
    feed(s, { type: "check", action: a }),
  );
  if (options.xenaDeck !== undefined) {
    const keep = options.xenaDeck.split(" ").length;
    const rest = table.contents(doaStack.deck("xena")).slice(keep);
    await table.move(rest, doaStack.deck("xena"), doaStack.discard("xena"));
  }
  const cards = () => ({ deck: table.contents(doaStack.deck("xena")), discards: table.contents(doaStack.discard("xena")) });
  return { table, state, cards };
}

const attackOnOrc = { attacker: "xena", target: "orc" } as const;

describe("attack odds before the draw", () => {
  it("[CORE-05][DOA-15] the odds of hitting equal checkOdds for the deck as it lies, against TC = initiative, DR = AC, the Primary Skill modifier", async () => {
    const { state, cards } = await fight();
    expect(currentCombatant(state)?.id).toBe("xena");
    const target = { tc: parseCard("KS", "xena") as SuitedCard, dr: 3, modifier: 2 };
    const odds = attackOdds(state, attackOnOrc, cards())!;
    expect(odds).toEqual(checkOdds(cards().deck, target, { discards: cards().discards }));
    expect(Object.values(odds.degrees).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it("[CORE-05][DOA-15][DOA-14] worked example: three hits in five cards is 3/5; after one hits, the second action at Lower Hand keeps the further of two from two hits and two misses, so 1/6", async () => {
    // Xena's deck after initiative: Q♦ (drawn first), then K♥, K♦ (hits), 6♣, 7♦ (misses): K ± 5 covers 8 … 5.
    const { table, state: start, cards } = await fight({ xenaDeck: "QD KH KD 6C 7D" });
    expect(attackOdds(start, attackOnOrc, cards())!.success).toBeCloseTo(3 / 5, 12);
    let state = await act(table, start, { type: "attack", ...attackOnOrc });
    expect(state.lastAttack?.hit).toBe(true);
    expect(state.actionsUsed).toBe(1);

    const second = attackOdds(state, attackOnOrc, cards())!;
    expect(second.success).toBeCloseTo(1 / 6, 12);
    expect(attackDraw(state, attackOnOrc)).toMatchObject({ ok: true, hand: [lowerHand()] });
    expect(second).toEqual(
      checkOdds(
        cards().deck,
        { tc: parseCard("KS", "xena") as SuitedCard, dr: 3, modifier: 2 },
        { hand: [lowerHand()], discards: cards().discards },
      ),
    );
    // What the odds said is what the attack draws: the same target and hand.
    const drawn = ok(combatReducer(state, { type: "attack", ...attackOnOrc }));
    expect(drawn.state.check).toMatchObject({ target: { dr: 3, modifier: 2 }, net: -1, needed: 2 });
    state = await act(table, state, { type: "attack", ...attackOnOrc });
    expect(attackOdds(state, attackOnOrc, cards())).toBeNull();
  });

  it("[CORE-05][DOA-06] an exhausted deck's Lower Hand (1+) is in the attack's odds", async () => {
    const { state, cards } = await fight({ decks: { xena: { ...newDeckState("xena"), exhaustions: 2 } } });
    const odds = attackOdds(state, attackOnOrc, cards())!;
    const target = { tc: parseCard("KS", "xena") as SuitedCard, dr: 3, modifier: 2 };
    expect(odds).toEqual(checkOdds(cards().deck, target, { hand: exhaustionHand(2), discards: cards().discards }));
    expect(odds.success).toBeLessThan(checkOdds(cards().deck, target).success);
  });

  it("[CORE-05][DOA-15] no odds for an attack that would be refused: not their turn, or none left", async () => {
    const { state, cards } = await fight();
    expect(attackOdds(state, { attacker: "orc", target: "xena" }, cards())).toBeNull();
    expect(attackDraw(state, { attacker: "orc", target: "xena" })).toEqual({ ok: false, reason: REFUSAL.NotYourTurn });
    const knockedDown = ok(combatReducer(state, { type: "setConditions", id: "xena", conditions: { knockedDown: true } })).state;
    const used = ok(combatReducer(knockedDown, { type: "useAction", id: "xena" })).state;
    expect(attackOdds(used, attackOnOrc, cards())).toBeNull();
  });
});

describe("movement on a turn", () => {
  const moveOf = (spaces: number, id = "xena"): CombatAction => ({ type: "move", id, spaces });
  const run = (state: CombatState, ...actions: CombatAction[]) => actions.reduce((s, action) => ok(combatReducer(s, action)).state, state);

  it("[DOA-14] speed 6 by default, split before, between and after actions; beyond what is left is refused", async () => {
    const { state } = await fight();
    expect(turnLeft(state)).toMatchObject({ spaces: 6, speed: 6, actions: 2, allowedActions: 2 });
    const split = run(state, moveOf(2), { type: "useAction", id: "xena" }, moveOf(3), { type: "useAction", id: "xena" });
    expect(turnLeft(split)).toMatchObject({ spaces: 1, actions: 0 });
    expect(combatReducer(split, moveOf(2))).toEqual({ ok: false, reason: COMBAT_REFUSAL.NoMovementLeft });
    expect(turnLeft(run(split, moveOf(1)))).toMatchObject({ spaces: 0 });
    expect(combatReducer(state, moveOf(7))).toEqual({ ok: false, reason: COMBAT_REFUSAL.NoMovementLeft });
  });

  it("[DOA-14] a move is whole spaces, at least one, on one's own turn", async () => {
    const { state } = await fight();
    for (const spaces of [0, -1, 1.5, Number.NaN])
      expect(combatReducer(state, moveOf(spaces))).toEqual({ ok: false, reason: REFUSAL.BadNumber });
    expect(combatReducer(state, moveOf(1, "orc"))).toEqual({ ok: false, reason: REFUSAL.NotYourTurn });
    expect(combatReducer(state, moveOf(1, "nobody"))).toEqual({ ok: false, reason: REFUSAL.UnknownCombatant });
  });

  it("[DOA-14] movement resets at the start of each turn", async () => {
    const { table, state } = await fight();
    let next = run(state, moveOf(6));
    next = await act(table, next, { type: "endTurn" });
    expect(currentCombatant(next)?.id).toBe("orc");
    expect(next.moved).toBe(0);
    expect(turnLeft(next)).toMatchObject({ spaces: 6 });
    next = run(next, moveOf(4, "orc"));
    next = await act(table, next, { type: "endTurn" });
    expect(next.round).toBe(2);
    expect(turnLeft(next)).toMatchObject({ spaces: 6, actions: 2 });
  });

  it("[DOA-18] armour whose Strength requirement is unmet halves speed", async () => {
    const heavy = { ...xena, stats: { ...xenaStats, armor: { ap: 2, ac: 2, strengthRequirement: 3 } }, vitals: { ...xena.vitals, ap: 2 } };
    const { state } = await fight({ xenaSetup: heavy });
    expect(turnLeft(state)).toMatchObject({ spaces: 3, speed: 3 });
    expect(combatReducer(state, moveOf(4))).toEqual({ ok: false, reason: COMBAT_REFUSAL.NoMovementLeft });
    expect(turnLeft(run(state, moveOf(3)))).toMatchObject({ spaces: 0 });
  });

  it("[DOA-16] Knocked Down: half speed rounded up, and one action", async () => {
    const quick = { ...xena, stats: { ...xenaStats, baseSpeed: 5 } };
    const { state } = await fight({ xenaSetup: quick });
    const down = run(state, { type: "setConditions", id: "xena", conditions: { knockedDown: true } });
    expect(turnLeft(down)).toMatchObject({ spaces: 3, speed: 3, actions: 1 });
    expect(combatReducer(down, moveOf(4))).toEqual({ ok: false, reason: COMBAT_REFUSAL.NoMovementLeft });
    const moved = run(down, moveOf(1), { type: "useAction", id: "xena" }, moveOf(2));
    expect(combatReducer(moved, { type: "useAction", id: "xena" })).toEqual({ ok: false, reason: REFUSAL.NoActionsLeft });
  });

  it("[DOA-16] Entangled: no movement until a successful break-free", async () => {
    // The break-free check draws 8♦ against a 6♣ TC, DR 3: a success.
    const { table, state } = await fight({ xenaDeck: "8D" });
    const tangled = run(state, { type: "setConditions", id: "xena", conditions: { entangled: true } });
    expect(turnLeft(tangled)).toMatchObject({ spaces: 0, speed: 0 });
    expect(combatReducer(tangled, moveOf(1))).toEqual({ ok: false, reason: COMBAT_REFUSAL.Entangled });
    const freed = await act(table, tangled, { type: "breakFree", id: "xena", tc: parseCard("6C", "gm") as SuitedCard });
    expect(freed.combatants.find((c) => c.id === "xena")?.conditions.entangled).toBe(false);
    expect(turnLeft(freed)).toMatchObject({ spaces: 6, actions: 1 });
    expect(turnLeft(run(freed, moveOf(6)))).toMatchObject({ spaces: 0 });
  });

  it("[CORE-05][DOA-16] the odds of breaking free are a DR 3 Strength check against the GM's TC, at Lower Hand as a second action; none unless Entangled", async () => {
    const { state, cards } = await fight({ xenaDeck: "8D 2C 9H" });
    const tc = parseCard("6C", "gm") as SuitedCard;
    expect(breakFreeOdds(state, "xena", tc, cards())).toBeNull();
    expect(combatReducer(state, { type: "breakFree", id: "xena", tc })).toEqual({ ok: false, reason: COMBAT_REFUSAL.NotEntangled });
    const tangled = run(state, { type: "setConditions", id: "xena", conditions: { entangled: true } });
    // Strength 1: the modifier; DR 3 around the 6♣ covers 3 … 9 before the modifier.
    const target = { tc, dr: 3, modifier: 1 };
    expect(breakFreeOdds(tangled, "xena", tc, cards())).toEqual(checkOdds(cards().deck, target, { discards: cards().discards }));
    // 8♦ and 9♥ land within the range, 2♣ reaches 3 with the modifier: every card succeeds.
    expect(breakFreeOdds(tangled, "xena", tc, cards())!.success).toBeCloseTo(1, 12);
    const second = run(tangled, { type: "useAction", id: "xena" });
    expect(breakFreeOdds(second, "xena", tc, cards())).toEqual(
      checkOdds(cards().deck, target, { hand: [lowerHand()], discards: cards().discards }),
    );
  });

  it("[DOA-16] Stunned: move or act, not both", async () => {
    const { state } = await fight();
    const stunned = run(state, { type: "setConditions", id: "xena", conditions: { stunned: true } });
    expect(turnLeft(stunned)).toMatchObject({ spaces: 6, actions: 1, moveOrAct: true });

    const moved = run(stunned, moveOf(2));
    expect(turnLeft(moved)).toMatchObject({ spaces: 4, actions: 0 });
    expect(combatReducer(moved, { type: "useAction", id: "xena" })).toEqual({ ok: false, reason: COMBAT_REFUSAL.StunnedMoved });
    expect(combatReducer(moved, { type: "attack", ...attackOnOrc })).toEqual({ ok: false, reason: COMBAT_REFUSAL.StunnedMoved });
    expect(turnLeft(run(moved, moveOf(4)))).toMatchObject({ spaces: 0 });

    const acted = run(stunned, { type: "useAction", id: "xena" });
    expect(turnLeft(acted)).toMatchObject({ spaces: 0, actions: 0 });
    expect(combatReducer(acted, moveOf(1))).toEqual({ ok: false, reason: COMBAT_REFUSAL.StunnedActed });
  });

  it("[DOA-14][DOA-16] every movement refusal has an English string", () => {
    const lookUp = (key: string) =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
    for (const key of Object.values(COMBAT_REFUSAL)) expect(typeof lookUp(key), key).toBe("string");
  });
});
