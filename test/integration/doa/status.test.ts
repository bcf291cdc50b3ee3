/**
 * Deck of Adventures combat conditions ⇄ token statuses [DOA-16] and Health and Armour ⇄ the sheet
 * [DOA-17], on the Foundry test runtime through the GM queue: the card writes to the actor only
 * what an update changed, so a status set by hand or Health edited on the sheet survives; a
 * hand-set Stunned, Entangled or Knocked Down, or an edited Health, reaches a running combat card
 * as the card's own action; nothing is written when nothing changed.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createWorld } from "../world.ts";
import type { World } from "../world.ts";
import { stackDeck, startCombat } from "./helpers.ts";
import { waitFor } from "../wait.ts";
import { DOA_ACTOR, DOA_ID } from "../../../src/rulesets/doa/ids.ts";

let world: World;

beforeEach(async () => {
  world = await createWorld({ ruleset: DOA_ID, players: ["Ann", "Bob"], seed: 2026 });
});

afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

/** Let the GM's hooks (write-back, status sync) and the queue finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

interface CombatView {
  combat: { phase: string; check: unknown; actionsUsed: number; combatants: { id: string; conditions: Record<string, boolean> }[] };
}

/** Xena (a player's Dealer) and an Orc, in a combat card whose turns have begun; Xena acts first. */
async function fight() {
  const player = world.players[0]!;
  const xena = await world.actor("Xena", player, {
    type: DOA_ACTOR.dealer,
    system: { level: 2, attributes: { AGL: 2 }, skills: { finesse: 2 }, primarySkill: "finesse", primarySuit: "S", hp: { value: 7 } },
  });
  const orc = await world.actor("Orc", null, { type: DOA_ACTOR.bystander, system: { hp: { value: 3, max: 3 }, ap: { value: 1 } } });
  await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
  const x = xena.id!;
  const o = orc.id!;
  await stackDeck(world, x, "KS KD KH KC QS QD QH QC", `discard:${x}`);
  await stackDeck(world, "gm", "2C 2D 2H 2S", "gm-discard");
  const id = await startCombat(world, x, [x, o]);
  const view = () => (game.messages.get(id)!.system as unknown as { state: CombatView }).state.combat;
  const conditionsOf = (who: string) => view().combatants.find((combatant) => combatant.id === who)!.conditions;
  const setCondition = (user: User.Implementation, who: string, condition: string, on: boolean) =>
    world.act(user, id, "setCondition", { id: who, condition, on: String(on) });
  const begin = async () => {
    await world.act(world.gm, id, "begin");
    if (view().check) await world.act(player, id, "accept");
    await waitFor(() => expect(view().phase).toBe("turns"));
  };
  return { player, xena, orc, x, o, id, view, conditionsOf, setCondition, begin };
}

const statusesOf = (actor: Actor.Implementation) => [...actor.statuses].sort();

describe("combat conditions and token statuses", () => {
  it("[DOA-16] the GM sets Stunned on the card: the actor gets the doa-stunned status; taking it off the card removes it", async () => {
    const { xena, x, begin, setCondition } = await fight();
    await begin();
    expect(statusesOf(xena)).toEqual([]);
    expect((await setCondition(world.gm, x, "stunned", true)).ok).toBe(true);
    await waitFor(() => expect(statusesOf(xena)).toEqual(["doa-stunned"]));
    const effect = xena.effects.contents[0]!;
    expect(effect.name).toBe(game.i18n.localize("DECKBOUND.DOA.Effect.Stunned"));
    expect((await setCondition(world.gm, x, "stunned", false)).ok).toBe(true);
    await waitFor(() => expect(statusesOf(xena)).toEqual([]));
  });

  it("[DOA-16] a hand-set doa-entangled shows on the card as Entangled, survives the next unrelated card update, and taking it off by hand clears it on the card", async () => {
    const { orc, xena, o, x, begin, conditionsOf, setCondition } = await fight();
    await begin();
    await world.rt.as(world.gm, () => orc.toggleStatusEffect("doa-entangled"));
    await waitFor(() => expect(conditionsOf(o)).toMatchObject({ entangled: true }));

    // An unrelated update of the card (Xena stunned) leaves the orc's status alone.
    expect((await setCondition(world.gm, x, "stunned", true)).ok).toBe(true);
    await waitFor(() => expect(statusesOf(xena)).toEqual(["doa-stunned"]));
    expect(statusesOf(orc)).toEqual(["doa-entangled"]);

    await world.rt.as(world.gm, () => orc.toggleStatusEffect("doa-entangled"));
    await waitFor(() => expect(conditionsOf(o)).toMatchObject({ entangled: false }));
    await settle();
    expect(statusesOf(orc)).toEqual([]);
    expect(conditionsOf(x)).toMatchObject({ stunned: true });
  });

  it("[DOA-16] a status set by hand before the fight's turns is not the card's: beginning the fight keeps it and does not take it up", async () => {
    const { orc, o, begin, conditionsOf } = await fight();
    await world.rt.as(world.gm, () => orc.toggleStatusEffect("doa-stunned"));
    await begin();
    expect(statusesOf(orc)).toEqual(["doa-stunned"]);
    expect(conditionsOf(o)["stunned"]).not.toBe(true);
  });

  it("[DOA-16] a player's own toggle on their Dealer works the same: Knocked Down on the card leaves one action; a stranger may not toggle it", async () => {
    const { player, xena, x, id, begin, conditionsOf } = await fight();
    await begin();
    const stranger = world.players[1]!;
    await expect(world.rt.as(stranger, () => xena.toggleStatusEffect("doa-knockedDown"))).rejects.toThrow(/permission/);
    await world.rt.as(player, () => xena.toggleStatusEffect("doa-knockedDown"));
    await waitFor(() => expect(conditionsOf(x)).toMatchObject({ knockedDown: true }));
    // Getting up costs the turn's other action: the card's rules follow the status.
    expect((await world.act(player, id, "useAction", { id: x })).ok).toBe(true);
    expect(await world.act(player, id, "useAction", { id: x })).toEqual({
      ok: false,
      reason: "DECKBOUND.DOA.Refusal.NoActionsLeft",
    });
    await world.rt.as(player, () => xena.toggleStatusEffect("doa-knockedDown"));
    await waitFor(() => expect(conditionsOf(x)).toMatchObject({ knockedDown: false }));
  });

  it("[DOA-16] each change is written once, and an update that changes nothing writes nothing (no loop)", async () => {
    const { orc, xena, o, x, begin, setCondition, conditionsOf } = await fight();
    await begin();
    world.rt.writes.reset();
    // Card → token: the card's update and the status; the status's hook finds the card agreeing.
    expect((await setCondition(world.gm, x, "entangled", true)).ok).toBe(true);
    await settle();
    expect(world.rt.writes.log).toEqual([
      { op: "update", documentName: "ChatMessage", n: 1 },
      { op: "create", documentName: "ActiveEffect", n: 1 },
    ]);
    // Token → card: the status and the card's update; the card's mirror finds the token agreeing.
    world.rt.writes.reset();
    await world.rt.as(world.gm, () => orc.toggleStatusEffect("doa-stunned"));
    await waitFor(() => expect(conditionsOf(o)).toMatchObject({ stunned: true }));
    await settle();
    expect(world.rt.writes.log).toEqual([
      { op: "create", documentName: "ActiveEffect", n: 1 },
      { op: "update", documentName: "ChatMessage", n: 1 },
    ]);
    // Nothing changed: no write at all.
    world.rt.writes.reset();
    expect((await setCondition(world.gm, x, "entangled", true)).ok).toBe(true);
    expect(await world.rt.as(world.gm, () => xena.toggleStatusEffect("doa-entangled", { active: true }))).toBe(true);
    await settle();
    expect(world.rt.writes.count).toBe(0);
  });

  it("[DOA-16] Knocked Out, Outnumbered and the senses set by hand are only markers: the card does not take them up", async () => {
    const { orc, o, begin, conditionsOf, view } = await fight();
    await begin();
    const before = structuredClone(view());
    for (const status of ["doa-knockedOut", "doa-outnumbered", "doa-blinded", "doa-deafened"]) {
      await world.rt.as(world.gm, () => orc.toggleStatusEffect(status));
    }
    await settle();
    expect(statusesOf(orc)).toEqual(["doa-blinded", "doa-deafened", "doa-knockedOut", "doa-outnumbered"]);
    expect(view()).toEqual(before);
    expect(conditionsOf(o)).toEqual({});
  });
});

describe("which statuses a card update switches", () => {
  it("[DOA-16] only the conditions that changed, and only where the token differs; a lost sense has no status; statuses map back to conditions", async () => {
    const { changedStatusChanges, conditionOfStatus } = await import("../../../src/rulesets/doa/combat/status-effects.ts");
    const up = { hp: 3 };
    const marks = (conditions: object, vitals = up, outnumberedBy = 0) => ({ conditions, vitals, outnumberedBy });
    // Entangled came on, Stunned went off; Knocked Down did not change, so its hand-set status stays.
    expect(
      changedStatusChanges(
        marks({ stunned: true, knockedDown: false }),
        marks({ entangled: true, knockedDown: false }),
        new Set(["doa-stunned", "doa-knockedDown"]),
      ),
    ).toEqual([
      { id: "doa-stunned", active: false },
      { id: "doa-entangled", active: true },
    ]);
    expect(changedStatusChanges(marks({}), marks({ entangled: true }), new Set(["doa-entangled"]))).toEqual([]);
    expect(changedStatusChanges(marks({}), marks({ senseLost: true }), new Set())).toEqual([]);
    // Knocked Out follows Health [DOA-17]; Outnumbered, two Dealers or more on the combatant.
    expect(changedStatusChanges(marks({}), marks({}, { hp: -1 }, 2), new Set())).toEqual([
      { id: "doa-knockedOut", active: true },
      { id: "doa-outnumbered", active: true },
    ]);
    expect(changedStatusChanges(marks({}, { hp: -1 }, 2), marks({}, up, 1), new Set(["doa-knockedOut", "doa-outnumbered"]))).toEqual([
      { id: "doa-knockedOut", active: false },
      { id: "doa-outnumbered", active: false },
    ]);
    expect(["doa-stunned", "doa-entangled", "doa-knockedDown", "doa-knockedOut", "doa-blinded"].map(conditionOfStatus)).toEqual([
      "stunned",
      "entangled",
      "knockedDown",
      undefined,
      undefined,
    ]);
  });
});

describe("Health and Armour between the combat card and the sheet", () => {
  const vitalsOf = (view: () => { combatants: { id: string }[] }, who: string) =>
    view().combatants.find((combatant) => combatant.id === who) as unknown as {
      vitals: { hp: number; ap: number };
      knockedOutRound?: number;
    };
  const sheetHp = (actor: Actor.Implementation) => actor.system as unknown as { hp: { value: number }; ap: { value: number } };

  it("[DOA-17] the GM edits the orc's Health and Armour on its sheet mid-fight: the card follows, and Xena's hit starts from the edited values", async () => {
    const { player, orc, o, x, id, view, begin } = await fight();
    await begin();
    await world.rt.as(world.gm, () => orc.update({ system: { hp: { value: 2 }, ap: { value: 0 } } } as never));
    await waitFor(() => expect(vitalsOf(view, o).vitals).toMatchObject({ hp: 2, ap: 0 }));
    expect(sheetHp(orc).hp.value).toBe(2);

    // Only the GM brings such edits to the card.
    expect(await world.act(player, id, "setVitals", { id: o, hp: "9", ap: "0" })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.NotOwner",
    });

    // Xena's king against the orc: a hit for 1, from 2 HP with no armour left.
    expect((await world.act(player, id, "attack", { attacker: x, target: o })).ok).toBe(true);
    if ((view() as unknown as { check: { phase: string } | null }).check) await world.act(player, id, "accept");
    await settle();
    expect(vitalsOf(view, o).vitals).toMatchObject({ hp: 1, ap: 0 });
    await waitFor(() => expect(sheetHp(orc).hp.value).toBe(1));
  });

  it("[DOA-17][DOA-16] Health set beyond 0 on the sheet knocks the combatant out on the card from this round, with the Knocked Out status; set back to 0 or more, they are up again; an unrelated card update leaves the sheet alone", async () => {
    const { xena, x, id, view, begin, setCondition } = await fight();
    await begin();
    await world.rt.as(world.gm, () => xena.update({ system: { hp: { value: -1 } } } as never));
    await waitFor(() => expect(vitalsOf(view, x).vitals.hp).toBe(-1));
    expect(vitalsOf(view, x).knockedOutRound).toBe(1);
    expect(await world.seeCard(id)).toContain("is-out");
    await waitFor(() => expect(statusesOf(xena)).toContain("doa-knockedOut"));

    await world.rt.as(world.gm, () => xena.update({ system: { hp: { value: 4 } } } as never));
    await waitFor(() => expect(vitalsOf(view, x).vitals.hp).toBe(4));
    expect(vitalsOf(view, x).knockedOutRound).toBe(0);
    await waitFor(() => expect(statusesOf(xena)).not.toContain("doa-knockedOut"));

    // The card changes something else: Xena's Health on the sheet stays what the GM set.
    expect((await setCondition(world.gm, x, "knockedDown", true)).ok).toBe(true);
    await settle();
    expect(sheetHp(xena).hp.value).toBe(4);
  });
});
