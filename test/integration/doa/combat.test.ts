/**
 * Deck of Adventures on the Foundry test runtime, through the GM queue, with the hidden-card audit
 * on every chat message: a combat round (initiative, an attack with damage to AP then HP, a Fate
 * Card redraw, a second action at Lower Hand) and the check card's bad input. Hidden decks have no
 * order, so each deck is stacked by the GM first: only the cards a test names can be drawn.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardCode } from "../../../src/rules/cards/card.ts";
import { percent } from "../../../src/foundry/odds-view.ts";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { doaModules, stackDeck, move, item, press, startCheck, startCombat } from "./helpers.ts";
import type { DoaModules } from "./helpers.ts";
import * as doaRules from "../../../src/rules/doa/index.ts";
import { waitFor } from "../wait.ts";
import { DOA_ACTOR, DOA_ID, DOA_ITEM, DOA_MESSAGE } from "../../../src/rulesets/doa/ids.ts";

let world: World;
let doa: DoaModules;

beforeEach(async () => {
  world = await createWorld({ ruleset: DOA_ID, players: ["Ann", "Bob"], seed: 2026 });
  doa = await doaModules();
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

const codes = (address: string) => world.cardsIn(address).map(cardCode).sort();
const state = <T>(messageId: string) => (game.messages.get(messageId)!.system as unknown as { state: T }).state;

async function xenaAndOrc() {
  const player = world.players[0]!;
  const xena = await world.actor("Xena", player, {
    type: DOA_ACTOR.dealer,
    system: { level: 2, attributes: { AGL: 2 }, skills: { finesse: 2 }, primarySkill: "finesse", primarySuit: "S", hp: { value: 7 } },
  });
  await item(world, xena, "Chakram", DOA_ITEM.weapon, { damage: 2, damageKind: "physical" });
  const orc = await world.actor("Orc", null, { type: DOA_ACTOR.bystander, system: { hp: { value: 3, max: 3 }, ap: { value: 1 } } });
  await item(world, orc, "Hide", DOA_ITEM.armor, { ac: 4, ap: 1, equipped: true });
  await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
  return { player, xena, orc, x: xena.id!, o: orc.id! };
}

interface CombatView {
  combat: {
    phase: string;
    order: string[];
    actionsUsed: number;
    check: { phase: string; net: number; drawn: unknown[] } | null;
    combatants: { id: string; initiative: { rank: number } | null; vitals: { hp: number; ap: number } }[];
  };
  lastCheck: { drawn: unknown[]; net: number } | null;
}

describe("a combat round on FoundryTable", () => {
  it("[DOA-13][DOA-14][DOA-15][DOA-17][DOA-03] initiative, an attack to AP then HP, a Fate Card redraw, a second action at Lower Hand", async () => {
    const { player, orc, x, o } = await xenaAndOrc();
    // Xena holds the ace of spades; her deck holds only kings and queens, the GM's only twos.
    await move(world, x, "AS", `deck:${x}`, `hand:${x}`);
    await stackDeck(world, x, "KS KD KH KC QS QD QH QC", `discard:${x}`);
    await stackDeck(world, "gm", "2C 2D 2H 2S", "gm-discard");

    // Foundry's combat tracker holds both; it will follow the initiative cards.
    const encounter = (await world.rt.as(world.gm, () =>
      Combat.create({
        combatants: [
          { actorId: x, name: "Xena" },
          { actorId: o, name: "Orc" },
        ],
      } as never),
    ))!;
    const started = await world.ask(world.gm, {
      kind: "startCard",
      messageType: DOA_MESSAGE.combat,
      actorId: x,
      options: { combatants: [x, o] },
    });
    expect(started.ok).toBe(true);
    const id = started.ok ? started.messageId! : "";
    const view = () => state<CombatView>(id);

    // A player cannot start the fight; the GM draws initiative for everyone [DOA-13].
    expect(await world.act(player, id, "begin")).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.NotOwner",
    });
    expect((await world.act(world.gm, id, "begin")).ok).toBe(true);
    // Xena's initiative card lies face up on her table; she may redraw it with her ace, and keeps it.
    expect(view().combat.check?.phase).toBe("deciding");
    expect((await world.act(player, id, "accept")).ok).toBe(true);
    const [xenaInit, orcInit] = [x, o].map((who) => view().combat.combatants.find((c) => c.id === who)!.initiative!);
    expect([12, 13]).toContain(xenaInit?.rank);
    expect(orcInit?.rank).toBe(2);
    expect(view().combat.order).toEqual([x, o]);
    await waitFor(() => expect(encounter.combatants.contents.map((combatant) => combatant.initiative)).toEqual([xenaInit!.rank + 0.02, 2]));
    expect(world.cardsIn(`table:${x}`)).toHaveLength(1);
    expect(world.cardsIn("gm-table")).toHaveLength(1);

    // The orc cannot act on Xena's turn.
    expect(await world.act(world.players[1]!, id, "attack", { attacker: x, target: o })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.NotOwner",
    });

    // First action: the attack draws one card; Xena spends her ace to redraw it [DOA-03].
    expect((await world.act(player, id, "attack", { attacker: x, target: o })).ok).toBe(true);
    expect(view().combat.check?.phase).toBe("deciding");
    expect(view().combat.check?.net).toBe(0);
    const redraw = await world.act(player, id, "redraw", { code: "AS", origin: x });
    expect(redraw.ok).toBe(true);
    // The spent Fate Card is discarded, as the book says [DOA-02, DOA-03].
    expect(codes(`discard:${x}`)).toContain("AS");
    expect(codes(`hand:${x}`)).toEqual([]);
    // A king or queen against her own king or queen, modifier 4: a hit for 2 — 1 AP, then 1 HP [DOA-15, DOA-17].
    expect(view().combat.check).toBeNull();
    expect(view().lastCheck?.drawn).toHaveLength(1);
    expect(orc.system).toMatchObject({ hp: { value: 2 }, ap: { value: 0 } });
    expect(view().combat.actionsUsed).toBe(1);

    // Second action: drawn with Lower Hand — two cards, the furthest kept [DOA-14]; no AP left, so 2 HP.
    expect((await world.act(player, id, "attack", { attacker: x, target: o })).ok).toBe(true);
    expect(view().lastCheck?.net).toBe(-1);
    expect(view().lastCheck?.drawn).toHaveLength(2);
    expect(orc.system).toMatchObject({ hp: { value: 0 }, ap: { value: 0 } });
    // A third action is refused [DOA-14].
    expect(await world.act(player, id, "attack", { attacker: x, target: o })).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.NoActionsLeft",
    });

    // Cards are conserved: Xena's 54 are all somewhere, no Fate Card went back into a deck [CORE-03, DOA-02].
    const xenaCards = ["deck", "hand", "discard", "spent", "table", "epic"].flatMap((stack) => world.cardsIn(`${stack}:${x}`));
    expect(xenaCards).toHaveLength(54);
    expect(world.cardsIn(`deck:${x}`).some((card) => card.kind === "joker" || card.rank === 14)).toBe(false);
    expect(world.audit.audited).toBeGreaterThanOrEqual(5);
  });
});

describe("odds and movement on the combat card", () => {
  /** A Xena whose Finesse attack has no modifier, first in turn order against the orc (AC 4 from its hide); `fate`: she holds the A♠. */
  async function plainXenaAndOrc(fate = false) {
    const player = world.players[0]!;
    const xena = await world.actor("Xena", player, {
      type: DOA_ACTOR.dealer,
      system: { level: 1, primarySkill: "finesse", primarySuit: "S", hp: { value: 7 } },
    });
    const orc = await world.actor("Orc", null, { type: DOA_ACTOR.bystander, system: { hp: { value: 3, max: 3 }, ap: { value: 1 } } });
    await item(world, orc, "Hide", DOA_ITEM.armor, { ac: 4, ap: 1, equipped: true });
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
    const [x, o] = [xena.id!, orc.id!];
    if (fate) await move(world, x, "AS", `deck:${x}`, `hand:${x}`);
    await stackDeck(world, x, "KS KD 9H 8C 5C 4D 3S 7H", `discard:${x}`);
    await stackDeck(world, "gm", "2C 2D 2H 2S", "gm-discard");
    const id = await startCombat(world, x, [x, o]);
    return { player, x, o, id };
  }

  type Rules = typeof doaRules;
  interface OddsView {
    rulings: Parameters<Rules["checkOdds"]>[2] extends infer O ? (O extends { rulings?: infer R } ? R : never) : never;
    odds?: { attacks: { target: string; odds: ReturnType<Rules["checkOdds"]> }[]; redraw: ReturnType<Rules["checkOdds"]> | null };
    combat: {
      actionsUsed: number;
      moved: number;
      check: Parameters<Rules["redrawOdds"]>[0] | null;
      combatants: { id: string; initiative: Parameters<Rules["evaluateCard"]>[0] }[];
    };
  }

  it("[CORE-05][DOA-15][DOA-14][DOA-03] before each attack the card shows the odds of hitting from the deck as it lies, the second at Lower Hand; during the attack's draw, a redraw's odds", async () => {
    const { player, x, o, id } = await plainXenaAndOrc(true);
    const view = () => state<OddsView>(id);
    const content = () => world.seeCard(id);
    const lying = () => ({ deck: world.cardsIn(`deck:${x}`), discards: world.cardsIn(`discard:${x}`) });
    await world.act(world.gm, id, "begin");
    await world.act(player, id, "accept");
    const tc = view().combat.combatants.find((c) => c.id === x)!.initiative;
    const target = { tc, dr: 4, modifier: 0 };
    // Nobody attacks themself: odds only for the orc.
    expect(view().odds!.attacks.map((attack) => attack.target)).toEqual([o]);

    const first = view().odds!.attacks[0]!.odds;
    const expectedFirst = doaRules.checkOdds(lying().deck, target, { discards: lying().discards, rulings: view().rulings });
    for (const degree of doaRules.DEGREES) expect(first.degrees[degree], degree).toBeCloseTo(expectedFirst.degrees[degree], 12);
    expect(first.success).toBeGreaterThan(0);
    expect(first.success).toBeLessThan(1);
    expect(await content()).toContain(game.i18n.format("DECKBOUND.DOA.Combat.AttackOdds", { percent: percent(first.success) }));
    expect(await content()).toContain("doa-attack-odds");

    // The attack draws; Xena holds the A♠, so the card offers a redraw and its odds [DOA-03].
    expect((await world.act(player, id, "attack", { attacker: x, target: o })).ok).toBe(true);
    const check = view().combat.check!;
    expect(check.phase).toBe("deciding");
    const redraw = view().odds!.redraw!;
    const expectedRedraw = doaRules.redrawOdds(check, lying().deck, lying().discards, view().rulings)!;
    for (const degree of doaRules.DEGREES) expect(redraw.degrees[degree], degree).toBeCloseTo(expectedRedraw.degrees[degree], 12);
    expect(view().odds!.attacks).toEqual([]);
    expect(await content()).toContain("doa-redraw-odds");
    expect(await content()).not.toContain('data-action="attack"');
    expect((await world.act(player, id, "accept")).ok).toBe(true);
    expect(view().odds!.redraw).toBeNull();
    expect(await content()).not.toContain("doa-redraw-odds");

    // The second action is drawn at Lower Hand, and its odds say so [DOA-14].
    expect(view().combat.actionsUsed).toBe(1);
    const second = view().odds!.attacks[0]!.odds;
    const expectedSecond = doaRules.checkOdds(lying().deck, target, {
      hand: [doaRules.lowerHand()],
      discards: lying().discards,
      rulings: view().rulings,
    });
    const plainNow = doaRules.checkOdds(lying().deck, target, { discards: lying().discards, rulings: view().rulings });
    expect(second.success).toBeCloseTo(expectedSecond.success, 12);
    expect(second.success).toBeLessThan(plainNow.success);
  });

  it("[DOA-14][DOA-16] the current combatant's owner or the GM moves them, split around actions, up to their speed; Entangled cannot move; no action left, no Attack button; next turn it resets", async () => {
    const { player, x, o, id } = await plainXenaAndOrc();
    const content = () => world.seeCard(id);
    const movement = (left: number, speed: number) =>
      game.i18n.format("DECKBOUND.DOA.Combat.Movement", { left: String(left), speed: String(speed) });
    const move = (user: User.Implementation, who: string, spaces: number) =>
      world.act(user, id, "move", { id: who, spaces: String(spaces) });
    await world.act(world.gm, id, "begin");
    expect(await content()).toContain(movement(6, 6));
    expect((await content()).match(/data-action="move"/g)).toHaveLength(6);

    expect(await move(world.players[1]!, x, 1)).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotOwner" });
    expect((await move(player, x, 2)).ok).toBe(true);
    expect(await content()).toContain(movement(4, 6));
    const tooFar = await move(player, x, 5);
    expect(tooFar).toEqual({ ok: false, reason: "DECKBOUND.DOA.Combat.Refusal.NoMovementLeft" });
    expect(game.i18n.localize(tooFar.ok ? "" : tooFar.reason)).not.toMatch(/^DECKBOUND/);
    expect(await world.act(player, id, "move", { id: x, spaces: "two" })).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.BadNumber",
    });

    // Two actions between the moves; then no Attack button is left, but movement is.
    expect(await content()).toContain('data-action="attack"');
    for (let action = 0; action < 2; action++) expect((await world.act(player, id, "useAction", { id: x })).ok).toBe(true);
    expect(await content()).not.toContain('data-action="attack"');
    expect((await move(world.gm, x, 4)).ok).toBe(true);
    expect(await content()).toContain(movement(0, 6));
    expect(await content()).not.toContain('data-action="move"');

    // The orc's turn: Entangled, it cannot move [DOA-16]; a player cannot move it.
    expect((await world.act(world.gm, id, "endTurn")).ok).toBe(true);
    expect(await content()).toContain(movement(6, 6));
    expect(await move(player, o, 1)).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotOwner" });
    expect((await world.act(world.gm, id, "setCondition", { id: o, condition: "entangled", on: "true" })).ok).toBe(true);
    expect(await content()).toContain(movement(0, 0));
    expect(await content()).toContain(game.i18n.localize("DECKBOUND.DOA.Combat.EntangledHint"));
    expect(await move(world.gm, o, 1)).toEqual({ ok: false, reason: "DECKBOUND.DOA.Combat.Refusal.Entangled" });

    // Xena's next turn starts with her full speed.
    expect((await world.act(world.gm, id, "endTurn")).ok).toBe(true);
    expect(state<{ combat: { round: number; moved: number } }>(id).combat).toMatchObject({ round: 2, moved: 0 });
    expect(await content()).toContain(movement(6, 6));
  });
});

describe("breaking free on the combat card", () => {
  it("[DOA-16][CORE-05] Entangled Xena breaks free against the TC the GM reveals, with its odds on the button; none revealed, the card asks for one", async () => {
    const player = world.players[0]!;
    const xena = await world.actor("Xena", player, {
      type: DOA_ACTOR.dealer,
      system: { level: 1, attributes: { STR: 1 }, primarySkill: "finesse", primarySuit: "S", hp: { value: 7 } },
    });
    const orc = await world.actor("Orc", null, { type: DOA_ACTOR.bystander, system: { hp: { value: 3, max: 3 } } });
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
    const [x, o] = [xena.id!, orc.id!];
    // Xena draws a king for initiative, then a queen; the GM draws twos (the orc's initiative, then the TC).
    await stackDeck(world, x, "KS QD", `discard:${x}`);
    await stackDeck(world, "gm", "2C 3D", "gm-discard");
    const id = await startCombat(world, x, [x, o]);
    const content = () => world.seeCard(id);
    const cardAction = (user: User.Implementation, action: string, data: object | null) => world.act(user, id, action, data);
    await cardAction(world.gm, "begin", null);
    expect(state<{ combat: { order: string[] } }>(id).combat.order).toEqual([x, o]);

    expect((await cardAction(world.gm, "setCondition", { id: x, condition: "entangled", on: "true" })).ok).toBe(true);
    // Only the orc's initiative card lies on the GM's table: it is no TC for this.
    expect(world.cardsIn("gm-table").map(cardCode)).toHaveLength(1);
    expect(await content()).toContain(game.i18n.localize("DECKBOUND.DOA.Combat.BreakFree"));
    expect(await content()).toContain("doa-break-free");
    expect(await content()).not.toMatch(/data-action="breakFree"[^>]*data-code/);
    expect(await cardAction(player, "breakFree", { id: x })).toEqual({ ok: false, reason: "DECKBOUND.DOA.Combat.Refusal.NoTargetCard" });

    // The GM reveals a TC from the GM's table tool; the card's next update shows the odds against it.
    const { drawTargetCard } = await import("../../../src/rulesets/doa/gm/gm-table-app.ts");
    expect((await world.rt.as(world.gm, () => drawTargetCard())).ok).toBe(true);
    const tc = world
      .cardsIn("gm-table")
      .find(
        (card) =>
          !state<{ combat: { combatants: { initiative: unknown }[] } }>(id).combat.combatants.some(
            (c) => JSON.stringify(c.initiative) === JSON.stringify(card),
          ),
      )!;
    expect((await cardAction(world.gm, "setCondition", { id: o, condition: "knockedDown", on: "true" })).ok).toBe(true);
    const odds = state<{ odds: { breakFree: { tc: unknown; odds: { success: number } } } }>(id).odds.breakFree;
    expect(odds.tc).toEqual(tc);
    const expected = doaRules.checkOdds(
      world.cardsIn(`deck:${x}`),
      { tc: tc as never, dr: 3, modifier: 1 },
      { discards: world.cardsIn(`discard:${x}`) },
    );
    expect(odds.odds).toEqual(expected);
    expect(await content()).toMatch(new RegExp(`data-action="breakFree"[^>]*data-code="${cardCode(tc)}"`));

    // A stranger cannot press it; Xena's player can: the queen lands within 3 of the 3♦ TC (Q, K, A, 2 … 6), so she is free.
    expect(await cardAction(world.players[1]!, "breakFree", { id: x, code: cardCode(tc), origin: tc.origin })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.NotOwner",
    });
    expect((await cardAction(player, "breakFree", { id: x, code: cardCode(tc), origin: tc.origin })).ok).toBe(true);
    const after = state<{
      combat: { actionsUsed: number; check: unknown; combatants: { id: string; conditions: { entangled?: boolean } }[] };
    }>(id).combat;
    expect(after.check).toBeNull();
    expect(after.actionsUsed).toBe(1);
    expect(after.combatants.find((c) => c.id === x)?.conditions.entangled).toBe(false);
    expect(await cardAction(player, "breakFree", { id: x })).toEqual({ ok: false, reason: "DECKBOUND.DOA.Combat.Refusal.NotEntangled" });
  });
});

describe("conditions set from the combat card", () => {
  it("[DOA-16] only the GM puts Knocked Down or Entangled on a combatant; Knocked Down leaves one action; the GM can take it off", async () => {
    const { player, x, o } = await xenaAndOrc();
    await stackDeck(world, x, "KS KD KH KC QS QD QH QC", `discard:${x}`);
    await stackDeck(world, "gm", "2C 2D 2H 2S", "gm-discard");
    const id = await startCombat(world, x, [x, o]);
    const view = () => state<{ combat: { check: unknown; combatants: { id: string; conditions: Record<string, boolean> }[] } }>(id).combat;
    const conditionsOf = (who: string) => view().combatants.find((c) => c.id === who)!.conditions;
    await world.act(world.gm, id, "begin");
    if (view().check) await world.act(player, id, "accept");
    expect(await world.seeCard(id)).toContain('data-action="setCondition"');

    const knockDown = { id: x, condition: "knockedDown", on: "true" };
    expect(await world.act(player, id, "setCondition", knockDown)).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.NotOwner",
    });
    expect(await world.act(world.gm, id, "setCondition", { ...knockDown, condition: "asleep" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.Malformed",
    });
    expect((await world.act(world.gm, id, "setCondition", knockDown)).ok).toBe(true);
    expect((await world.act(world.gm, id, "setCondition", { id: o, condition: "entangled", on: "true" })).ok).toBe(true);
    expect(conditionsOf(x)).toMatchObject({ knockedDown: true });
    expect(conditionsOf(o)).toMatchObject({ entangled: true });
    expect(await world.seeCard(id)).toContain('aria-pressed="true"');

    // Getting up costs the turn's other action [DOA-16].
    expect((await world.act(player, id, "useAction", { id: x })).ok).toBe(true);
    expect(await world.act(player, id, "useAction", { id: x })).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.NoActionsLeft",
    });
    expect((await world.act(world.gm, id, "setCondition", { id: o, condition: "entangled", on: "false" })).ok).toBe(true);
    expect(conditionsOf(o)).toMatchObject({ entangled: false });
  });
});

describe("the check card", () => {
  it("[DOA-08][DOA-03] shows the odds before the draw; a DR of 7 is refused; a second redraw is refused", async () => {
    const { player, x } = await xenaAndOrc();
    await move(world, x, "AS AH", `deck:${x}`, `hand:${x}`);
    const notOnTable = await world.ask(player, {
      kind: "startCard",
      messageType: DOA_MESSAGE.check,
      actorId: x,
      options: { on: "finesse", tc: "8C", dr: 2 },
    });
    expect(notOnTable).toEqual({ ok: false, reason: "DECKBOUND.DOA.Refusal.TargetNotOnTable" });
    await move(world, "gm", "8C", "gm-deck", "gm-table");
    const refused = await world.ask(player, {
      kind: "startCard",
      messageType: DOA_MESSAGE.check,
      actorId: x,
      options: { on: "finesse", tc: "8C", dr: 7 },
    });
    expect(refused).toEqual({ ok: false, reason: "DECKBOUND.DOA.Refusal.DrOutOfRange" });
    expect(game.i18n.localize("DECKBOUND.DOA.Refusal.DrOutOfRange")).not.toMatch(/^DECKBOUND/);

    const started = await world.ask(player, {
      kind: "startCard",
      messageType: DOA_MESSAGE.check,
      actorId: x,
      options: { on: "finesse", tc: "8C", dr: 2 },
    });
    expect(started.ok).toBe(true);
    const id = started.ok ? started.messageId! : "";
    const message = () => game.messages.get(id)!;
    const odds = state<{ odds: { success: number; degrees: Record<string, number> } }>(id).odds;
    expect(Object.values(odds.degrees).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(await world.seeCard(message())).toContain("doa-odds");
    expect(await world.seeCard(message())).toContain('data-action="draw"');

    expect((await world.act(player, id, "draw")).ok).toBe(true);
    expect(state<{ check: { phase: string } }>(id).check.phase).toBe("deciding");
    expect((await world.act(player, id, "redraw", { code: "AS", origin: x })).ok).toBe(true);
    const second = await world.act(player, id, "redraw", { code: "AH", origin: x });
    expect(second).toEqual({ ok: false, reason: "DECKBOUND.DOA.Refusal.RedrawUsed" });
    expect(state<{ check: { phase: string } }>(id).check.phase).toBe("done");
    expect(codes(`hand:${x}`)).toContain("AH");
  });

  it("[CORE-05][DOA-03] before a Fate Card redraw the card shows the redraw's odds, from the deck as it then lies", async () => {
    const { player, x } = await xenaAndOrc();
    await move(world, x, "AS", `deck:${x}`, `hand:${x}`);
    await stackDeck(world, x, "8C 2D", `discard:${x}`);
    await move(world, "gm", "8C", "gm-deck", "gm-table");
    const id = await startCheck(world, player, x, { on: "finesse", tc: "8C", dr: 2 });
    expect(await world.seeCard(id)).not.toContain("doa-redraw-odds");
    expect((await world.act(player, id, "draw")).ok).toBe(true);

    // One card is left in the deck: the redraw's odds are certain, and they are that card's degree.
    type Stored = {
      redrawOdds: { degrees: Record<string, number> };
      setup: { target: Parameters<typeof doaRules.evaluateCard>[1] };
      rulings: Parameters<typeof doaRules.evaluateCard>[2];
    };
    const stored = state<Stored>(id);
    const [left] = world.cardsIn(`deck:${x}`).filter((card) => card.kind === "suited");
    const degree = doaRules.evaluateCard(left as Parameters<typeof doaRules.evaluateCard>[0], stored.setup.target, stored.rulings).degree;
    expect(stored.redrawOdds.degrees[degree]).toBeCloseTo(1, 12);
    expect(await world.seeCard(id)).toContain("doa-redraw-odds");

    // After the redraw no further redraw is offered, so no redraw odds are shown.
    expect((await world.act(player, id, "redraw", { code: "AS", origin: x })).ok).toBe(true);
    expect(await world.seeCard(id)).not.toContain("doa-redraw-odds");
  });

  it("[DOA-06] the GM deck's exhaustion count is kept between checks: a check after a reshuffle starts at Lower Hand", async () => {
    const { o } = await xenaAndOrc();
    await move(world, "gm", "5H", "gm-deck", "gm-table");
    // Empty the GM's deck into its discard pile: the next draw reshuffles it, exhausting the deck once.
    await stackDeck(world, "gm", "3H", "gm-discard");
    await move(world, "gm", "3H", "gm-deck", "gm-discard");
    const startCheck = async () => {
      const started = await world.ask(world.gm, {
        kind: "startCard",
        messageType: DOA_MESSAGE.check,
        actorId: o,
        options: { on: "STR", tc: "5H", dr: 3 },
      });
      return started.ok ? started.messageId! : "";
    };
    const first = await startCheck();
    expect(state<{ setup: { deck: { exhaustions: number } } }>(first).setup.deck.exhaustions).toBe(0);
    expect((await world.act(world.gm, first, "draw")).ok).toBe(true);
    await waitFor(() => expect(doa.gather.gmExhaustions()).toBe(1));

    const second = await startCheck();
    expect(state<{ setup: { deck: { exhaustions: number } } }>(second).setup.deck.exhaustions).toBe(1);
    expect(await world.seeCard(second)).toContain(game.i18n.format("DECKBOUND.DOA.Hand.Lower", { n: "1" }));
  });

  it("[DOA-21] a Bystander's check offers no redraw: Bystanders cannot use Fate Cards", async () => {
    const { o } = await xenaAndOrc();
    await move(world, "gm", "5H", "gm-deck", "gm-table");
    const started = await world.ask(world.gm, {
      kind: "startCard",
      messageType: DOA_MESSAGE.check,
      actorId: o,
      options: { on: "STR", tc: "5H", dr: 3 },
    });
    expect(started.ok).toBe(true);
    const id = started.ok ? started.messageId! : "";
    expect((await world.act(world.gm, id, "draw")).ok).toBe(true);
    const refused = await world.act(world.gm, id, "redraw", { token: "1" });
    expect(refused.ok).toBe(false);
    expect(state<{ check: { phase: string } }>(id).check.phase).toBe("done");
  });
});

describe("bad input on the table", () => {
  it("[DOA-02] a Fate Card can never go into the deck, nor onto the discard pile that is shuffled back into it", async () => {
    const { player, x } = await xenaAndOrc();
    await move(world, x, "AS 5C", `deck:${x}`, `hand:${x}`);
    const playerMove = (code: string, to: string) =>
      world.ask(player, { kind: "move", from: `hand:${x}`, to, cards: [{ code, origin: x }] });
    expect(await playerMove("AS", `deck:${x}`)).toEqual({ ok: false, reason: "DECKBOUND.DOA.Refusal.FateCardIntoDeck" });
    expect(await playerMove("AS", `discard:${x}`)).toEqual({ ok: false, reason: "DECKBOUND.DOA.Refusal.FateCardIntoDeck" });
    expect((await playerMove("5C", `discard:${x}`)).ok).toBe(true);
    expect(codes(`hand:${x}`)).toEqual(["AS"]);
  });

  it("[DOA-11][DOA-06] Upper Hand (1) against the exhaustion penalty's Lower Hand (1) cancels to a plain draw of one card", async () => {
    const { player, xena, x } = await xenaAndOrc();
    await world.rt.as(world.gm, () => xena.update({ system: { deck: { exhaustions: 1 } } } as never));
    await move(world, "gm", "8C", "gm-deck", "gm-table");
    const started = await world.ask(player, {
      kind: "startCard",
      messageType: DOA_MESSAGE.check,
      actorId: x,
      options: { on: "AGL", tc: "8C", dr: 1, hand: 1 },
    });
    const id = started.ok ? started.messageId! : "";
    expect(await world.seeCard(id)).toContain("Plain draw");
    await world.act(player, id, "draw");
    const check = state<{ check: { net: number; needed: number; drawn: unknown[] } }>(id).check;
    expect(check).toMatchObject({ net: 0, needed: 1 });
    expect(check.drawn).toHaveLength(1);
  });
});

describe("Toughening Up", () => {
  /** Xena holds `aces`; the GM's kings give the orc the first turn; the combat begins, Xena keeping her initiative card. */
  async function orcFirst(aces: string, weaponDamage?: number) {
    const setup = await xenaAndOrc();
    const { player, orc, x, o } = setup;
    if (weaponDamage) await item(world, orc, "Club", DOA_ITEM.weapon, { damage: weaponDamage, damageKind: "physical" });
    await move(world, x, aces, `deck:${x}`, `hand:${x}`);
    await stackDeck(world, x, "2C 2D 2H", `discard:${x}`);
    await stackDeck(world, "gm", "KS KD KH KC QS", "gm-discard");
    const id = await startCombat(world, x, [x, o]);
    await world.act(world.gm, id, "begin");
    await world.act(player, id, "accept");
    expect(state<CombatView>(id).combat.order).toEqual([o, x]);
    return { ...setup, id };
  }

  it("[DOA-04] hit by the orc, Xena spends a held Fate Card to ignore a point of damage", async () => {
    const { player, xena, x, o, id } = await orcFirst("AS");

    // The orc (no weapon: the default 1 damage) hits Xena, who has no armour: 1 HP.
    expect((await world.act(world.gm, id, "attack", { attacker: o, target: x })).ok).toBe(true);
    expect(xena.system).toMatchObject({ hp: { value: 6 } });
    expect(await world.seeCard(id)).toContain('data-action="toughenUp"');

    const toughen = { id: x, code: "AS", origin: x };
    expect(await world.act(world.players[1]!, id, "toughenUp", toughen)).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.NotOwner",
    });
    expect((await world.act(player, id, "toughenUp", toughen)).ok).toBe(true);
    expect(xena.system).toMatchObject({ hp: { value: 7 } });
    expect(codes(`discard:${x}`)).toContain("AS");
    // Nothing is left to ignore: the buttons go.
    expect(await world.seeCard(id)).not.toContain('data-action="toughenUp"');
  });

  it("[DOA-04] hit for 2, Xena spends two Fate Cards in one round to ignore both points; a world capping it at one a round offers and takes no second", async () => {
    const { player, xena, x, o, id } = await orcFirst("AS AH AD AC", 2);
    await world.act(world.gm, id, "attack", { attacker: o, target: x });
    expect(xena.system).toMatchObject({ hp: { value: 5 } });
    expect((await world.act(player, id, "toughenUp", { id: x, code: "AS", origin: x })).ok).toBe(true);
    expect(await world.seeCard(id)).toContain('data-action="toughenUp"');
    expect((await world.act(player, id, "toughenUp", { id: x, code: "AH", origin: x })).ok).toBe(true);
    expect(xena.system).toMatchObject({ hp: { value: 7 } });
    expect(codes(`discard:${x}`)).toEqual(expect.arrayContaining(["AS", "AH"]));

    // The world's alternative reading: Toughening Up is the combat cap, one Fate Card a round.
    await world.rt.as(world.gm, () => game.settings.set("deckbound", "doa.fateDamageOncePerRound" as never, true as never));
    await world.act(world.gm, id, "endCombat");
    const capped = await world.ask(world.gm, {
      kind: "startCard",
      messageType: DOA_MESSAGE.combat,
      actorId: x,
      options: { combatants: [x, o] },
    });
    const next = capped.ok ? capped.messageId! : "";
    await world.act(world.gm, next, "begin");
    await world.act(player, next, "accept");
    if (state<CombatView>(next).combat.order[0] === x) await world.act(player, next, "endTurn");
    await world.act(world.gm, next, "attack", { attacker: o, target: x });
    expect(xena.system).toMatchObject({ hp: { value: 5 } });
    expect((await world.act(player, next, "toughenUp", { id: x, code: "AD", origin: x })).ok).toBe(true);
    expect(await world.seeCard(next)).not.toContain('data-action="toughenUp"');
    expect(await world.act(player, next, "toughenUp", { id: x, code: "AC", origin: x })).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.ToughenedThisRound",
    });
  });
});

describe("the effects' consequences on the combat card", () => {
  /**
   * Xena (Ann) draws a king for initiative, Jonas (Bob) a queen, the orc a two: Xena, Jonas, orc.
   * Xena holds the A♠, so each of her checks waits for her decision and its terms can be read.
   */
  async function threeWay(jonasHp = 6) {
    const [ann, bob] = world.players as [User.Implementation, User.Implementation];
    const xena = await world.actor("Xena", ann, {
      type: DOA_ACTOR.dealer,
      system: { level: 1, skills: { craft: 1 }, primarySkill: "finesse", primarySuit: "S", hp: { value: 7 } },
    });
    const jonas = await world.actor("Jonas", bob, {
      type: DOA_ACTOR.dealer,
      system: { level: 1, primarySkill: "brute", primarySuit: "H", hp: { value: jonasHp } },
    });
    const orc = await world.actor("Orc", null, { type: DOA_ACTOR.bystander, system: { hp: { value: 3, max: 3 } } });
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
    const [x, j, o] = [xena.id!, jonas.id!, orc.id!];
    await move(world, x, "AS", `deck:${x}`, `hand:${x}`);
    await stackDeck(world, x, "KD KH KC", `discard:${x}`);
    await stackDeck(world, j, "QS QD QH QC", `discard:${j}`);
    await stackDeck(world, "gm", "2C 2D 2H 2S", "gm-discard");
    const id = await startCombat(world, x, [x, j, o]);
    const cardAction = (user: User.Implementation, action: string, data: object | null) => world.act(user, id, action, data);
    await cardAction(world.gm, "begin", null);
    await cardAction(ann, "accept", null);
    return { ann, bob, jonas, x, j, o, id, cardAction };
  }

  type Odds = ReturnType<(typeof doaRules)["checkOdds"]>;
  interface EffectsView {
    odds: { attacks: { target: string; needsSense?: boolean; odds: Odds }[]; treats: { target: string; method: string; odds: Odds }[] };
    combat: {
      order: string[];
      turn: number;
      check: { net: number; target: { tc: unknown; dr: number; modifier: number } } | null;
      combatants: { id: string; initiative: unknown; outnumberedBy?: number; knockedOutRound?: number; vitals: { hp: number } }[];
      lastTreat?: { revived: boolean } | null;
    };
  }
  const view = (id: string) => state<EffectsView>(id);
  const content = (id: string) => world.seeCard(id);
  const initiativeOf = (id: string, who: string) => view(id).combat.combatants.find((c) => c.id === who)!.initiative;
  const lyingCards = (owner: string) => ({ deck: world.cardsIn(`deck:${owner}`), discards: world.cardsIn(`discard:${owner}`) });

  it("[DOA-16][CORE-05] Outnumbered: the attacker's player counts the Dealers on the orc with +/−; every attack on it and its odds get +1 per Dealer beyond the first", async () => {
    const { ann, bob, x, o, id, cardAction } = await threeWay();
    expect(view(id).combat.order[0]).toBe(x);
    expect(await content(id)).toContain('data-action="outnumber"');
    // Jonas's player is not attacking now; the bonus takes whole steps.
    expect(await cardAction(bob, "outnumber", { id: o, by: "1" })).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotOwner" });
    expect(await cardAction(ann, "outnumber", { id: o, by: "2" })).toEqual({ ok: false, reason: "DECKBOUND.Refusal.Malformed" });
    expect((await cardAction(ann, "outnumber", { id: o, by: "1" })).ok).toBe(true);
    expect(await content(id)).toContain(game.i18n.format("DECKBOUND.DOA.Combat.Outnumbered", { n: "1" }));
    expect(await content(id)).not.toContain("doa-outnumbered-bonus");
    expect((await cardAction(world.gm, "outnumber", { id: o, by: "1" })).ok).toBe(true);
    expect(view(id).combat.combatants.find((c) => c.id === o)?.outnumberedBy).toBe(2);
    expect(await content(id)).toContain(game.i18n.format("DECKBOUND.DOA.Combat.OutnumberedBonus", { bonus: "1" }));
    // Only two Dealers fight here.
    expect(await cardAction(ann, "outnumber", { id: o, by: "1" })).toEqual({ ok: false, reason: "DECKBOUND.DOA.Refusal.BadNumber" });

    // The odds on the orc: Finesse 0 + 1 against the orc's AC 4. An 8 or a 7 back in Xena's deck
    // lies 5 or 6 from her king: the +1 brings the 8 within DR 4, not the 7. The card stores odds
    // as it updates: one Dealer down and back up again.
    await move(world, x, "8S 7H", `discard:${x}`, `deck:${x}`);
    expect((await cardAction(ann, "outnumber", { id: o, by: "-1" })).ok).toBe(true);
    expect((await cardAction(ann, "outnumber", { id: o, by: "1" })).ok).toBe(true);
    const target = { tc: initiativeOf(id, x) as never, dr: 4, modifier: 1 };
    const odds = view(id).odds.attacks.find((attack) => attack.target === o)!.odds;
    expect(odds).toEqual(doaRules.checkOdds(lyingCards(x).deck, target, { discards: lyingCards(x).discards }));
    expect(odds.success).toBeGreaterThan(
      doaRules.checkOdds(lyingCards(x).deck, { ...target, modifier: 0 }, { discards: lyingCards(x).discards }).success,
    );
    // The attack draws with it.
    expect((await cardAction(ann, "attack", { attacker: x, target: o })).ok).toBe(true);
    expect(view(id).combat.check?.target).toMatchObject({ dr: 4, modifier: 1 });
  });

  it("[DOA-16][CORE-05] Blinded or Deafened: a second Attack button for an attack needing the lost sense, with its odds at Lower Hand (3), drawn that way", async () => {
    const { ann, x, o, id, cardAction } = await threeWay();
    expect(await content(id)).not.toContain("data-needs-sense");
    expect((await cardAction(world.gm, "setCondition", { id: x, condition: "senseLost", on: "true" })).ok).toBe(true);
    expect((await content(id)).match(new RegExp(`data-action="attack"[^>]*data-target="${o}"`, "g"))).toHaveLength(2);
    expect(await content(id)).toContain(game.i18n.localize("DECKBOUND.DOA.Combat.AttackNeedsSense"));
    const onOrc = view(id).odds.attacks.filter((attack) => attack.target === o);
    const target = { tc: initiativeOf(id, x) as never, dr: 4, modifier: 0 };
    expect(onOrc.find((attack) => attack.needsSense)!.odds).toEqual(
      doaRules.checkOdds(lyingCards(x).deck, target, { hand: [doaRules.lowerHand(3)], discards: lyingCards(x).discards }),
    );
    expect(onOrc.find((attack) => !attack.needsSense)!.odds).toEqual(
      doaRules.checkOdds(lyingCards(x).deck, target, { discards: lyingCards(x).discards }),
    );
    expect((await cardAction(ann, "attack", { attacker: x, target: o, needsSense: "true" })).ok).toBe(true);
    expect(view(id).combat.check?.net).toBe(-3);
  });

  it("[DOA-13][DOA-16] Xena's player delays her turn until after the orc; the Bystander cannot delay; the next round keeps the standing order", async () => {
    const { ann, bob, x, j, o, id, cardAction } = await threeWay();
    const current = () => view(id).combat.order[view(id).combat.turn];
    expect((await content(id)).match(/data-action="delay"/g)).toHaveLength(2);
    expect(await cardAction(bob, "delay", { id: x, after: o })).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotOwner" });
    expect((await cardAction(ann, "delay", { id: x, after: o })).ok).toBe(true);
    expect(view(id).combat.order).toEqual([j, o, x]);
    expect(current()).toBe(j);
    // Jonas is last-but-one to act now: he may delay only until after the orc or Xena.
    expect(await cardAction(bob, "delay", { id: j, after: j })).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Combat.Refusal.DelayPastActed",
    });
    expect((await cardAction(bob, "endTurn", null)).ok).toBe(true);
    expect(current()).toBe(o);
    expect(await content(id)).not.toContain('data-action="delay"');
    const refused = await cardAction(world.gm, "delay", { id: o, after: x });
    expect(refused).toEqual({ ok: false, reason: "DECKBOUND.DOA.Combat.Refusal.DelayDealersOnly" });
    expect(game.i18n.localize(refused.ok ? "" : refused.reason)).not.toMatch(/^DECKBOUND/);
    expect((await cardAction(world.gm, "endTurn", null)).ok).toBe(true);
    expect(current()).toBe(x);
    expect((await cardAction(ann, "endTurn", null)).ok).toBe(true);
    expect(state<{ combat: { round: number } }>(id).combat.round).toBe(2);
    expect(view(id).combat.order).toEqual([x, j, o]);
  });

  it("[DOA-16][DOA-17][CORE-05] Xena treats Knocked Out Jonas: a Craft check against his TC at DR 5 less a round since, odds on the button; success brings him to 0 HP and acting", async () => {
    // Jonas was beyond his health before the fight: Knocked Out from round 1.
    const { ann, bob, jonas, x, j, id, cardAction } = await threeWay(-1);
    expect(view(id).combat.combatants.find((c) => c.id === j)?.knockedOutRound).toBe(1);
    // Round 2: Jonas's turns are skipped; one round since, DR 4.
    for (let turn = 0; turn < 2; turn++) expect((await cardAction(world.gm, "endTurn", null)).ok).toBe(true);
    expect(state<{ combat: { round: number } }>(id).combat.round).toBe(2);
    expect(view(id).combat.order[view(id).combat.turn]).toBe(x);
    expect(await content(id)).toContain(game.i18n.format("DECKBOUND.DOA.Combat.KnockedOutSince", { round: "1" }));
    const craft = view(id).odds.treats.find((treat) => treat.target === j && treat.method === "craft")!.odds;
    // Craft 1 (Gut 0); a Healing Power would be Finesse 0.
    const target = { tc: initiativeOf(id, j) as never, dr: 4, modifier: 1 };
    expect(craft).toEqual(doaRules.checkOdds(lyingCards(x).deck, target, { discards: lyingCards(x).discards }));
    expect(await content(id)).toContain(
      game.i18n.format("DECKBOUND.DOA.Combat.TreatCraftOdds", { dr: "4", percent: percent(craft.success) }),
    );
    expect(await content(id)).toMatch(new RegExp(`data-action="treat"[^>]*data-target="${j}" data-method="power"`));

    expect(await cardAction(bob, "treat", { id: x, target: j, method: "craft" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.NotOwner",
    });
    expect(await cardAction(ann, "treat", { id: x, target: j, method: "magic" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.Malformed",
    });
    expect((await cardAction(ann, "treat", { id: x, target: j, method: "craft" })).ok).toBe(true);
    expect(view(id).combat.check?.target).toMatchObject({ dr: 4, modifier: 1 });
    // A king on Jonas's queen: within DR 4.
    expect((await cardAction(ann, "accept", null)).ok).toBe(true);
    expect(view(id).combat.lastTreat).toEqual({ healer: x, target: j, revived: true });
    expect(jonas.system).toMatchObject({ hp: { value: 0 } });
    expect(await content(id)).toContain(game.i18n.format("DECKBOUND.DOA.Combat.Revived", { healer: "Xena", target: "Jonas" }));
    expect(await content(id)).not.toContain('data-action="treat"');
    // Back in the fight: his turn comes next.
    expect((await cardAction(ann, "endTurn", null)).ok).toBe(true);
    expect(view(id).combat.order[view(id).combat.turn]).toBe(j);
  });

  it("[DOA-16] Knocked Out Jonas hit again: the GM's card offers the Great Void, an Epic Event for Jonas alone; a player's card shows no such button", async () => {
    const { ann, bob, x, j, id, cardAction } = await threeWay(-1);
    expect(await content(id)).not.toContain('data-action="greatVoid"');
    expect((await cardAction(ann, "attack", { attacker: x, target: j })).ok).toBe(true);
    if (view(id).combat.check) expect((await cardAction(ann, "accept", null)).ok).toBe(true);
    const attack = state<{ combat: { lastAttack: { hit: boolean; hitWhileKnockedOut: boolean } } }>(id).combat.lastAttack;
    expect(attack).toMatchObject({ hit: true, hitWhileKnockedOut: true });
    expect(await content(id)).toMatch(new RegExp(`data-action="greatVoid" data-id="${j}"`));
    // The button is the GM's: a player's client renders none.
    expect(await world.seeCard(id, ann)).not.toContain('data-action="greatVoid"');

    // Its prompt starts the Epic Event on the GM's client and sends nothing to the combat card.
    expect(await press(world, world.gm, id, "greatVoid", { id: j })).toBeNull();
    const epic = game.messages.contents.filter((message) => message.type === DOA_MESSAGE.epic);
    expect(epic).toHaveLength(1);
    const seats = (epic[0]!.system as unknown as { state: { setup: { kind: string; players: { id: string }[] } } }).state.setup;
    expect(seats).toMatchObject({ kind: "epic", players: [{ id: j }] });

    // "A Conviction Check vs. their attacker's TC": Xena's initiative card, which lies on her table, not the GM's [DOA-16].
    const xenaTc = initiativeOf(id, x) as { rank: number; suit: string; origin: string };
    expect(state<{ setup: { greatVoid: unknown } }>(epic[0]!.id!).setup.greatVoid).toEqual(xenaTc);
    const voidId = epic[0]!.id!;
    const voidAction = (action: string, data: object | null) => world.act(world.gm, voidId, action, data);
    expect((await voidAction("begin", null)).ok).toBe(true);
    const code = cardCode(xenaTc as never);
    expect(await voidAction("call", { code, origin: x, on: "STR", dr: "3" })).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.GreatVoidCall",
    });
    expect(await voidAction("call", { code: "2C", origin: "gm", on: "CON", dr: "3" })).toMatchObject({ ok: false });
    expect((await voidAction("call", { code, origin: x, on: "CON", dr: "3" })).ok).toBe(true);
    expect(state<{ epic: { call: { tc: unknown; on: string; dr: number } } }>(voidId).epic.call).toEqual({
      tc: xenaTc,
      on: "CON",
      dr: 3,
      goal: null,
      for: null,
    });
    // [DOA-16] "An unknown DR": closed, the call's DR stays the GM's while the event lasts; it shows once the event ends.
    expect((await voidAction("closeCall", null)).ok).toBe(true);
    const drLine = /Conviction<\/strong> · DR (\w+)/;
    expect((await world.seeCard(voidId, world.gm)).match(drLine)?.[1]).toBe("3");
    expect((await world.seeCard(voidId, bob)).match(drLine)?.[1]).toBe("unknown");
    expect((await voidAction("conclude", { success: "false" })).ok).toBe(true);
    expect((await world.seeCard(voidId, bob)).match(drLine)?.[1]).toBe("3");
  });
});

describe("ties and other actions on the combat card", () => {
  it("[DOA-13][DOA-14] tied kings: the higher Agility goes first, the other's player may put theirs first before anyone acts; Another action spends one of the turn's actions", async () => {
    const [ann, bob] = world.players as [User.Implementation, User.Implementation];
    const xena = await world.actor("Xena", ann, {
      type: DOA_ACTOR.dealer,
      system: { level: 1, primarySkill: "finesse", primarySuit: "S", hp: { value: 6 } },
    });
    const jonas = await world.actor("Jonas", bob, {
      type: DOA_ACTOR.dealer,
      system: { level: 1, attributes: { AGL: 2 }, primarySkill: "brute", primarySuit: "H", hp: { value: 6 } },
    });
    await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
    const [x, j] = [xena.id!, jonas.id!];
    // Hidden decks draw at random: each holds one king.
    await stackDeck(world, x, "KS", `discard:${x}`);
    await stackDeck(world, j, "KD", `discard:${j}`);
    const id = await startCombat(world, x, [x, j]);
    const cardAction = (user: User.Implementation, action: string, data: object | null) => world.act(user, id, action, data);
    const combat = () => state<{ combat: { order: string[]; turn: number; actionsUsed: number } }>(id).combat;
    const content = () => world.seeCard(id);
    await cardAction(world.gm, "begin", null);
    expect(combat().order).toEqual([j, x]);
    expect(await content()).toMatch(new RegExp(`data-action="goFirst" data-id="${x}"`));
    expect(await content()).not.toMatch(new RegExp(`data-action="goFirst" data-id="${j}"`));

    expect(await cardAction(bob, "goFirst", { id: x })).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotOwner" });
    expect((await cardAction(ann, "goFirst", { id: x })).ok).toBe(true);
    expect(combat().order).toEqual([x, j]);

    // Xena uses a power that draws nothing: one action spent, and the tie can no longer be changed.
    expect(await content()).toMatch(new RegExp(`data-action="useAction" data-id="${x}"`));
    expect(await cardAction(bob, "useAction", { id: x })).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotOwner" });
    expect((await cardAction(ann, "useAction", { id: x })).ok).toBe(true);
    expect(combat().actionsUsed).toBe(1);
    expect(await content()).not.toContain('data-action="goFirst"');
    expect(await cardAction(bob, "goFirst", { id: j })).toEqual({ ok: false, reason: "DECKBOUND.DOA.Refusal.WrongPhase" });
  });
});

describe("who acts for a fighter", () => {
  it("[DOA-13] the GM hands Xena from Ann to Bob mid-fight: Bob now ends her turn on the card, and Ann may not (before, the card kept the owners it started with)", async () => {
    const { player: ann, xena, x, o } = await xenaAndOrc();
    const bob = world.players[1]!;
    await stackDeck(world, x, "KS KD KH KC", `discard:${x}`);
    await stackDeck(world, "gm", "2C 2D 2H 2S", "gm-discard");
    const id = await startCombat(world, x, [x, o]);
    expect((await world.act(world.gm, id, "begin")).ok).toBe(true);
    expect(state<CombatView>(id).combat.order[0]).toBe(x);
    await world.rt.as(world.gm, () => xena.update({ ownership: { [ann.id!]: 0, [bob.id!]: 3 } } as never));
    expect(await world.act(ann, id, "endTurn")).toEqual({ ok: false, reason: "DECKBOUND.Refusal.NotOwner" });
    expect((await world.act(bob, id, "endTurn")).ok).toBe(true);
  });
});

describe("a sheet changed mid-fight", () => {
  it("[DOA-18] [DOA-15] the GM swaps the orc's hide for plate on its sheet mid-fight: the card takes its AC, and Xena's attack odds on it follow; a power added to Xena's sheet is hers to attack with", async () => {
    const { xena, orc, x, o } = await xenaAndOrc();
    await stackDeck(world, x, "KS 2C 5D 8H JS 4C 9D 3S", `discard:${x}`);
    await stackDeck(world, "gm", "2C 2D 2H 2S", "gm-discard");
    const id = await startCombat(world, x, [x, o]);
    expect((await world.act(world.gm, id, "begin")).ok).toBe(true);
    type Card = {
      combat: { combatants: { id: string; stats: { armor?: unknown } }[] };
      odds: { attacks: { target: string; odds: { success: number } }[] } | null;
      info: Record<string, { arms: { name: string }[] }>;
    };
    const card = () => state<Card>(id);
    const orcStats = () => card().combat.combatants.find((fighter) => fighter.id === o)!.stats;
    const oddsOnOrc = () => card().odds?.attacks.find((attack) => attack.target === o)?.odds.success;
    expect(orcStats().armor).toMatchObject({ ac: 4 });
    const before = oddsOnOrc();
    // The GM swaps the hide for plate: AC 1, a DR of 1 for Xena to land within [DOA-18, DOA-15].
    const hide = orc.items.find((owned) => owned.name === "Hide")!;
    await world.rt.as(world.gm, () => hide.update({ name: "Plate", system: { ac: 1 } } as never));
    await waitFor(() => expect(orcStats().armor).toMatchObject({ ac: 1 }));
    // The card's odds follow at once: harder to hit.
    expect(oddsOnOrc()).toBeLessThan(before!);
    await item(world, xena, "Fire Bolt", DOA_ITEM.power, {});
    await waitFor(() => expect(card().info[x]!.arms.map((arm) => arm.name)).toContain("Fire Bolt"));
    // An edit the card needs nothing from (the plate's description) is let be, and no one is told of it.
    const plate = orc.items.find((owned) => owned.name === "Plate")!;
    await world.rt.as(world.gm, () => plate.update({ system: { description: "Dented." } } as never));
    expect(world.rt.notifications.log.filter((entry) => entry.type === "warn")).toEqual([]);
  });
});
