/**
 * The pure builders of the DOA Foundry glue (src/rulesets/doa): stats and derived values from
 * stored actor data, the sheet's context, rulings to and from settings, the move veto, which
 * buttons a user sees, and the check card's start and odds rows.
 */
import { describe, expect, it } from "vitest";
import { parseCard, parseCards } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import { DEFAULT_RULINGS, checkOdds, newDeckState } from "../../../src/rules/doa/index.ts";
import { Audience, mayPress } from "../../../src/foundry/chat/audience.ts";
import { initiativeScore, trackerMove, trackerScores, trackerTurn, trackerUpdates } from "../../../src/rulesets/doa/combat/tracker-plan.ts";
import { doaStatusEffects } from "../../../src/rulesets/doa/combat/status-effects.ts";
import { deriveCharacter, exhaustionPenalty, experienceSpent, maxHealthOf, statsOf } from "../../../src/rulesets/doa/models/character.ts";
import type { StoredCharacter } from "../../../src/rulesets/doa/models/character.ts";
import { parseFateSpend } from "../../../src/rulesets/doa/chat/check-actions.ts";
import { oddsView } from "../../../src/rulesets/doa/chat/check-view.ts";
import { startCheckCard } from "../../../src/rulesets/doa/chat/check-card.ts";
import { doaMoveRefusal } from "../../../src/rulesets/doa/stacks.ts";
import { DOA_RULINGS, RULING_DEFAULTS, rulingsFrom } from "../../../src/rulesets/doa/rulings.ts";
import { buildDoaSheet } from "../../../src/rulesets/doa/sheets/character-context.ts";

const xena: StoredCharacter = {
  attributes: { AGL: 2, CON: 1, GUT: 0, INT: 0, STR: 1, VIT: 1 },
  skills: { finesse: 2, athletics: 1 },
  primarySkill: "finesse",
  primarySuit: "S",
  hp: { value: 7 },
  ap: { value: 2 },
  baseSpeed: 6,
};

describe("stats from stored data", () => {
  it("[DOA-17][DOA-21] maximum health: Dealers 5 + level + Vitality (at least 5), Companions half their Dealer's level rounded up, Bystanders as set", () => {
    expect(maxHealthOf("dealer", xena, 3)).toBe(9);
    expect(maxHealthOf("dealer", { ...xena, attributes: { ...xena.attributes, VIT: 0 } }, 0)).toBe(5);
    expect(maxHealthOf("companion", xena, 3)).toBe(2);
    expect(maxHealthOf("bystander", { ...xena, hp: { value: 2, max: 2 } }, 0)).toBe(2);
  });

  it("[DOA-18] armour with AP left sets AC; without it AC is 4 − ⌊AGL / 2⌋; an unmet Strength requirement halves speed", () => {
    const armored = deriveCharacter("dealer", xena, 3, { ac: 5, strengthRequirement: 2 }, DEFAULT_RULINGS);
    expect(armored).toMatchObject({ ac: 5, speed: 3 });
    expect(deriveCharacter("dealer", { ...xena, ap: { value: 0 } }, 3, { ac: 5, strengthRequirement: 0 }, DEFAULT_RULINGS).ac).toBe(3);
    expect(deriveCharacter("dealer", xena, 3, null, DEFAULT_RULINGS)).toMatchObject({ ac: 3, speed: 6 });
  });

  it("[DOA-07] skill modifiers add their attribute's unless the ruling says otherwise", () => {
    expect(deriveCharacter("dealer", xena, 3, null, DEFAULT_RULINGS).modifiers).toMatchObject({ finesse: 4, stealth: 2, AGL: 2, brute: 1 });
    expect(deriveCharacter("dealer", xena, 3, null, { ...DEFAULT_RULINGS, attributeAddsToSkills: false }).modifiers).toMatchObject({
      finesse: 2,
      stealth: 0,
    });
  });

  it("[DOA-21] only Dealers keep a Primary Suit; an unknown primary skill is dropped", () => {
    expect(statsOf("dealer", xena, null).primarySuit).toBe("S");
    expect(statsOf("bystander", xena, null).primarySuit).toBeUndefined();
    expect(statsOf("dealer", { ...xena, primarySkill: "juggling" }, null).primarySkill).toBeUndefined();
  });

  it("[DOA-06] the exhaustion penalty is Lower Hand (1+) once per exhaustion", () => {
    expect([0, 1, 2, 3].map(exhaustionPenalty)).toEqual([0, 1, 2, 3]);
  });

  it("[DOA-22] experience spent follows the cost table ruling", () => {
    // Attributes 2,1,1,1 at ×2 (6+2+2+2) and skills 2,1 (3+1), a 2-point power, a 1-point vulnerability.
    expect(experienceSpent(xena, [2], [{ gain: 1, atCreation: true }], DEFAULT_RULINGS)).toBe(12 + 4 + 2 - 1);
    const flat = rulingsFrom({ ...RULING_DEFAULTS, costTable: "flat" });
    expect(experienceSpent(xena, [], [], flat)).toBe(2 * 5 + 3);
  });
});

describe("the sheet context", () => {
  /** Xena's level-3 Dealer sheet (20 experience, a deck of 40, two exhaustions, one Fate token), read-only. */
  const sheetOf = (stored: StoredCharacter) =>
    buildDoaSheet({
      kind: "dealer",
      stored,
      derived: deriveCharacter("dealer", stored, 3, null, DEFAULT_RULINGS),
      level: 3,
      experience: 20,
      powers: [2],
      vulnerabilities: [],
      deckLeft: 40,
      exhaustions: 2,
      fateCards: [],
      fateTokens: 1,
      rulings: DEFAULT_RULINGS,
      editable: false,
    });

  it("[DOA-07][DOA-06][DOA-22] lists each attribute with its skills, the deck's penalty and the cost table", () => {
    const sheet = sheetOf(xena);
    expect(sheet.attributes.map((attribute) => attribute.skills.length)).toEqual([2, 2, 2, 2, 2, 0]);
    expect(sheet.attributes[0]!.skills[0]).toMatchObject({ key: "finesse", modifier: "+4", primary: true });
    expect(sheet.deck).toEqual({ left: 40, exhaustions: 2, penalty: 2, hasPenalty: true });
    expect(sheet.hp).toEqual({ value: 7, shown: "7", max: 9, storedMax: null, percent: 78 });
    expect(sheet.costTable[2]).toEqual({ modifier: "+3", skill: 6, attribute: 12 });
    expect(sheet.experience).toMatchObject({ total: 20, spent: 18, left: 2, over: false });
    expect(sheet.fate.count).toBe(1);
  });

  it("[DOA-16] a Knocked Out Dealer's Health below 0 is shown with the true minus sign ('−2/6', not '-2/6')", () => {
    expect(sheetOf({ ...xena, hp: { value: -2 } }).hp).toMatchObject({ value: -2, shown: "\u22122", percent: 0 });
  });
});

describe("rulings as world settings", () => {
  it("[DOA-09][DOA-21][DOA-22] every ruling has a setting with the documented default, and reads back to the rules' defaults", () => {
    const defaults = Object.fromEntries(DOA_RULINGS.map((ruling) => [ruling.key, ruling.default]));
    expect(defaults).toEqual(RULING_DEFAULTS);
    expect(rulingsFrom(RULING_DEFAULTS)).toEqual(DEFAULT_RULINGS);
    expect(rulingsFrom({ ...RULING_DEFAULTS, modifierMakesMajor: true }).modifierMakesMajor).toBe(true);
  });
});

describe("moves and buttons", () => {
  it("[DOA-02] a Fate Card may not be moved into a deck or its run-out discard pile; other moves pass", () => {
    const [ace, joker, five] = parseCards("AS JKR 5C", "x");
    expect(doaMoveRefusal([ace!], { stack: "hand", owner: "x" }, { stack: "deck", owner: "x" })).toBe(
      "DECKBOUND.DOA.Refusal.FateCardIntoDeck",
    );
    expect(doaMoveRefusal([five!, joker!], { stack: "hand", owner: "x" }, { stack: "discard", owner: "x" })).toBe(
      "DECKBOUND.DOA.Refusal.FateCardIntoDeck",
    );
    expect(doaMoveRefusal([ace!], { stack: "gm-hand" }, { stack: "gm-deck" })).toBe("DECKBOUND.DOA.Refusal.FateCardIntoDeck");
    expect(doaMoveRefusal([five!], { stack: "hand", owner: "x" }, { stack: "discard", owner: "x" })).toBeNull();
    expect(doaMoveRefusal([ace!], { stack: "hand", owner: "x" }, { stack: "spent", owner: "x" })).toBeNull();
  });

  it("[CORE-06] a player sees only the buttons of the characters they own; the GM sees all", () => {
    const viewer = (userId: string, owned: readonly string[], isGM = false) => ({
      userId,
      isGM,
      cardActorId: "x",
      owns: (id: string) => isGM || owned.includes(id),
    });
    const buttons = [Audience.owners(["x", "y"]), Audience.gm, Audience.owners(["y"])];
    expect(buttons.map((audience) => mayPress(audience, viewer("u1", ["x"])))).toEqual([true, false, false]);
    expect(buttons.map((audience) => mayPress(audience, viewer("gm", [], true)))).toEqual([true, true, true]);
  });

  it("[DOA-03] a redraw names a held ace or joker, or a Fate token; anything else is refused", () => {
    expect(parseFateSpend({ token: "1" })).toEqual({ ok: true, spend: "token" });
    expect(parseFateSpend({ code: "AS", origin: "x" })).toEqual({ ok: true, spend: parseCard("AS", "x") });
    expect(parseFateSpend({ code: "5S", origin: "x" })).toEqual({ ok: false, reason: "DECKBOUND.DOA.Refusal.NotAFateCard" });
    expect(parseFateSpend({ code: "ZZ", origin: "x" })).toEqual({ ok: false, reason: "DECKBOUND.Refusal.BadCard" });
  });
});

describe("the check card's start", () => {
  const deckCards = parseCards("2C 3D 8S 9H KC AD", "x");
  const gathered = (request: unknown) => ({
    request,
    actorName: "Xena",
    setup: { deck: newDeckState("x"), kind: "dealer" as const },
    stats: statsOf("dealer", xena, null),
    userIds: ["u1"],
    rulings: DEFAULT_RULINGS,
    tableCards: parseCards("8C", "gm"),
    deckCards,
    discards: [],
  });

  it("[DOA-08][CORE-05] takes the modifier from the actor, not the request, and stores the exact odds but never the deck's cards", () => {
    const started = startCheckCard("x", gathered({ on: "finesse", tc: "8C", dr: 1, modifier: 99 }));
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const target = { tc: parseCard("8C", "gm") as SuitedCard, dr: 1, modifier: 4 };
    expect(started.state.setup.target).toEqual(target);
    expect(started.state.odds).toEqual(checkOdds(deckCards, target));
    expect(JSON.stringify(started.state)).not.toContain('"KC"');
    expect(JSON.stringify(started.state)).not.toMatch(/"rank":13/);
  });

  it("[DOA-08] refuses a DR outside 0..6, a TC not on the GM's table, and an unknown attribute or skill", () => {
    expect(startCheckCard("x", gathered({ on: "finesse", tc: "8C", dr: -1 }))).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.DrOutOfRange",
    });
    expect(startCheckCard("x", gathered({ on: "finesse", tc: "8C", dr: 7 }))).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.DrOutOfRange",
    });
    expect(startCheckCard("x", gathered({ on: "finesse", tc: "9C", dr: 2 }))).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.TargetNotOnTable",
    });
    expect(startCheckCard("x", gathered({ on: "juggling", tc: "8C", dr: 2 }))).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.Malformed",
    });
  });

  it("[CORE-05] odds rows list every degree best first and sum to one", () => {
    const view = oddsView(checkOdds(deckCards, { tc: parseCard("8C", "gm") as SuitedCard, dr: 2, modifier: 1 }))!;
    expect(view.rows).toHaveLength(8);
    expect(view.rows[0]!.label).toBe("DECKBOUND.DOA.Degree.Critical");
    expect(view.rows.reduce((sum, row) => sum + Number.parseFloat(row.percent), 0)).toBeCloseTo(100, 0);
  });
});

describe("the combat tracker and status effects", () => {
  const card = (code: string) => parseCard(code, "x") as SuitedCard;

  it("[DOA-13] initiative scores sort Ace first, then K, Q … 2, ties by higher Agility", () => {
    const order = [
      ["2S", 3],
      ["AS", 0],
      ["KD", 1],
      ["KC", 2],
    ].sort(([a, agA], [b, agB]) => initiativeScore(card(b as string), agB as number) - initiativeScore(card(a as string), agA as number));
    expect(order.map(([code]) => code)).toEqual(["AS", "KC", "KD", "2S"]);
  });

  it("[DOA-13][DOA-17] tracker updates carry each combatant's initiative and knock-out, and nothing when already in line", () => {
    const stats = { kind: "dealer" as const, attributes: { AGL: 2, CON: 0, GUT: 0, INT: 0, STR: 0, VIT: 0 }, skills: {} };
    const fighter = (id: string, initiative: SuitedCard | null, hp: number) => ({
      id,
      owner: id,
      stats,
      vitals: { hp, maxHp: 5, ap: 0 },
      initiative,
      conditions: {},
      recentDamage: { hp: 0, ap: 0 },
      lastAttackerTc: null,
      toughenedRound: 0,
    });
    const state = { combatants: [fighter("a", card("QH"), 2), fighter("b", null, -1)] } as unknown as Parameters<typeof trackerUpdates>[1];
    const tracked = [
      { id: "c1", actorId: "a", initiative: null, defeated: false },
      { id: "c2", actorId: "b", initiative: null, defeated: false },
      { id: "c3", actorId: "zz", initiative: null, defeated: false },
    ];
    expect(trackerUpdates(tracked, state)).toEqual([
      { _id: "c1", initiative: 12.02 },
      { _id: "c2", defeated: true },
    ]);
    expect(trackerUpdates([{ id: "c1", actorId: "a", initiative: 12.02, defeated: false }], state)).toEqual([]);
  });

  it("[DOA-13][DOA-16] the tracker keeps the card's turn order: a delayed Dealer, or a tie chosen the other way, scores just below the one before it", () => {
    const stats = (agility: number) => ({
      kind: "dealer" as const,
      attributes: { AGL: agility, CON: 0, GUT: 0, INT: 0, STR: 0, VIT: 0 },
      skills: {},
    });
    const fighter = (id: string, code: string, agility = 0) => ({ id, stats: stats(agility), initiative: card(code) });
    const combat = (order: string[]) =>
      ({
        phase: "turns",
        order,
        combatants: [fighter("x", "KS", 2), fighter("j", "QH"), fighter("o", "2C"), fighter("t", "QD")],
      }) as unknown as Parameters<typeof trackerScores>[0];
    // In initiative order the scores are the cards' own; of two equal queens the later goes just below.
    expect(Object.fromEntries(trackerScores(combat(["x", "j", "t", "o"])))).toEqual({ x: 13.02, j: 12, t: 11.999, o: 2 });
    // Xena delays until after the orc; Jonas and the other queen chose the queen of diamonds first.
    const delayed = trackerScores(combat(["t", "j", "o", "x"]));
    expect(Object.fromEntries(delayed)).toEqual({ t: 12, j: 11.999, o: 2, x: 1.999 });
    expect([...delayed].sort(([, a], [, b]) => b - a).map(([id]) => id)).toEqual(["t", "j", "o", "x"]);
  });

  it("[DOA-14] the tracker's turn is the card's current combatant; moving it on ends that turn, anything else steps back", () => {
    const tracked = [
      { id: "c-o", actorId: "o", initiative: 2, defeated: false },
      { id: "c-x", actorId: "x", initiative: 13.02, defeated: false },
      { id: "c-j", actorId: "j", initiative: 12, defeated: false },
    ];
    const state = (turn: number, round = 1, check: unknown = null) =>
      ({ phase: "turns", order: ["x", "j", "o"], turn, round, check }) as unknown as Parameters<typeof trackerTurn>[1];
    // Foundry orders the rows by initiative: x, j, o.
    expect(trackerTurn(tracked, state(1))).toBe(1);
    expect(trackerTurn(tracked, state(1, 1, {}))).toBeNull();
    expect(trackerMove(tracked, 1, 1, state(1))).toBe("none");
    expect(trackerMove(tracked, 2, 1, state(1))).toBe("endTurn");
    expect(trackerMove(tracked, 0, 2, state(2))).toBe("endTurn");
    expect(trackerMove(tracked, 0, 1, state(1))).toBe("stepBack");
    expect(trackerMove(tracked, 2, 1, state(1, 1, {}))).toBe("stepBack");
  });

  it("[DOA-16] every combat effect is a status effect with a label and an icon", () => {
    const effects = doaStatusEffects();
    expect(effects.map((effect) => effect.id)).toEqual([
      "doa-stunned",
      "doa-entangled",
      "doa-knockedDown",
      "doa-blinded",
      "doa-deafened",
      "doa-outnumbered",
      "doa-knockedOut",
    ]);
    expect(effects.every((effect) => effect.name.startsWith("DECKBOUND.DOA.Effect.") && effect.img.endsWith(".svg"))).toBe(true);
  });
});
