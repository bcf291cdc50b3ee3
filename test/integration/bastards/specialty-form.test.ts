/**
 * The attack and defence forms of the opposition card offer the drawer's specialties, each marked
 * with the two skills it joins so the form lists only those joining the chosen skill [GOB-06]; the
 * card's parser reads the choice.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fatedCombatant, followerCombatant } from "../../../src/rules/bastards/index.ts";
import type { FollowerCombatant } from "../../../src/rules/bastards/index.ts";
import { stepForm } from "../../../src/rulesets/bastards/chat/choosers.ts";
import { OPPOSITION_ACTIONS } from "../../../src/rulesets/bastards/chat/opposition-actions.ts";
import { installFoundryRuntime, type FoundryRuntime } from "../../runtime/index.ts";
import { renderTemplate } from "../../runtime/handlebars.ts";
import { duelState, fated } from "../../rules/bastards/duel.ts";

const ana = fatedCombatant(
  "ana",
  "heroes",
  fated("C", {
    skills: { ...fated("C").skills, "combat:sword": 3, athletics: 2 },
    specialties: [
      { name: "Duelling", skills: ["combat:sword", "athletics"] },
      { name: "Forgery", skills: ["academics", "technology"] },
    ],
  }),
);
const thug = followerCombatant("thug", "villains", 2) as FollowerCombatant;
const FORM = "systems/deckbound/templates/bastards/dialogs/step-form.hbs";

let rt: FoundryRuntime;
beforeEach(() => {
  rt = installFoundryRuntime();
});
afterEach(() => rt.uninstall());

describe("specialty on the opposition forms", () => {
  it("[GOB-06] the attack, counter and defence forms offer a Fated drawer's specialties, each with the skills it joins (a follower none); the form shows them after the skill, following it", async () => {
    const state = duelState([ana, thug]);
    const offered = [
      { name: "Duelling", for: '["combat:sword","athletics"]' },
      { name: "Forgery", for: '["academics","technology"]' },
    ];
    for (const step of ["attack", "counter", "defend"]) expect(stepForm(step, state, {}, "ana").specialties).toEqual(offered);
    expect(stepForm("defend", state, {}, "thug").specialties).toEqual([]);
    const html = await renderTemplate(FORM, stepForm("defend", state, {}, "ana"));
    expect(html).toContain(
      '<select name="specialty" data-follows="skill"><option value="">No specialty</option>' +
        '<option value="Duelling" data-for="[&quot;combat:sword&quot;,&quot;athletics&quot;]">Duelling</option>' +
        '<option value="Forgery" data-for="[&quot;academics&quot;,&quot;technology&quot;]">Forgery</option></select>',
    );
    expect(html.indexOf('name="specialty"')).toBeGreaterThan(html.indexOf('name="skill"'));
    expect(await renderTemplate(FORM, stepForm("defend", state, {}, "thug"))).not.toContain('name="specialty"');
    expect(await renderTemplate(FORM, stepForm("useAdvantage", state, {}, "ana"))).not.toContain('name="specialty"');
  });

  it("[GOB-06] the card reads the chosen specialty on an attack and a defence; 'No specialty' sends none", () => {
    const attack = { actor: "ana", target: "thug", skill: "combat:sword", kind: "physical" };
    expect(OPPOSITION_ACTIONS["attack"]!.parse({ ...attack, specialty: "Duelling" })).toEqual({
      ok: true,
      action: { type: "attack", ...attack, modifier: 0, specialty: "Duelling" },
    });
    expect(OPPOSITION_ACTIONS["attack"]!.parse({ ...attack, specialty: "" })).toEqual({
      ok: true,
      action: { type: "attack", ...attack, modifier: 0 },
    });
    expect(OPPOSITION_ACTIONS["defend"]!.parse({ actor: "ana", skill: "athletics", specialty: "Duelling" })).toEqual({
      ok: true,
      action: { type: "defend", actor: "ana", skill: "athletics", specialty: "Duelling" },
    });
    expect(OPPOSITION_ACTIONS["defend"]!.parse({ actor: "ana", skill: "athletics", specialty: "x".repeat(5000) })).toEqual({
      ok: false,
      reason: "DECKBOUND.Refusal.Malformed",
    });
  });
});
