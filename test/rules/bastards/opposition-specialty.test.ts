import { describe, expect, it } from "vitest";
import { fatedCombatant, followerCombatant } from "../../../src/rules/bastards/combatants.ts";
import type { FollowerCombatant } from "../../../src/rules/bastards/combatants.ts";
import { specialtiesFor, specialtyBonus } from "../../../src/rules/bastards/modifiers.ts";
import { opposition } from "../../../src/rules/bastards/procedures/opposition.ts";
import { startSkillHand } from "../../../src/rules/bastards/procedures/skill-hand.ts";
import { act, beginDuel, fated } from "./duel.ts";

const refusal = (reason: string) => ({ ok: false, reason: `DECKBOUND.Bastards.Refusal.${reason}` });

/** Ana: Sword 3, Athletics 2, "Duelling" joins them (level 2); Bram: Dexterity 4, Athletics 3, "Tumbling" (level 3). */
const ana = fated("C", {
  skills: { ...fated("C").skills, "combat:sword": 3, athletics: 2 },
  specialties: [{ name: "Duelling", skills: ["combat:sword", "athletics"] }],
});
const bram = fated("D", {
  skills: { ...fated("D").skills, dexterity: 4, athletics: 3 },
  specialties: [{ name: "Tumbling", skills: ["dexterity", "athletics"] }],
});
const DEAL = "2C 3C 4C 5C 6C 7D 8D 9D 10D JD";

describe("specialties on opposition draws", () => {
  it("[GOB-06] an attack and a defence add the chosen specialty's level, the Fate draw's own number; one not held is refused and changes nothing", async () => {
    const { table, state: begun } = await beginDuel([fatedCombatant("ana", "a", ana), fatedCombatant("bram", "b", bram)], DEAL);
    const state = await act(table, begun, { type: "drawStep", actor: "ana" });
    const attack = { type: "attack", actor: "ana", target: "bram", skill: "combat:sword", kind: "physical" } as const;
    expect(opposition(state, { ...attack, specialty: "Tumbling" })).toEqual(refusal("SpecialtyNotHeld"));
    const attacked = await act(table, state, { ...attack, specialty: "Duelling" });
    expect(specialtyBonus(ana, "Duelling", "combat:sword")).toEqual({ ok: true, level: attacked.draw?.attacker.specialty });
    expect(attacked.draw?.attacker.specialty).toBe(2);
    expect(opposition(attacked, { type: "defend", actor: "bram", skill: "dexterity", specialty: "Duelling" })).toEqual(
      refusal("SpecialtyNotHeld"),
    );
    const defended = await act(table, attacked, { type: "defend", actor: "bram", skill: "dexterity", specialty: "Tumbling" });
    expect(defended.draw?.defender.specialty).toBe(3);
    // Without a specialty nothing is added.
    const plain = await act(table, state, attack);
    expect(plain.draw?.attacker.specialty).toBe(0);
  });

  it("[GOB-06] a specialty counts only on a draw with one of the two skills it joins: another skill's attack, defence or Fate draw is refused and changes nothing", async () => {
    const { table, state: begun } = await beginDuel([fatedCombatant("ana", "a", ana), fatedCombatant("bram", "b", bram)], DEAL);
    const state = await act(table, begun, { type: "drawStep", actor: "ana" });
    // Duelling joins Sword and Athletics: not a bare-handed blow.
    const unarmed = {
      type: "attack",
      actor: "ana",
      target: "bram",
      skill: "combat:unarmed",
      kind: "physical",
      specialty: "Duelling",
    } as const;
    expect(opposition(state, unarmed)).toEqual(refusal("SpecialtyNotJoined"));
    // Athletics is one of its two skills: it counts.
    const athletic = await act(table, state, { ...unarmed, skill: "athletics" });
    expect(athletic.draw?.attacker.specialty).toBe(2);
    // Tumbling joins Dexterity and Athletics: not a Perception defence.
    expect(opposition(athletic, { type: "defend", actor: "bram", skill: "perception", specialty: "Tumbling" })).toEqual(
      refusal("SpecialtyNotJoined"),
    );
    // The skill hand of a Fate draw the same: Duelling with Stealth is refused, with Athletics it adds its level.
    const setup = { actor: "ana", skill: "stealth", trait: "body", specialty: "Duelling" } as const;
    expect(startSkillHand(ana, setup)).toEqual(refusal("SpecialtyNotJoined"));
    const joined = startSkillHand(ana, { ...setup, skill: "athletics" });
    expect(joined.ok && joined.state.bonus).toBe(ana.traits.body + 2);
    // What a form offers for a skill: the specialties joining it, in the sheet's order.
    expect(specialtiesFor(ana, "combat:sword").map((specialty) => specialty.name)).toEqual(["Duelling"]);
    expect(specialtiesFor(ana, "combat:unarmed")).toEqual([]);
    expect(specialtiesFor(bram, "athletics").map((specialty) => specialty.name)).toEqual(["Tumbling"]);
  });

  it("[GOB-06] a follower has no specialties: a name on its draw adds nothing", async () => {
    const { table, state: begun } = await beginDuel(
      [fatedCombatant("ana", "a", ana), followerCombatant("thug", "b", 2) as FollowerCombatant],
      DEAL,
    );
    let state = await act(table, begun, { type: "drawStep", actor: "ana" });
    state = await act(table, state, { type: "attack", actor: "ana", target: "thug", skill: "combat:sword", kind: "physical" });
    const defended = await act(table, state, { type: "defend", actor: "thug", skill: "dexterity", specialty: "Tumbling" });
    expect(defended.draw?.defender.specialty).toBe(0);
  });
});
