/**
 * The opposition card's join-and-leave controls and two small marks (pure contexts): who may
 * Appear, Involve, Reinforce, Flee, Give Chase or set the Distance when [GOB-22]; Berserk marked on
 * its combatant; no advantage or knock-down buttons while the GM is asked about the fallen [GOB-20].
 */
import { describe, expect, it } from "vitest";
import { fatedCombatant, followerCombatant } from "../../../src/rules/bastards/index.ts";
import type { Combatant, OppositionState } from "../../../src/rules/bastards/index.ts";
import { parseCard } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import { oppositionContext } from "../../../src/rulesets/bastards/chat/opposition-context.ts";
import { joinsView } from "../../../src/rulesets/bastards/chat/opposition-joins-context.ts";
import { migrateOppositionCard } from "../../../src/rulesets/bastards/chat/state-migration.ts";
import { duelState, fated } from "../../rules/bastards/duel.ts";

const card = (code: string) => parseCard(code, "A") as SuitedCard;
const ana = { ...fatedCombatant("ana", "heroes", fated("C", { wildcards: 2, advantages: { dodge: 1 } })), initiative: card("2C") };
const bram = { ...fatedCombatant("bram", "villains", fated("S", { wildcards: 1 })), initiative: card("5C") };
const actions = (buttons: readonly { action: string; actor: string; data: Readonly<Record<string, string>> }[]) =>
  buttons.map((button) => [button.action, button.actor, ...Object.values(button.data)].join(" "));

describe("joining and leaving on the opposition card", () => {
  it("[GOB-22] Distance at the scene's start for each Fated; the summons and Appear between draws; Flee on the actor's own action", () => {
    const start = duelState([ana, bram]);
    expect(actions(joinsView(start, {}).buttons)).toEqual([
      "distance ana 1",
      "distance ana 2",
      "distance bram 1",
      "distance bram 2",
      "flee ana",
      "involve ana",
      "reinforce ana",
      "involve bram",
      "reinforce bram",
      "appear ",
      "involveIndirect ",
      "reinforceIndirect ",
    ]);
    const later = duelState([ana, bram], { acted: ["ana"], distance: { actor: "ana", range: 2 } });
    const view = joinsView(later, { ana: "Ana" });
    expect(actions(view.buttons)).toEqual([
      "involve ana",
      "reinforce ana",
      "involve bram",
      "reinforce bram",
      "appear ",
      "involveIndirect ",
      "reinforceIndirect ",
    ]);
    expect(view.notes).toEqual([{ label: "DECKBOUND.Bastards.Opposition.Join.Distance2", name: "Ana" }]);
  });

  it("[GOB-22] a joiner without initiative is asked for one; after a Flee only the other sides may Give Chase; nothing while the table is asked", () => {
    const joiner = followerCombatant("tom", "heroes", 2) as Combatant;
    const fleeing = duelState([ana, bram, joiner], { acted: ["ana"], flight: { actor: "ana", chasers: [] } });
    expect(actions(joinsView(fleeing, {}).buttons).slice(0, 2)).toEqual(["chooseInitiative tom", "giveChase bram"]);
    expect(joinsView({ ...fleeing, question: { to: "hand:ana", count: 1 } }, {}).buttons).toEqual([]);
  });
});

describe("those involved from outside on the opposition card", () => {
  it("[GOB-22] [GOB-28] the card names each character involved from outside with its wildcards", () => {
    const state = duelState([ana, bram], {
      involved: [{ key: "cara", character: fated("S", { wildcards: 1 }), controls: ["f1", "f2"], paid: 1, gained: 0 }],
    });
    expect(joinsView(state, { cara: "Cara" }).notes).toEqual([
      { label: "DECKBOUND.Bastards.Opposition.Join.Involved", name: "Cara", wildcards: 1 },
    ]);
  });

  it("[GOB-22] [GOB-28] a card stored before indirect involvement reads nobody involved, and its awaited draw as the drawer's own", () => {
    const { involved: _involved, ...older } = duelState([ana, bram], { drawFor: { purpose: "drawStep", actor: "ana", by: null } });
    const stored = { ...older, drawFor: { purpose: "drawStep", actor: "ana" } };
    const migrated = migrateOppositionCard({ opposition: stored }) as { opposition: Pick<OppositionState, "involved" | "drawFor"> };
    expect(migrated.opposition.involved).toEqual([]);
    expect(migrated.opposition.drawFor).toEqual({ purpose: "drawStep", actor: "ana", by: null });
  });
});

describe("small marks on the opposition card", () => {
  it("[GOB-28] a Berserk combatant is marked; [GOB-20] no advantage or knock-down buttons while the GM is asked about the fallen", () => {
    const state = duelState([ana, bram], {
      active: [{ actor: "bram", advantage: "berserk", scope: "opposition", target: null, amount: null }],
    });
    const context = oppositionContext({ rulings: state.rulings, names: {}, seated: state.combatants, opposition: state });
    expect(context.combatants.map((combatant) => combatant.berserk)).toEqual([null, "DECKBOUND.Bastards.Advantage.berserk.Name"]);
    expect(context.advantageButtons).toHaveLength(1);
    expect(context.knockDowns).toHaveLength(2);
    const asking = oppositionContext({
      rulings: state.rulings,
      names: {},
      seated: state.combatants,
      opposition: { ...state, finishing: "asking" },
    });
    expect(context.advantageButtons.length + asking.advantageButtons.length + asking.knockDowns.length).toBe(1);
  });
});
