/**
 * The pure halves of the 52 Fates Foundry glue: the combat card's reducer wrapper (authority,
 * draw feedback, discard tracking), its context (odds, log), the action check card, button data
 * parsing, and the character sheet's context.
 */
import { describe, expect, it } from "vitest";
import { cardCode } from "../../../src/rules/cards/card.ts";
import { MemoryTable } from "../../../src/rules/cards/memory-table.ts";
import { seededRandom } from "../../../src/rules/cards/random.ts";
import { applyEffects } from "../../../src/rules/cards/table.ts";
import type { TableEffect } from "../../../src/rules/cards/table.ts";
import {
  DEALER_HAND,
  attackOdds,
  fates52Deck,
  handStack,
  playStrength,
  playsFromOwnHand,
  tableSpecs,
  actionCheckOdds,
  DECK,
} from "../../../src/rules/fates52/index.ts";
import { unseenCards } from "../../../src/rules/cards/unseen.ts";
import type { CombatSetup } from "../../../src/rules/fates52/index.ts";
import { combatActions } from "../../../src/rulesets/fates52/chat/combat-actions.ts";
import {
  combatCardAfterDraw,
  reduceCombatCard,
  startCombatCard,
  validCombatState,
} from "../../../src/rulesets/fates52/chat/combat-card.ts";
import type { CombatCardAction, CombatCardState } from "../../../src/rulesets/fates52/chat/combat-card.ts";
import { combatContext, suitEffects } from "../../../src/rulesets/fates52/chat/combat-context.ts";
import { checkContext, startCheckCard } from "../../../src/rulesets/fates52/chat/check-card.ts";
import { characterView, monsterView } from "../../../src/rulesets/fates52/sheets/context.ts";
import { cards } from "./harness.ts";

const GM = { userId: "gm", isGM: true, ownsActor: true, owns: () => true };
const ANN = { userId: "ann", isGM: false, ownsActor: true, owns: (id: string) => id === "ann" };
/** The Fate Dealer reading the card, with no hand to pick from. */
const GM_VIEWER = { userId: "gm", isGM: true, cardActorId: "ann", owns: () => true };

/** A button's data through the combat card's declared action (own keys only). */
function parseCombatAction(action: string, data: Record<string, unknown>) {
  return Object.hasOwn(combatActions, action)
    ? combatActions[action]!.parse(data)
    : { ok: false, reason: "DECKBOUND.Refusal.UnknownAction" };
}

const setup: CombatSetup = {
  players: [{ key: "ann", name: "Ann", characterClass: "warrior", level: 2 }],
  monsters: [{ key: "orc", name: "Orc", group: "orcs", hp: 5 }],
};

/** Apply a step and answer its draws as the GM's client does, until nothing more is drawn. */
async function run(table: MemoryTable, state: CombatCardState, effects: readonly TableEffect[]): Promise<CombatCardState> {
  let current = state;
  let pending = effects;
  for (;;) {
    const draws = await applyEffects(table, pending);
    if (draws.length === 0) return current;
    const next = combatCardAfterDraw(current, draws);
    if (!next.ok) throw new Error(next.reason);
    current = next.state;
    pending = next.effects;
  }
}

async function begun() {
  const table = new MemoryTable(tableSpecs(["ann"]), seededRandom(3));
  table.fill(DECK, fates52Deck());
  const started = startCombatCard("ann", { setup, discard: [] });
  if (!started.ok) throw new Error(started.reason);
  const step = reduceCombatCard(started.state, { type: "begin" }, GM);
  if (!step.ok) throw new Error(step.reason);
  return { table, state: await run(table, step.state, step.effects) };
}

/** The odds as every card shows them: a percentage with one decimal [CORE-05]. */
const oneDecimal = (probability: number): string => `${(Math.round(probability * 1000) / 10).toFixed(1)}%`;

describe("52 Fates combat card", () => {
  it("[F52-04][F52-05] only the Fate Dealer begins; hands are dealt and the state holds their sizes, never their cards", async () => {
    const started = startCombatCard("ann", { setup, discard: [] });
    expect(started.ok && reduceCombatCard(started.state, { type: "begin" }, ANN)).toEqual({
      ok: false,
      reason: "DECKBOUND.Fates52.Refusal.GameMasterOnly",
    });
    const { table, state } = await begun();
    expect(state.combat?.handCounts).toEqual({ [DEALER_HAND]: 2, [handStack("ann")]: 4 });
    const json = JSON.stringify(state);
    for (const card of table.contents(handStack("ann"))) expect(json).not.toContain(`"${cardCode(card)}"`);
    const stored = JSON.parse(json) as CombatCardState;
    expect(validCombatState(stored)).toBe(true);
    expect(stored).toEqual(state);
  });

  it("[CORE-06] a stored combat whose participant plays from another character's hand (or a monster from a player's) is not one the rules produce: refused", async () => {
    const { state } = await begun();
    const combat = state.combat!;
    const borrowed = (key: string, hand: string): CombatCardState => ({
      ...state,
      combat: {
        ...combat,
        handCounts: { ...combat.handCounts, [hand]: 3 },
        participants: combat.participants.map((participant) => (participant.key === key ? { ...participant, hand } : participant)),
      },
    });
    expect(validCombatState(state)).toBe(true);
    // Failed before: the state checked only that the hand was counted and the participant set up.
    expect(validCombatState(borrowed("ann", handStack("bea")))).toBe(false);
    expect(validCombatState(borrowed("ann", DEALER_HAND))).toBe(false);
    expect(validCombatState(borrowed("orc", handStack("ann")))).toBe(false);
    expect(playsFromOwnHand({ key: "ann", side: "players", hand: handStack("ann") })).toBe(true);
    expect(playsFromOwnHand({ key: "orc", side: "dealer", hand: DEALER_HAND })).toBe(true);
    expect(playsFromOwnHand({ key: "ann", side: "players", hand: handStack("bea") })).toBe(false);
  });

  it("[F52-07][F52-09] a player acts only for their own character; the card shows the exact odds of the open attack", async () => {
    const { table, state } = await begun();
    const combat = state.combat!;
    const annCards = table.contents(handStack("ann")).slice(0, 2);
    const asOrc: CombatCardAction = { type: "attack", actor: "orc", target: "ann", cards: table.contents(DEALER_HAND).slice(0, 1) };
    expect(reduceCombatCard(state, asOrc, ANN)).toEqual({ ok: false, reason: "DECKBOUND.Fates52.Refusal.NotYours" });
    if (combat.order[0] !== "players") {
      const passed = reduceCombatCard(state, { type: "pass", actor: "orc" }, GM);
      if (!passed.ok) throw new Error(passed.reason);
      Object.assign(state, passed.state);
    }
    const attack = reduceCombatCard(state, { type: "attack", actor: "ann", target: "orc", cards: annCards }, ANN);
    if (!attack.ok) throw new Error(attack.reason);
    const after = await run(table, attack.state, attack.effects);
    const context = combatContext(after, GM_VIEWER, () => []) as { exchange: { hit: string; fumble: string; cards: unknown[] } };
    const odds = attackOdds({
      attack: playStrength(annCards as never),
      unseen: unseenCards(fates52Deck(), [...after.combat!.inPlay]),
      defenderHandSize: 2,
      defenderMaxCards: 1,
      defenceBonus: 0,
    });
    expect(context.exchange.hit).toBe(oneDecimal(odds.hit));
    expect(context.exchange.fumble).toBe(oneDecimal(odds.fumble));
    expect(context.exchange.cards).toHaveLength(2);
  });

  it("[F52-06] a combat that is over offers nobody an action, a move or a turn", async () => {
    const { table, state } = await begun();
    const ended = reduceCombatCard(state, { type: "endCombat" }, GM);
    if (!ended.ok) throw new Error(ended.reason);
    const over = await run(table, ended.state, ended.effects);
    expect(over.combat!.phase).toBe("over");
    type Member = { canAct: boolean; moveLeft: number; mustWake: boolean; mustDrawDying: boolean };
    const context = combatContext(over, GM_VIEWER, () => []) as { isOver: boolean; groups: { isCurrent: boolean; members: Member[] }[] };
    expect(context.isOver).toBe(true);
    expect(context.groups.some((group) => group.isCurrent)).toBe(false);
    for (const member of context.groups.flatMap((group) => group.members)) {
      expect(member).toMatchObject({ canAct: false, moveLeft: 0, mustWake: false, mustDrawDying: false });
    }
  });

  it("[F52-18] [CORE-05] more face-up cards than one play's worth still start a combat or a check card and keep a combat card valid", async () => {
    const { table, state } = await begun();
    const pile = table.contents(DECK).slice(0, 30).map(cardCode);
    const started = startCombatCard("ann", { setup, discard: pile });
    expect(started.ok && started.state.discard).toEqual(pile);
    expect(validCombatState({ ...state, discard: pile })).toBe(true);
    expect(validCombatState({ ...state, discard: [...pile.slice(1), "ZZ"] })).toBe(false);
    expect(startCheckCard("ann", { difficulty: 8, level: 1, backgroundSkills: [], faceUp: pile }).ok).toBe(true);
  });

  it("[F52-08][F52-19] button data parses into actions; a bad card code is refused", () => {
    expect(parseCombatAction("attack", { actor: "ann", target: "orc", cards: "9C,KS" })).toEqual({
      ok: true,
      action: { type: "attack", actor: "ann", target: "orc", cards: cards("9C KS") },
    });
    expect(parseCombatAction("defend", { actor: "ann", cards: "" })).toEqual({
      ok: true,
      action: { type: "defend", actor: "ann", cards: [] },
    });
    expect(parseCombatAction("attack", { actor: "ann", target: "orc", cards: "9C,ZZ" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.BadCard",
    });
    expect(parseCombatAction("cast", { actor: "ann", cards: "9C" })).toEqual({ ok: false, reason: "DECKBOUND.Refusal.Malformed" });
  });
});

describe("52 Fates action check card", () => {
  it("[F52-02][F52-03] odds over the cards not face up, two cards with a background skill, a fourth skill never reaches the card", () => {
    const started = startCheckCard("ann", {
      difficulty: 8,
      backgroundSkill: "Climbing",
      level: 1,
      backgroundSkills: ["Climbing"],
      faceUp: ["AS", "KH"],
    });
    if (!started.ok) throw new Error(started.reason);
    expect(started.state.cardCount).toBe(2);
    const expected = actionCheckOdds(unseenCards(fates52Deck(), cards("AS KH")), 8, 2);
    expect(started.state.odds).toBeCloseTo(expected, 12);
    // One rounding everywhere: a percentage with one decimal [CORE-05].
    expect(checkContext(started.state)).toMatchObject({ odds: oneDecimal(expected), isReady: true });
    expect(startCheckCard("ann", { difficulty: 8, level: 1, backgroundSkills: [], faceUp: [], extraCards: 1 })).toEqual({
      ok: false,
      reason: "DECKBOUND.Fates52.Refusal.TooManyExtraCards",
    });
  });
});

describe("52 Fates character sheet context", () => {
  it("[F52-14][F52-21][F52-09] HP as pips of the maximum hand size, cards per play, encounters towards the next level; the help on hit points says when the hand shrinks as the world's ruling has it", () => {
    const view = characterView({
      characterClass: "warrior",
      level: 5,
      encounters: 22,
      hp: 4,
      backgroundSkills: ["A", "B", "C"],
      notes: "",
      handCount: 4,
      trimAtRefill: false,
    });
    expect(view.maxHp).toBe(7);
    expect(view.hpPips.filter((pip) => pip.filled)).toHaveLength(4);
    expect(view.hpPips).toHaveLength(7);
    expect([view.attackCards, view.defenceCards, view.spellCards]).toEqual([3, 3, 2]);
    expect(view.encounterPips.filter((pip) => pip.filled)).toHaveLength(2);
    expect(view.canAddSkill).toBe(false);
    expect(view.hint).toBe("DECKBOUND.Fates52.Sheet.HandIsHp");
    expect(
      characterView({
        characterClass: "wizard",
        level: 1,
        encounters: 0,
        hp: 0,
        backgroundSkills: [],
        notes: "",
        handCount: null,
        trimAtRefill: true,
      }),
    ).toMatchObject({
      isWizard: true,
      isDying: true,
      attackCards: 1,
      skillSlotsLeft: 3,
      hint: "DECKBOUND.Fates52.Sheet.HandIsHpAtRefill",
    });
  });
});

describe("52 Fates monster sheet context", () => {
  it("[F52-22] [F52-10] each attack's number, face and Ace results: damage, no damage with an effect, or the regular half-HP Ace", () => {
    const view = monsterView({
      characterClass: "",
      hp: 3,
      maxHp: 6,
      movement: 40,
      cardsPerPlay: 2,
      group: "Wolves",
      attacks: [
        { name: "Bite", number: { damage: 1, effect: "" }, face: { damage: 0, effect: "Dragged prone." }, ace: { damage: -1, effect: "" } },
      ],
      notes: "",
    });
    expect(view.hpPips.map((pip) => pip.filled)).toEqual([true, true, true, false, false, false]);
    expect(view.attacks[0]?.results).toEqual([
      { tierLabel: "DECKBOUND.Fates52.Monster.Tier.number", damageLabel: "DECKBOUND.Fates52.Monster.Damage", amount: 1, effect: "" },
      {
        tierLabel: "DECKBOUND.Fates52.Monster.Tier.face",
        damageLabel: "DECKBOUND.Fates52.Monster.NoDamage",
        amount: 0,
        effect: "Dragged prone.",
      },
      { tierLabel: "DECKBOUND.Fates52.Monster.Tier.ace", damageLabel: "DECKBOUND.Fates52.Monster.HalfHp", amount: 0, effect: "" },
    ]);
  });
});

describe("52 Fates combat card controls", () => {
  it("[F52-16] [F52-19] [F52-20] shaking off takes the one picked card; maneuvers and spells list their suit effects", () => {
    expect(parseCombatAction("shakeOff", { actor: "ana", effectId: "e1", cards: "9C" })).toMatchObject({
      ok: true,
      action: { type: "shakeOff", effectId: "e1", card: { suit: "C", rank: 9 } },
    });
    expect(parseCombatAction("shakeOff", { actor: "ana", effectId: "e1", cards: "9C,KS" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.Malformed",
    });
    expect(suitEffects("maneuver").map((effect) => `${effect.symbol} ${effect.label}`)).toEqual([
      "♠ DECKBOUND.Fates52.Maneuver.fury",
      "♥ DECKBOUND.Fates52.Maneuver.parry",
      "♦ DECKBOUND.Fates52.Maneuver.disarm",
      "♣ DECKBOUND.Fates52.Maneuver.push",
    ]);
    expect(suitEffects("spell").map((effect) => effect.label.split(".").at(-1))).toEqual(["harm", "heal", "protect", "destruct"]);
  });
});
