/**
 * The runtime's ActiveEffect and Actor status effects, against the behaviour Foundry's API docs
 * describe: Actor#toggleStatusEffect looks the status up in CONFIG.statusEffects, creates or deletes
 * one embedded effect, resolves to the effect / true / false / undefined, and costs a write only
 * when it changes something; Actor#statuses follows the actor's enabled effects.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFoundryRuntime, NotImplementedInRuntime, type FoundryRuntime } from "../runtime/index.ts";
import { RuntimeActiveEffect } from "../runtime/active-effects.ts";
import { RuntimeActor } from "../runtime/documents.ts";
import { OWNERSHIP_LEVELS } from "../runtime/document.ts";
import { FIXTURE_LANG } from "./fixtures.ts";

describe("status effects on actors", () => {
  let rt: FoundryRuntime;
  let gm: User.Implementation;
  let pat: User.Implementation;
  let hero: RuntimeActor;
  const effectsOf = (actor: RuntimeActor) => actor.getEmbeddedCollection("ActiveEffect").contents as RuntimeActiveEffect[];

  beforeEach(async () => {
    rt = installFoundryRuntime({ langDir: FIXTURE_LANG });
    gm = await rt.createUser({ name: "GM", role: "GAMEMASTER" });
    pat = await rt.createUser({ name: "Pat", role: "PLAYER" });
    CONFIG.statusEffects.push(
      { id: "dazed", name: "DECKBOUND.RuntimeFixture.Plain", img: "icons/svg/daze.svg" } as never,
      { id: "netted", name: "Netted" } as never,
    );
    hero = (await RuntimeActor.create({
      name: "Hero",
      type: "base",
      ownership: { default: OWNERSHIP_LEVELS.NONE, [pat.id!]: OWNERSHIP_LEVELS.OWNER },
    }))!;
    rt.writes.reset();
  });
  afterEach(() => rt.uninstall());

  it("toggling on creates one effect from the configured status (name localised) and Actor#statuses has it", async () => {
    const created = await hero.toggleStatusEffect("dazed");
    expect(created).toBeInstanceOf(RuntimeActiveEffect);
    const effect = created as RuntimeActiveEffect;
    expect(effect.parent).toBe(hero);
    expect(effect.uuid).toBe(`Actor.${hero.id}.ActiveEffect.${effect.id}`);
    expect(effect.toObject()).toMatchObject({ name: "Plain text", img: "icons/svg/daze.svg", statuses: ["dazed"], disabled: false });
    expect(hero.effects.contents).toEqual([effect]);
    expect([...hero.statuses]).toEqual(["dazed"]);
    expect(rt.writes.log).toEqual([{ op: "create", documentName: "ActiveEffect", n: 1 }]);
  });

  it("toggling again deletes it; `active` forces a state and an unchanged state writes nothing", async () => {
    expect(await hero.toggleStatusEffect("dazed", { active: false })).toBeUndefined();
    await hero.toggleStatusEffect("dazed", { active: true });
    expect(await hero.toggleStatusEffect("dazed", { active: true })).toBe(true);
    expect(rt.writes.count).toBe(1);
    expect(await hero.toggleStatusEffect("dazed")).toBe(false);
    expect(hero.statuses.size).toBe(0);
    expect(effectsOf(hero)).toEqual([]);
    expect(rt.writes.log.map((entry) => entry.op)).toEqual(["create", "delete"]);
  });

  it("an id that is not in CONFIG.statusEffects throws and writes nothing", async () => {
    await expect(hero.toggleStatusEffect("asleep")).rejects.toThrow(/asleep/);
    expect(rt.writes.count).toBe(0);
  });

  it("only owners and GMs may toggle: a player who does not own the actor is refused", async () => {
    const bob = await rt.createUser({ name: "Bob", role: "PLAYER" });
    await expect(rt.as(bob, () => hero.toggleStatusEffect("dazed"))).rejects.toThrow(/lacks permission/);
    expect(hero.statuses.size).toBe(0);
    await rt.as(pat, () => hero.toggleStatusEffect("dazed"));
    await expect(rt.as(bob, () => hero.toggleStatusEffect("dazed"))).rejects.toThrow(/lacks permission/);
    await rt.as(gm, () => hero.toggleStatusEffect("dazed"));
    expect(hero.statuses.size).toBe(0);
  });

  it("createActiveEffect and deleteActiveEffect fire on every client with (effect, options, userId)", async () => {
    const seen: string[] = [];
    Hooks.on(
      "createActiveEffect",
      (effect, _options, userId) =>
        void seen.push(`create ${[...effect.statuses].join()} on ${game.user.name} by ${userId === pat.id ? "Pat" : "?"}`),
    );
    Hooks.on(
      "deleteActiveEffect",
      (effect, _options, userId) =>
        void seen.push(`delete ${effect.parent?.name} on ${game.user.name} by ${userId === pat.id ? "Pat" : "?"}`),
    );
    await rt.as(pat, () => hero.toggleStatusEffect("netted"));
    await rt.as(pat, () => hero.toggleStatusEffect("netted"));
    expect(seen).toEqual([
      "create netted on Pat by Pat",
      "create netted on GM by Pat",
      "delete Hero on Pat by Pat",
      "delete Hero on GM by Pat",
    ]);
  });

  it("statuses come from enabled effects only, including effects created with the actor; an effect with several statuses is not the toggle's", async () => {
    const rogue = (await RuntimeActor.create({
      name: "Rogue",
      type: "base",
      effects: [
        { name: "Ambush", statuses: ["dazed", "netted"] },
        { name: "Sleeping net", statuses: ["netted"], disabled: true },
      ],
    }))!;
    expect([...rogue.statuses].sort()).toEqual(["dazed", "netted"]);
    // "dazed" belongs to a two-status effect, so toggling it adds its own effect.
    expect(await rogue.toggleStatusEffect("dazed", { active: true })).toBeInstanceOf(RuntimeActiveEffect);
    const ambush = effectsOf(rogue).find((effect) => effect.statuses.size === 2)!;
    await ambush.update({ disabled: true });
    expect([...rogue.statuses]).toEqual(["dazed"]);
  });

  it("fails closed: effect changes to actor data are refused; unimplemented properties throw", async () => {
    await expect(
      hero.createEmbeddedDocuments("ActiveEffect", [{ name: "Strong", changes: [{ key: "system.str", mode: 2, value: "1" }] }]),
    ).rejects.toThrow(NotImplementedInRuntime);
    const effect = (await hero.toggleStatusEffect("dazed")) as RuntimeActiveEffect;
    await expect(effect.update({ changes: [{ key: "system.str", mode: 2, value: "1" }] })).rejects.toThrow(NotImplementedInRuntime);
    expect(() => (effect as unknown as { duration: unknown }).duration).toThrow(NotImplementedInRuntime);
  });
});
