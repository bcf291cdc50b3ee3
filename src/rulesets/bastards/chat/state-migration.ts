/**
 * Card states stored before the chat-card kit, brought to the current shape (ProcedureCardModel's
 * `migrateState`): rulings were merged with the defaults when read, and the rules' states left out
 * what did not apply — a combatant's other kinds' keys, a wait's other kind's keys, an advantage's
 * target — where the typed schema now keeps null. Idempotent: a current state passes unchanged.
 */
import { DEFAULT_RULINGS } from "../../../rules/bastards/rulings.ts";
import { OTHER_KINDS_KEYS } from "../../../rules/bastards/combatants.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";

type Data = Record<string, unknown>;

/** Each element through `migrate` when `value` is a list; anything else is left for the schema to refuse. */
function eachOf(value: unknown, migrate: (element: unknown) => unknown): unknown {
  return Array.isArray(value) ? value.map(migrate) : value;
}

function filled(value: unknown, absent: Data): unknown {
  return isRecord(value) ? { ...absent, ...value } : value;
}

function migrateRulings(value: unknown): unknown {
  return isRecord(value) ? { ...DEFAULT_RULINGS, ...value } : DEFAULT_RULINGS;
}

function migrateCombatant(value: unknown): unknown {
  const combatant = filled(value, {
    ...OTHER_KINDS_KEYS,
    // A Follower stored before it held advantages holds none [GOB-25].
    advantages: isRecord(value) && value["kind"] === "follower" ? {} : null,
  });
  // A character stored before successors waited for the next scene [GOB-20]: not waiting.
  if (!isRecord(combatant) || !isRecord(combatant["character"])) return combatant;
  return { ...combatant, character: filled(combatant["character"], { awaitsNextScene: false }) };
}

function migratePending(value: unknown): unknown {
  return value === undefined ? null : filled(value, { to: null, jokerChain: null, stacks: null });
}

/** A stored draw whose attacker is not the turn's actor: a counter-attack [GOB-28]. */
function counterOutOfTurn(value: Record<string, unknown>): boolean {
  const draw = value["draw"];
  const turn = value["turn"];
  const attacker = isRecord(draw) && isRecord(draw["attacker"]) ? draw["attacker"]["actor"] : undefined;
  return isRecord(turn) && attacker !== undefined && attacker !== turn["actor"];
}

function migrateOpposition(value: unknown): unknown {
  if (!isRecord(value)) return value ?? null;
  return {
    ...value,
    rulings: migrateRulings(value["rulings"]),
    combatants: eachOf(value["combatants"], migrateCombatant),
    pending: migratePending(value["pending"]),
    // Stored before the range penalty was its own input [GOB-28]: none. Before a draw said it was a
    // counter-attack: one is when its attacker is not the turn's (only a counter-attack is out of turn).
    draw: value["draw"] ? filled(value["draw"], { rangePenalty: 0, counter: counterOutOfTurn(value) }) : null,
    // Stored before the GM could mark a turn's extreme movement [GOB-28]: not marked.
    turn: value["turn"] ? filled(value["turn"], { extremeMovement: false }) : null,
    // Stored before "a number up to Body" [GOB-28]: the whole Body.
    active: eachOf(value["active"], (use) => filled(use, { target: null, amount: null })),
    finishing: value["finishing"] ?? null,
    meditation: value["meditation"] ?? null,
    // Logged before the log named "a number up to Body" [GOB-28]: none shown.
    advantageLog: eachOf(value["advantageLog"] ?? [], (entry) => filled(entry, { amount: null })),
    // Stored before joining and leaving [GOB-22]: nobody fled, no distance set.
    flight: value["flight"] ?? null,
    chase: value["chase"] ?? false,
    distance: value["distance"] ?? null,
    fled: eachOf(value["fled"] ?? [], migrateCombatant),
    // Stored before indirect involvement [GOB-22, GOB-28]: nobody involved from outside, every draw the drawer's own.
    involved: value["involved"] ?? [],
    drawFor: value["drawFor"] === undefined ? null : filled(value["drawFor"], { by: null }),
    // Stored before the last result kept the revealed cards: none to show.
    lastResult: value["lastResult"] === undefined ? null : filled(value["lastResult"], { revealed: [] }),
  };
}

/** An opposition card's state (OppositionCardModel.migrateState). */
export function migrateOppositionCard(state: Data): Data {
  return {
    ...state,
    rulings: migrateRulings(state["rulings"]),
    seated: eachOf(state["seated"], migrateCombatant),
    opposition: migrateOpposition(state["opposition"]),
  };
}

/** A Fate draw card's state (FateDrawCardModel.migrateState). */
export function migrateFateDrawCard(state: Data): Data {
  const hand = state["hand"];
  return {
    ...state,
    rulings: migrateRulings(state["rulings"]),
    // Stored before Acrobat on a Fate draw [GOB-28]: none chosen, nothing discarded.
    hand: isRecord(hand) ? { acrobat: 0, discarded: [], ...hand, pending: migratePending(hand["pending"]) } : hand,
    // Stored before the options were kept: the draw is made as the card was posted.
    options: state["options"] ?? null,
  };
}
