/**
 * The effects' consequences the combat card plays [DOA-16, DOA-17]: Outnumbered's count per target,
 * an attack needing a lost sense, delaying a turn, and treating a Knocked Out combatant — each with
 * its odds before the draw [CORE-05].
 */
import { describe, expect, it } from "vitest";
import { parseCard } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import type { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { doaStack, newDeckState } from "../../../src/rules/doa/decks.ts";
import { checkOdds } from "../../../src/rules/doa/odds.ts";
import {
  attackDraw,
  attackOdds,
  combatReducer,
  currentCombatant,
  delayTargets,
  outnumberingDealers,
  startCombat,
  treatDraw,
  treatOdds,
} from "../../../src/rules/doa/procedures/combat.ts";
import { COMBAT_REFUSAL } from "../../../src/rules/doa/procedures/combat-state.ts";
import type { CombatAction, CombatState, CombatantSetup } from "../../../src/rules/doa/procedures/combat-state.ts";
import { REFUSAL } from "../../../src/rules/doa/refusals.ts";
import type { CharacterStats } from "../../../src/rules/doa/stats.ts";
import { lowerHand } from "../../../src/rules/doa/upper-lower-hand.ts";
import { doaTable, drive, ok } from "./table-helpers.ts";

const attributes = { AGL: 0, CON: 0, GUT: 0, INT: 0, STR: 0, VIT: 0 };
const dealer = (skills: CharacterStats["skills"], extra: Partial<CharacterStats> = {}): CharacterStats => ({
  kind: "dealer",
  attributes,
  skills,
  primarySkill: "brute",
  primarySuit: "S",
  ...extra,
});
// Xena: Brute 2, Craft 1 (Gut 1 adds to it). Jonas: Brute 1. The orc: a Bystander with AC 3 from its hide.
const xena: CombatantSetup = {
  id: "xena",
  owner: "xena",
  stats: dealer({ brute: 2, craft: 1 }, { attributes: { ...attributes, GUT: 1 } }),
  vitals: { hp: 7, maxHp: 7, ap: 0 },
};
const jonas: CombatantSetup = { id: "jonas", owner: "jonas", stats: dealer({ brute: 1 }), vitals: { hp: 6, maxHp: 6, ap: 0 } };
const orcStats: CharacterStats = { kind: "bystander", attributes, skills: {}, armor: { ap: 1, ac: 3 } };
const orc: CombatantSetup = { id: "orc", owner: "gm", stats: orcStats, vitals: { hp: 3, maxHp: 3, ap: 1 } };

const pending = (state: CombatState) => state.check;
const feed = (state: CombatState, action: CombatAction) => combatReducer(state, action);
const run = (state: CombatState, ...actions: CombatAction[]) => actions.reduce((s, action) => ok(combatReducer(s, action)).state, state);
const who = (state: CombatState, id: string) => state.combatants.find((combatant) => combatant.id === id)!;

async function act(table: MemoryTable, state: CombatState, action: CombatAction): Promise<CombatState> {
  return drive(table, ok(combatReducer(state, action)), pending, (s, checkAction) => feed(s, { type: "check", action: checkAction }));
}

/**
 * Initiative K♠ Xena, Q♥ Jonas, 5♥ orc (in that order); `xenaDeck` lists the cards left on top of
 * Xena's deck after initiative, the rest go to her discards; `gmDeck` the GM's next cards.
 * `xenaSetup` and `jonasSetup` replace them.
 */
async function fight(options: { xenaDeck?: string; gmDeck?: string; xenaSetup?: CombatantSetup; jonasSetup?: CombatantSetup } = {}) {
  const table = doaTable(["xena", "jonas", "gm"], {
    xena: `KS ${options.xenaDeck ?? ""}`.trim(),
    jonas: "QH",
    gm: `5H ${options.gmDeck ?? ""}`.trim(),
  });
  const decks = { xena: newDeckState("xena"), jonas: newDeckState("jonas"), gm: newDeckState("gm") };
  const combatants = [options.xenaSetup ?? xena, options.jonasSetup ?? jonas, orc];
  const state = await drive(table, ok(startCombat({ decks, combatants })), pending, (s, a) => feed(s, { type: "check", action: a }));
  if (options.xenaDeck !== undefined) {
    const rest = table.contents(doaStack.deck("xena")).slice(options.xenaDeck.split(" ").length);
    await table.move(rest, doaStack.deck("xena"), doaStack.discard("xena"));
  }
  const cards = () => ({ deck: table.contents(doaStack.deck("xena")), discards: table.contents(doaStack.discard("xena")) });
  return { table, state, cards };
}

const xenaTc = parseCard("KS", "xena") as SuitedCard;
const onOrc = { attacker: "xena", target: "orc" } as const;

describe("Outnumbered", () => {
  it("[DOA-16][CORE-05] two Dealers attacking the orc within 1 space: every attack on it gets +1, and its odds say so", async () => {
    const { state, cards } = await fight();
    expect(attackDraw(state, onOrc)).toMatchObject({ target: { dr: 3, modifier: 2 } });
    const outnumbered = run(state, { type: "setOutnumbered", id: "orc", dealers: 2 });
    expect(who(outnumbered, "orc").outnumberedBy).toBe(2);
    expect(attackDraw(outnumbered, onOrc)).toMatchObject({ ok: true, target: { tc: xenaTc, dr: 3, modifier: 3 } });
    const odds = attackOdds(outnumbered, onOrc, cards())!;
    expect(odds).toEqual(checkOdds(cards().deck, { tc: xenaTc, dr: 3, modifier: 3 }, { discards: cards().discards }));
    expect(odds.success).toBeGreaterThan(attackOdds(state, onOrc, cards())!.success);
    // The attack drawn is the one whose odds were shown.
    expect(ok(combatReducer(outnumbered, { type: "attack", ...onOrc })).state.check?.target).toMatchObject({ modifier: 3 });
    // One Dealer alone is no bonus; an attack that names its own count uses that.
    expect(attackDraw(run(outnumbered, { type: "setOutnumbered", id: "orc", dealers: 1 }), onOrc)).toMatchObject({
      target: { modifier: 2 },
    });
    expect(attackDraw(outnumbered, { ...onOrc, dealersAdjacent: 1 })).toMatchObject({ target: { modifier: 2 } });
  });

  it("[DOA-16] the count runs from none to every other Dealer in the fight", async () => {
    const { state } = await fight();
    expect(outnumberingDealers(state, "orc")).toBe(2);
    expect(outnumberingDealers(state, "xena")).toBe(1);
    for (const dealers of [-1, 3, 1.5])
      expect(combatReducer(state, { type: "setOutnumbered", id: "orc", dealers })).toEqual({ ok: false, reason: REFUSAL.BadNumber });
    expect(combatReducer(state, { type: "setOutnumbered", id: "xena", dealers: 2 })).toEqual({ ok: false, reason: REFUSAL.BadNumber });
    expect(combatReducer(state, { type: "setOutnumbered", id: "nobody", dealers: 0 })).toEqual({
      ok: false,
      reason: REFUSAL.UnknownCombatant,
    });
  });
});

describe("Blinded / Deafened", () => {
  it("[DOA-16][CORE-05] with her sense lost, an attack needing it draws at Lower Hand (3); one not needing it draws plainly", async () => {
    const { state, cards } = await fight();
    const senseless = run(state, { type: "setConditions", id: "xena", conditions: { senseLost: true } });
    expect(attackDraw(senseless, onOrc)).toMatchObject({ hand: [] });
    expect(attackDraw(senseless, { ...onOrc, needsSense: true })).toMatchObject({ hand: [lowerHand(3)] });
    const blind = attackOdds(senseless, { ...onOrc, needsSense: true }, cards())!;
    expect(blind).toEqual(
      checkOdds(cards().deck, { tc: xenaTc, dr: 3, modifier: 2 }, { hand: [lowerHand(3)], discards: cards().discards }),
    );
    expect(blind.success).toBeLessThan(attackOdds(senseless, onOrc, cards())!.success);
    // Drawn as shown: four cards, the furthest kept.
    expect(ok(combatReducer(senseless, { type: "attack", ...onOrc, needsSense: true })).state.check).toMatchObject({ net: -3, needed: 4 });
    // Her senses intact, needing them costs nothing.
    expect(attackDraw(state, { ...onOrc, needsSense: true })).toMatchObject({ hand: [] });
  });
});

describe("delaying a turn", () => {
  it("[DOA-13][DOA-16] Xena delays until after the orc: Jonas acts now, then the orc, then Xena; next round the standing order returns", async () => {
    const { table, state } = await fight();
    expect(state.order).toEqual(["xena", "jonas", "orc"]);
    expect(delayTargets(state)).toEqual(["jonas", "orc"]);
    let next = run(state, { type: "delay", id: "xena", after: "orc" });
    expect(next.order).toEqual(["jonas", "orc", "xena"]);
    expect(currentCombatant(next)?.id).toBe("jonas");
    expect(next.round).toBe(1);
    next = await act(table, next, { type: "endTurn" });
    expect(currentCombatant(next)?.id).toBe("orc");
    next = await act(table, next, { type: "endTurn" });
    expect(currentCombatant(next)?.id).toBe("xena");
    expect(next.round).toBe(1);
    next = await act(table, next, { type: "endTurn" });
    expect(next.round).toBe(2);
    expect(next.order).toEqual(["xena", "jonas", "orc"]);
    expect(currentCombatant(next)?.id).toBe("xena");
  });

  it("[DOA-13][DOA-16] a delayed turn resumes as it began: a failed stun check still holds, none is drawn again", async () => {
    const { state } = await fight();
    const stunned = run(state, { type: "setConditions", id: "xena", conditions: { stunned: true } });
    const delayed = run(stunned, { type: "delay", id: "xena", after: "jonas" }, { type: "endTurn" });
    expect(currentCombatant(delayed)?.id).toBe("xena");
    expect(delayed.check).toBeNull();
    expect(who(delayed, "xena").conditions.stunned).toBe(true);
  });

  it("[DOA-13][DOA-16] refused: after someone who has acted or oneself, once moved or acted, a Bystander, not one's turn", async () => {
    const { table, state } = await fight();
    const delay = (s: CombatState, id: string, after: string) => combatReducer(s, { type: "delay", id, after });
    expect(delay(state, "xena", "xena")).toEqual({ ok: false, reason: COMBAT_REFUSAL.DelayPastActed });
    expect(delay(state, "xena", "nobody")).toEqual({ ok: false, reason: COMBAT_REFUSAL.DelayPastActed });
    expect(delay(state, "jonas", "orc")).toEqual({ ok: false, reason: REFUSAL.NotYourTurn });
    expect(delay(run(state, { type: "move", id: "xena", spaces: 1 }), "xena", "orc")).toEqual({
      ok: false,
      reason: COMBAT_REFUSAL.DelayBeforeActing,
    });
    expect(delayTargets(run(state, { type: "useAction", id: "xena" }))).toEqual([]);
    const jonasTurn = await act(table, state, { type: "endTurn" });
    expect(delay(jonasTurn, "jonas", "xena")).toEqual({ ok: false, reason: COMBAT_REFUSAL.DelayPastActed });
    const orcTurn = await act(table, jonasTurn, { type: "endTurn" });
    expect(delayTargets(orcTurn)).toEqual([]);
    expect(delay(orcTurn, "orc", "xena")).toEqual({ ok: false, reason: COMBAT_REFUSAL.DelayDealersOnly });
  });
});

describe("treating a Knocked Out combatant", () => {
  const knockedOutJonas = { ...jonas, vitals: { ...jonas.vitals, hp: -1 } };
  const treatJonas = { healer: "xena", target: "jonas" } as const;
  const jonasTc = parseCard("QH", "jonas") as SuitedCard;

  it("[DOA-16][DOA-17][CORE-05] a Craft check against the KO Dealer's TC, DR 5 less one per round since the knock-out; its odds before the draw", async () => {
    const { table, state, cards } = await fight({ jonasSetup: knockedOutJonas });
    // Knocked Out before the fight: counted from round 1. Craft 1 + Gut 1 = 2.
    expect(who(state, "jonas").knockedOutRound).toBe(1);
    expect(treatDraw(state, treatJonas)).toEqual({ ok: true, owner: "xena", target: { tc: jonasTc, dr: 5, modifier: 2 }, hand: [] });
    expect(treatOdds(state, treatJonas, cards())).toEqual(
      checkOdds(cards().deck, { tc: jonasTc, dr: 5, modifier: 2 }, { discards: cards().discards }),
    );
    // A Healing Power is a Primary Skill check (Brute 2) against the same.
    expect(treatDraw(state, { ...treatJonas, method: "power" })).toMatchObject({ target: { dr: 5, modifier: 2 } });
    // Jonas's turns are skipped: Xena may wait for the orc, not for him.
    expect(delayTargets(state)).toEqual(["orc"]);
    // Nobody conscious is treated.
    expect(treatDraw(state, { healer: "xena", target: "orc" })).toEqual({ ok: false, reason: COMBAT_REFUSAL.NotKnockedOut });
    // Round 3: two rounds since, DR 3; a second action at Lower Hand, and its odds with it.
    let later = state;
    while (later.round < 3 || currentCombatant(later)?.id !== "xena") later = await act(table, later, { type: "endTurn" });
    expect(treatDraw(later, treatJonas)).toMatchObject({ target: { dr: 3 } });
    const second = run(later, { type: "useAction", id: "xena" });
    expect(treatDraw(second, treatJonas)).toMatchObject({ target: { dr: 3 }, hand: [lowerHand()] });
    expect(treatOdds(second, treatJonas, cards())).toEqual(
      checkOdds(cards().deck, { tc: jonasTc, dr: 3, modifier: 2 }, { hand: [lowerHand()], discards: cards().discards }),
    );
  });

  it("[DOA-16][DOA-17] a knock-out in the fight starts counting in its round; a success brings Jonas to 0 HP and acting again", async () => {
    // Jonas stands at 0 HP; the orc's 5♦ on its 5♥ TC hits him (1 damage): out in round 1.
    // In round 2 Xena's Q♦ on Jonas's Q♥ treats him, DR 4.
    const { table, state } = await fight({ xenaDeck: "QD", gmDeck: "5D", jonasSetup: { ...jonas, vitals: { ...jonas.vitals, hp: 0 } } });
    let next = await act(table, state, { type: "endTurn" });
    next = await act(table, next, { type: "endTurn" });
    expect(currentCombatant(next)?.id).toBe("orc");
    next = await act(table, next, { type: "attack", attacker: "orc", target: "jonas" });
    expect(next.lastAttack).toMatchObject({ hit: true, knockedOut: true });
    expect(who(next, "jonas").vitals.hp).toBe(-1);
    expect(who(next, "jonas").knockedOutRound).toBe(1);
    next = await act(table, next, { type: "endTurn" });
    expect(next.round).toBe(2);
    expect(currentCombatant(next)?.id).toBe("xena");
    expect(treatDraw(next, treatJonas)).toMatchObject({ target: { dr: 4, modifier: 2 } });
    next = await act(table, next, { type: "treat", ...treatJonas });
    expect(next.lastTreat).toEqual({ healer: "xena", target: "jonas", revived: true });
    expect(next.lastAttack).toBeNull();
    expect(next.actionsUsed).toBe(1);
    expect(who(next, "jonas").vitals.hp).toBe(0);
    expect(who(next, "jonas").knockedOutRound).toBe(0);
    next = await act(table, next, { type: "endTurn" });
    expect(currentCombatant(next)?.id).toBe("jonas");
  });

  it("[DOA-16] a failed treatment spends the action and leaves them out; a Bystander has no Healing Power", async () => {
    // No Craft: the 5♣ lies 6 ranks from Jonas's Q♥, beyond DR 5.
    const unskilled = { ...xena, stats: dealer({ brute: 2 }) };
    const { table, state } = await fight({ xenaDeck: "5C", xenaSetup: unskilled, jonasSetup: knockedOutJonas });
    expect(treatDraw(state, treatJonas)).toMatchObject({ target: { dr: 5, modifier: 0 } });
    const next = await act(table, state, { type: "treat", ...treatJonas });
    expect(next.lastTreat).toEqual({ healer: "xena", target: "jonas", revived: false });
    expect(next.actionsUsed).toBe(1);
    expect(who(next, "jonas").vitals.hp).toBe(-1);
    const orcTurn = await act(table, next, { type: "endTurn" });
    expect(currentCombatant(orcTurn)?.id).toBe("orc");
    expect(treatDraw(orcTurn, { healer: "orc", target: "jonas", method: "power" })).toEqual({
      ok: false,
      reason: COMBAT_REFUSAL.PowersAreDealers,
    });
    expect(treatDraw(orcTurn, { healer: "orc", target: "jonas" })).toMatchObject({ ok: true, owner: "gm" });
  });
});

describe("Attacking with a weapon", () => {
  it("[DOA-15] a weapon wielded with its own skill draws with that skill's modifier; without one, the Primary Skill's", async () => {
    const { state, cards } = await fight({ xenaDeck: "KH" });
    expect(attackDraw(state, onOrc)).toMatchObject({ target: { modifier: 2 } });
    expect(attackDraw(state, { ...onOrc, skill: "finesse" })).toMatchObject({ target: { modifier: 0 } });
    expect(attackOdds(state, { ...onOrc, skill: "finesse" }, cards())).toEqual(
      checkOdds(cards().deck, { tc: xenaTc, dr: 3, modifier: 0 }, { discards: cards().discards }),
    );
    expect(ok(combatReducer(state, { type: "attack", ...onOrc, skill: "finesse" })).state.check?.target).toMatchObject({ modifier: 0 });
  });
});
