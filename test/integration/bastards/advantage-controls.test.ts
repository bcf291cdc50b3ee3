/**
 * The opposition card's controls for the table's advantages (pure parts): what the card offers,
 * the forms, the parsers, the log, and older cards without a log [GOB-28].
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SET_ASIDE, fatedCombatant, followerCombatant } from "../../../src/rules/bastards/index.ts";
import type { FollowerCombatant, OppositionState } from "../../../src/rules/bastards/index.ts";
import { advantageControls } from "../../../src/rulesets/bastards/chat/advantage-controls.ts";
import { stepForm } from "../../../src/rulesets/bastards/chat/choosers.ts";
import { OPPOSITION_ACTIONS } from "../../../src/rulesets/bastards/chat/opposition-actions.ts";
import { oppositionButtons, oppositionContext, usableAdvantages } from "../../../src/rulesets/bastards/chat/opposition-context.ts";
import { joinsView } from "../../../src/rulesets/bastards/chat/opposition-joins-context.ts";
import { migrateOppositionCard } from "../../../src/rulesets/bastards/chat/state-migration.ts";
import { duelState, fated, opposedDraw, side } from "../../rules/bastards/duel.ts";
import { installFoundryRuntime, type FoundryRuntime } from "../../runtime/index.ts";
import { renderTemplate } from "../../runtime/handlebars.ts";

const ana = fatedCombatant(
  "ana",
  "heroes",
  fated("C", {
    advantages: { savage: 1, assPull: 1, mastermind: 1, "counter:sword": 1 },
    skills: { ...fated("C").skills, "combat:sword": 2 },
    wildcards: 1,
  }),
);
const bram = fatedCombatant("bram", "villains", fated("S"));
const dog = followerCombatant("dog", "heroes", 2) as FollowerCombatant;
const names = { ana: "Ana", bram: "Bram", dog: "Rex" };

describe("the table's advantages on the opposition card", () => {
  it("[GOB-28] the Use form lists the table's advantages held (Savage, Ass Pull), never the offered ones (Counter) nor Mastermind", () => {
    expect(usableAdvantages(ana)).toEqual(["savage", "assPull"]);
    expect(stepForm("useAdvantage", duelState([ana, bram]), names, "ana").advantages.map((entry) => entry.value)).toEqual([
      "savage",
      "assPull",
    ]);
  });

  it("[GOB-28] an offered counter is a primary Counter-attack form for the defender, aimed only at the attacker just beaten, with the weapon defended with; the parser reads it", () => {
    const lastResult = {
      attackerTotal: 5,
      defenderTotal: 9,
      winner: "defender" as const,
      margin: 4,
      damage: 0,
      pool: "body" as const,
      taken: 0,
      revealed: [
        { actor: "bram", cards: [] },
        { actor: "ana", cards: [] },
      ],
    };
    const state = duelState([ana, bram, dog], {
      offers: [{ actor: "ana", advantage: "counter" }],
      active: [{ actor: "ana", advantage: "counter", scope: "thisDraw", target: "combat:sword", amount: 2 }],
      lastResult,
    });
    expect(oppositionButtons(state).find((button) => button.action === "counter")).toMatchObject({
      actor: "ana",
      mode: "form",
      primary: true,
    });
    const form = stepForm("counter", state, names, "ana");
    expect(form.isAttack).toBe(true);
    expect(form.targets).toEqual([{ value: "bram", name: "Bram" }]);
    expect(form.skills.map((skill) => skill.value)).toEqual(["combat:sword"]);
    expect(OPPOSITION_ACTIONS["counter"]!.parse({ actor: "ana", target: "bram", skill: "combat:sword", kind: "physical" })).toEqual({
      ok: true,
      action: { type: "counter", actor: "ana", target: "bram", skill: "combat:sword", kind: "physical", modifier: 0 },
    });
    expect(OPPOSITION_ACTIONS["counter"]!.parse({ actor: "ana", skill: "combat:sword" }).ok).toBe(false);
  });

  it("[GOB-28] the attack form reads a ranged attack's range penalty apart from the modifier (Eagle Eyes reduces only it); a penalty above 0 is refused", () => {
    const shot = { actor: "ana", target: "bram", skill: "combat:bow", kind: "physical", modifier: "-2" };
    expect(OPPOSITION_ACTIONS["attack"]!.parse({ ...shot, rangePenalty: "-10" })).toEqual({
      ok: true,
      action: { type: "attack", actor: "ana", target: "bram", skill: "combat:bow", kind: "physical", modifier: -2, rangePenalty: -10 },
    });
    expect(OPPOSITION_ACTIONS["attack"]!.parse({ ...shot, rangePenalty: "3" }).ok).toBe(false);
  });

  it("[GOB-28] owed set-asides give the turn's actor a card picker naming the advantage; the parser reads its card", () => {
    const state = duelState([ana, bram], {
      active: [{ actor: "ana", advantage: "assPull", scope: "untilNextTurn", target: SET_ASIDE, amount: null }],
    });
    const { advantageControls: controls } = advantageControls(state, names);
    expect(controls.map((control) => [control.action, control.actor, control.mode, control.label, control.advantageName])).toEqual([
      ["setAside", "ana", "pick", "DECKBOUND.Bastards.Opposition.Advantage.SetAside", "DECKBOUND.Bastards.Advantage.assPull.Name"],
    ]);
    expect(OPPOSITION_ACTIONS["setAside"]!.parse({ actor: "ana", code: "7C", origin: "A" })).toMatchObject({
      ok: true,
      action: { type: "setAside", actor: "ana", card: { kind: "suited", rank: 7, suit: "C" } },
    });
  });

  it("[GOB-28] while a Follower of her side bets, a Mastermind holder with a wildcard gets its button, named for the Follower", () => {
    const draw = opposedDraw(side("bram", "9C", { stopped: false }), side("dog", "5C", { stopped: false }), { stage: "betting" });
    const state = duelState([ana, bram, dog], { draw, turn: { ...duelState([bram]).turn! } });
    const { advantageControls: controls } = advantageControls(state, names);
    expect(controls).toHaveLength(1);
    expect(controls[0]).toMatchObject({
      action: "useAdvantage",
      actor: "ana",
      name: "Rex",
      data: { advantage: "mastermind", target: "dog" },
    });
    const poor: OppositionState = {
      ...state,
      combatants: [fatedCombatant("ana", "heroes", { ...ana.character, wildcards: 0 }), bram, dog],
    };
    expect(advantageControls(poor, names).advantageControls).toEqual([]);
  });

  it("[GOB-28] [GOB-22] a holder outside the opposition gets the button for a Follower it brought in, not for another; none without a wildcard or Mastermind", () => {
    const draw = opposedDraw(side("bram", "9C", { stopped: false }), side("dog", "5C", { stopped: false }), { stage: "betting" });
    const villainsDog = { ...dog, side: "villains" };
    const cara = fated("S", { advantages: { mastermind: 1 }, wildcards: 1 });
    const state = duelState([ana, bram, villainsDog], {
      draw,
      turn: { ...duelState([bram]).turn! },
      involved: [{ key: "cara", character: cara, controls: ["dog"], paid: 1, gained: 0 }],
    });
    expect(advantageControls(state, names).advantageControls).toEqual([
      expect.objectContaining({
        action: "useAdvantage",
        actor: "cara",
        audience: "owners:cara",
        name: "Rex",
        data: { advantage: "mastermind", target: "dog" },
      }),
    ]);
    expect(
      advantageControls({ ...state, involved: [{ key: "cara", character: cara, controls: ["pup"], paid: 1, gained: 0 }] }, names)
        .advantageControls,
    ).toEqual([]);
    const spent = { key: "cara", character: { ...cara, wildcards: 0 }, controls: ["dog"], paid: 1, gained: 0 };
    expect(advantageControls({ ...state, involved: [spent] }, names).advantageControls).toEqual([]);
    const without = { key: "cara", character: { ...cara, advantages: {} }, controls: ["dog"], paid: 1, gained: 0 };
    expect(advantageControls({ ...state, involved: [without] }, names).advantageControls).toEqual([]);
  });

  it("[GOB-28] [GOB-20] a seated holder Knocked Out gets no Mastermind button though its Mind pool is whole; Desperate, it still does", () => {
    const draw = opposedDraw(side("bram", "9C", { stopped: false }), side("dog", "5C", { stopped: false }), { stage: "betting" });
    const emptied = (pools: number) => {
      const { body, spirit, mind, luck } = ana.character.traits;
      const full = [body, spirit, mind, luck].map((trait, index) => (index < pools ? trait * 5 : 0));
      return fatedCombatant("ana", "heroes", {
        ...ana.character,
        poolLoss: { body: full[0]!, spirit: full[1]!, mind: full[2]!, luck: full[3]! },
      });
    };
    const holders = (pools: number) =>
      advantageControls(
        duelState([emptied(pools), bram, dog], { draw, turn: { ...duelState([bram]).turn! } }),
        names,
      ).advantageControls.map((control) => control.actor);
    expect(holders(1)).toEqual(["ana"]);
    expect(holders(2)).toEqual([]);
  });

  it("[GOB-28] the log names who used which advantage in which round, the latest eight; a card stored before the log has an empty one", () => {
    const used = Array.from({ length: 10 }, (_, round) => ({ actor: "ana", advantage: "savage", round, amount: null }));
    const { advantageLog } = advantageControls(duelState([ana, bram], { advantageLog: used }), names);
    expect(advantageLog).toHaveLength(8);
    expect(advantageLog[0]).toEqual({ name: "Ana", advantage: "DECKBOUND.Bastards.Advantage.savage.Name", round: 2, amount: null });
    const { advantageLog: _dropped, ...older } = duelState([ana, bram]);
    const migrated = migrateOppositionCard({ rulings: older.rulings, names, seated: [], opposition: older });
    expect((migrated["opposition"] as OppositionState).advantageLog).toEqual([]);
    // A log stored before it named the number: its entries name none.
    const unnumbered = { ...older, advantageLog: [{ actor: "ana", advantage: "defensiveStance", round: 1 }] };
    const read = migrateOppositionCard({ rulings: older.rulings, names, seated: [], opposition: unnumbered });
    expect((read["opposition"] as OppositionState).advantageLog).toEqual([
      { actor: "ana", advantage: "defensiveStance", round: 1, amount: null },
    ]);
  });
});

describe('"a number up to Body" on the Use form', () => {
  let rt: FoundryRuntime;
  beforeEach(async () => {
    rt = installFoundryRuntime();
    (await import("../../../src/foundry/plural.ts")).registerCountHelper();
  });
  afterEach(() => rt.uninstall());

  const braced = fatedCombatant(
    "ana",
    "heroes",
    fated("C", { traits: { body: 3, spirit: 1, mind: 2, luck: 1 }, advantages: { defensiveStance: 1, lunge: 1, wildSwing: 1, savage: 1 } }),
  );

  it("[GOB-28] the Use form asks the number (1 … Body, Body by default) for Defensive Stance, Lunge and Wild Swing only; the parser reads it", async () => {
    const form = stepForm("useAdvantage", duelState([braced, bram]), names, "ana");
    expect(form.amount).toEqual({ body: 3, for: '["defensiveStance","wildSwing","lunge"]' });
    const html = await renderTemplate("systems/deckbound/templates/bastards/dialogs/step-form.hbs", form);
    expect(html).toContain(
      '<label class="form-group" data-follows="advantage" data-for="[&quot;defensiveStance&quot;,&quot;wildSwing&quot;,&quot;lunge&quot;]">Number up to your Body (1–3)',
    );
    expect(html).toContain('<input type="number" name="amount" value="3" min="1" max="3" step="1">');
    // A Body of 1 leaves one number: "(1)", never the range "(1–1)".
    const one = fatedCombatant(
      "ana",
      "heroes",
      fated("C", { traits: { body: 1, spirit: 1, mind: 2, luck: 1 }, advantages: { defensiveStance: 1, lunge: 1, wildSwing: 1 } }),
    );
    const oneForm = stepForm("useAdvantage", duelState([one, bram]), names, "ana");
    expect(oneForm.amount?.body).toBe(1);
    const oneHtml = await renderTemplate("systems/deckbound/templates/bastards/dialogs/step-form.hbs", oneForm);
    expect(oneHtml).toContain("Number up to your Body (1)");
    expect(oneHtml).not.toContain("(1–1)");
    // Without any of the three there is nothing to ask.
    expect(stepForm("useAdvantage", duelState([ana, bram]), names, "ana").amount).toBeNull();
    const parse = OPPOSITION_ACTIONS["useAdvantage"]!.parse;
    expect(parse({ actor: "ana", advantage: "lunge", amount: "2" })).toEqual({
      ok: true,
      action: { type: "useAdvantage", actor: "ana", advantage: "lunge", amount: 2 },
    });
    expect(parse({ actor: "ana", advantage: "savage" })).toEqual({
      ok: true,
      action: { type: "useAdvantage", actor: "ana", advantage: "savage" },
    });
    // Out of range goes to the rules, which refuse it with the reason; an empty field is no number (0); text is malformed.
    expect(parse({ actor: "ana", advantage: "lunge", amount: "-4" })).toMatchObject({ ok: true, action: { amount: -4 } });
    expect(parse({ actor: "ana", advantage: "lunge", amount: "" })).toMatchObject({ ok: true, action: { amount: 0 } });
    expect(parse({ actor: "ana", advantage: "lunge", amount: "lots" })).toEqual({ ok: false, reason: "DECKBOUND.Refusal.Malformed" });
  });

  it("[GOB-28] the Use form asks for an opponent only for Study, and only where Study can be used", async () => {
    const studier = fatedCombatant("ana", "heroes", fated("C", { advantages: { study: 1, savage: 1 } }));
    const form = stepForm("useAdvantage", duelState([studier, bram]), names, "ana");
    expect(form.studyFor).toBe('["study"]');
    const html = await renderTemplate("systems/deckbound/templates/bastards/dialogs/step-form.hbs", form);
    expect(html).toContain('<label class="form-group" data-follows="advantage" data-for="[&quot;study&quot;]">Opponent to study');
    expect(html).toContain('<select name="target"><option value="bram">Bram</option></select>');
    // Without Study there is no opponent to choose.
    const withoutStudy = stepForm("useAdvantage", duelState([ana, bram]), names, "ana");
    expect(withoutStudy.studyFor).toBeNull();
    expect(await renderTemplate("systems/deckbound/templates/bastards/dialogs/step-form.hbs", withoutStudy)).not.toContain('name="target"');
  });

  it("[GOB-28] the card's log names the number chosen for Defensive Stance, Lunge and Wild Swing; the others as before", async () => {
    const advantageLog = [
      { actor: "ana", advantage: "defensiveStance", round: 1, amount: 2 },
      { actor: "ana", advantage: "savage", round: 1, amount: null },
    ];
    const state = duelState([braced, bram], { advantageLog });
    const context = {
      ...oppositionContext({ rulings: state.rulings, names, seated: [], opposition: state }),
      ...advantageControls(state, names),
    };
    const html = await renderTemplate("systems/deckbound/templates/bastards/chat/opposition.hbs", context);
    expect(html).toContain("<li>Round 1 · Ana: Defensive Stance (2)</li>");
    expect(html).toContain("<li>Round 1 · Ana: Savage</li>");
  });
});

describe("whose advantage, and the GM's extreme movement", () => {
  let rt: FoundryRuntime;
  beforeEach(async () => {
    rt = installFoundryRuntime();
    // The card layer reads Foundry's globals as it loads: only once the runtime stands.
    (await import("../../../src/foundry/chat/card-render.ts")).registerMayPressHelper();
  });
  afterEach(() => rt.uninstall());

  const acrobat = fatedCombatant("ana", "heroes", fated("C", { advantages: { acrobat: 1, savage: 1 } }));
  const dodger = fatedCombatant("bram", "villains", fated("S", { advantages: { dodge: 1 } }));
  const render = (state: OppositionState) =>
    renderTemplate("systems/deckbound/templates/bastards/chat/opposition.hbs", {
      ...oppositionContext({ rulings: state.rulings, names, seated: [], opposition: state }),
      ...advantageControls(state, names),
      joins: joinsView(state, names),
      showAdvantageButtons: true,
      showGmButtons: true,
      showJoinButtons: true,
      viewer: { userId: "gm", isGM: true, owns: () => true, cardActorId: "" },
    });

  it('[GOB-28] each "Use an advantage" names whose it is, without a possessive (a name may end in s)', async () => {
    const state = duelState([acrobat, dodger]);
    const context = oppositionContext({ rulings: state.rulings, names, seated: [], opposition: state });
    expect(context.advantageButtons.map((button) => [button.actor, button.name])).toEqual([
      ["ana", "Ana"],
      ["bram", "Bram"],
    ]);
    const html = await render(state);
    expect(html).toContain(">Use an advantage: Ana…</button>");
    expect(html).toContain(">Use an advantage: Bram…</button>");
  });

  it("[GOB-28] Acrobat's extreme movement is the GM's to say: the GM's button while the turn's Acrobat holder has not acted; once marked the card says so; none in a chase or where the world setting keeps Acrobat to chases; the parser reads it", async () => {
    const state = duelState([acrobat, dodger]);
    const gmActions = (shown: OppositionState) =>
      oppositionContext({ rulings: shown.rulings, names, seated: [], opposition: shown }).gmButtons.map((button) => button.action);
    expect(gmActions(state)).toEqual(["markExtremeMovement", "endOpposition"]);
    expect(await render(state)).toContain('data-action="markExtremeMovement"');
    expect(await render(state)).toContain(">Extreme movement this turn (Acrobat)</button>");
    const marked = { ...state, turn: { ...state.turn!, extremeMovement: true } };
    expect(gmActions(marked)).toEqual(["endOpposition"]);
    expect(await render(marked)).toContain("Extreme movement, says the GM: Ana may use Acrobat before acting this turn.");
    expect(gmActions({ ...state, acted: ["ana"] })).toEqual(["endOpposition"]);
    expect(gmActions({ ...state, chase: true })).toEqual(["endOpposition"]);
    expect(gmActions({ ...state, rulings: { ...state.rulings, acrobatOnlyInChase: true } })).toEqual(["endOpposition"]);
    // Bram holds no Acrobat: nothing to mark on his turn.
    expect(gmActions({ ...state, turn: { ...state.turn!, actor: "bram" } })).toEqual(["endOpposition"]);
    expect(OPPOSITION_ACTIONS["markExtremeMovement"]!.parse({})).toEqual({ ok: true, action: { type: "markExtremeMovement" } });
  });

  it("[GOB-28] a card stored before draws said they were counter-attacks: one whose attacker is not the turn's is one; its turn is not marked", () => {
    const { counter: _counter, ...olderDraw } = opposedDraw(side("ana", "9C"), side("bram", "5C"));
    const { extremeMovement: _marked, ...olderTurn } = duelState([acrobat, dodger]).turn!;
    const older = (actor: string) => ({ ...duelState([acrobat, dodger]), draw: olderDraw, turn: { ...olderTurn, actor } });
    const read = (actor: string) =>
      migrateOppositionCard({ rulings: older(actor).rulings, names, seated: [], opposition: older(actor) })[
        "opposition"
      ] as OppositionState;
    expect(read("bram").draw?.counter).toBe(true);
    expect(read("ana").draw?.counter).toBe(false);
    expect(read("ana").turn?.extremeMovement).toBe(false);
  });
});
