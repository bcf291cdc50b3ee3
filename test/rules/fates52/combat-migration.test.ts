/**
 * Combat card states stored before the chat-card kit come back in the current shape (pure): a
 * setup's defaults spelled out, a player character's cardsPerPlay/attacks as null, an attack
 * result's effect as null and the regular Ace as null damage, pending draws tagged by `type`, the
 * discard list present, the combat's trimAtRefill ruling off. A current state is left as it is.
 */
import { describe, expect, it } from "vitest";
import { completeSetup, regularAttack, startCombat } from "../../../src/rules/fates52/index.ts";
import type { CombatSetup } from "../../../src/rules/fates52/index.ts";
import type { CombatCardState } from "../../../src/rulesets/fates52/chat/combat-card.ts";
import { validCombatState } from "../../../src/rulesets/fates52/chat/combat-card.ts";
import { migrateCombatState } from "../../../src/rulesets/fates52/chat/combat-migration.ts";

const claw = { ...regularAttack("claw", "Claw"), face: { damage: 2, effect: "Knocked prone" } };
const setup: CombatSetup = {
  players: [{ key: "ann", name: "Ann", characterClass: "warrior", level: 2 }],
  monsters: [{ key: "orc", name: "Orc", group: "orcs", hp: 5, attacks: [claw] }],
};
/** The same attack as stored before: no effect key when none, the regular Ace as "halfHp". */
const oldClaw = {
  id: "claw",
  name: "Claw",
  number: { damage: 1 },
  face: { damage: 2, effect: "Knocked prone" },
  ace: { damage: "halfHp" },
};

function current(): CombatCardState {
  const started = startCombat(setup);
  if (!started.ok) throw new Error(started.reason);
  return { actorId: "ann", setup: completeSetup(setup), combat: started.state, discard: [] };
}

function oldShape(state: CombatCardState): Record<string, unknown> {
  const combat = state.combat!;
  return {
    actorId: state.actorId,
    setup: { ...setup, monsters: [{ ...setup.monsters[0], attacks: [oldClaw] }] },
    combat: {
      ...combat,
      participants: combat.participants.map(({ cardsPerPlay, attacks, ...rest }) =>
        rest.side === "players" ? rest : { ...rest, cardsPerPlay, attacks: attacks && [oldClaw] },
      ),
      pending: combat.pending.map(({ type, ...rest }) => ({ kind: type, ...rest })),
      // Before the trimAtRefill ruling the combat's rulings had two keys.
      rulings: { opposedSpells: combat.rulings.opposedSpells, maneuversDealDamage: combat.rulings.maneuversDealDamage },
    },
  };
}

describe("52 Fates combat card: states stored before the kit", () => {
  it("[F52-04] [F52-22] an old combat state (dealt, initiative pending) migrates to the current shape", () => {
    const state = current();
    expect(state.combat!.pending.length).toBeGreaterThan(0);
    const migrated = migrateCombatState(oldShape(state));
    expect(migrated).toEqual(state);
    expect(validCombatState(migrated as unknown as CombatCardState)).toBe(true);
  });

  it("[F52-04] a state in the current shape is kept as it is; one before the fight began gets its setup's defaults", () => {
    const state = current();
    expect(migrateCombatState(structuredClone(state) as unknown as Record<string, unknown>)).toEqual(state);
    expect(migrateCombatState({ actorId: "ann", setup, combat: null })).toEqual({ ...state, combat: null });
  });
});
