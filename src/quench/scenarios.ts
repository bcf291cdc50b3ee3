/**
 * What the in-Foundry checks play in each ruleset: one start of each chat-card type, with the
 * options a table would send (the same starts the chat-card monkey of `npm test` presses). `lead`
 * and `second` are two characters of the ruleset's first character type; `npc` an actor of the
 * ruleset's card-actor type where a card needs one.
 */
import { ABILITY_TYPE, MAGIC_MESSAGE, TASK_MESSAGE } from "../rulesets/belmont/ids.ts";
import { MONSTER_TYPE } from "../rulesets/fates52/ids.ts";

export interface Cast {
  readonly lead: string;
  readonly second: string;
  readonly npc: string | null;
  /** The lead's item the scenario gives it (`leadItem`), where a card needs one. */
  readonly leadItem: string | null;
}

export interface CardStart {
  readonly messageType: string;
  readonly actorId: string;
  readonly options: unknown;
}

export interface Scenario {
  /** An actor the cards need beyond the characters: its type and system data. */
  readonly npc?: { readonly type: string; readonly system: object };
  /** The lead character's system data, where a card needs some (a Fate token to spend). */
  readonly lead?: object;
  /** An item the lead character holds, where a card needs one (an ability to fuel with Magic). */
  readonly leadItem?: { readonly name: string; readonly type: string; readonly system: object };
  /** What a button's prompt would add to its data on a GM's client (who joins a competition), by action. */
  prompts?(cast: Cast): Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Deck of Adventures' check needs a Target Card on the GM's table: the stack moves to make first. */
  readonly targetCard?: { readonly from: string; readonly to: string };
  starts(cast: Cast, targetCard: string | null): readonly CardStart[];
}

export const SCENARIOS: Readonly<Record<string, Scenario>> = {
  belmont: {
    leadItem: { name: "Holy Water", type: ABILITY_TYPE, system: { suit: "D", rank: 10, kind: "bonus", amount: 1 } },
    // Magic first: by the project's ruling, no Magic is spent while a task is unresolved.
    starts: ({ lead, leadItem }) => [
      { messageType: MAGIC_MESSAGE, actorId: lead, options: { abilityId: leadItem } },
      { messageType: TASK_MESSAGE, actorId: lead, options: { scene: "The bridge.", lines: {} } },
    ],
  },
  director: {
    prompts: ({ lead }) => ({ join: { actorId: lead } }),
    starts: ({ lead, second }) => [
      { messageType: "directorTest", actorId: lead, options: { attribute: "body", difficulty: 2 } },
      { messageType: "directorCompetition", actorId: second, options: { attribute: "dexterity" } },
    ],
  },
  bastards: {
    starts: ({ lead, second }) => [
      { messageType: "bastardsFateDraw", actorId: lead, options: { skill: "athletics", trait: "body", difficulty: 3 } },
      {
        messageType: "bastardsOpposition",
        actorId: lead,
        options: {
          combatants: [
            { actor: lead, side: "heroes" },
            { actor: second, side: "villains" },
          ],
        },
      },
      { messageType: "bastardsDramatic", actorId: lead, options: { action: "timePasses" } },
    ],
  },
  doa: {
    targetCard: { from: "gm-deck", to: "gm-table" },
    lead: { deck: { fateTokens: 1 } },
    // Ignoring damage first: the other cards' redraws may spend the lead's Fate token.
    starts: ({ lead, second }, tc) => [
      { messageType: "doaIgnoreDamage", actorId: lead, options: { damage: 2, damageKind: "physical", source: "Falling rock" } },
      { messageType: "doaCheck", actorId: lead, options: { on: "finesse", tc, dr: 2 } },
      { messageType: "doaContested", actorId: lead, options: { on: "bluffing", targets: [{ actorId: second, on: "detection" }] } },
      { messageType: "doaEpic", actorId: lead, options: { kind: "epic", players: [lead, second] } },
      { messageType: "doaCombat", actorId: lead, options: { combatants: [lead, second] } },
    ],
  },
  fates52: {
    npc: { type: MONSTER_TYPE, system: { hp: 4, maxHp: 4, group: "orcs", attacks: [{ id: "axe", name: "Axe" }] } },
    starts: ({ lead, second, npc }) => [
      { messageType: "fates52Check", actorId: lead, options: { difficulty: 6 } },
      { messageType: "fates52Combat", actorId: lead, options: { players: [lead, second], monsters: [npc] } },
    ],
  },
};
