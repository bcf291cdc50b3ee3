/**
 * Combat card states stored before the chat-card kit, brought to the current shape (pure). Then a
 * state could leave keys out: a setup's defaults (HP, skills, movement, cards per play, attacks,
 * rulings, and the combat's trimAtRefill ruling), a participant's `cardsPerPlay`/`attacks` and (before hands shrank with HP) `mustDiscard`,
 * an attack result's `effect`; the regular
 * Ace damage was `"halfHp"` (now null), a pending draw was tagged by `kind` (now `type`), and the
 * discard list could be missing. A state already in the current shape comes back unchanged.
 * Whatever is still wrong after this fails the schema, and the card is inert.
 */
import { completeSetup } from "../../../rules/fates52/procedures/combat-start.ts";
import type { CombatSetup } from "../../../rules/fates52/index.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";

type Data = Record<string, unknown>;

const listOf = (value: unknown): unknown[] | null => (Array.isArray(value) ? value : null);

function migrateResult(result: unknown): unknown {
  if (!isRecord(result)) return result;
  return { ...result, damage: result["damage"] === "halfHp" ? null : result["damage"], effect: result["effect"] ?? null };
}

function migrateAttacks(attacks: unknown): unknown {
  return (
    listOf(attacks)?.map((attack) =>
      isRecord(attack)
        ? { ...attack, number: migrateResult(attack["number"]), face: migrateResult(attack["face"]), ace: migrateResult(attack["ace"]) }
        : attack,
    ) ?? attacks
  );
}

function migrateSetup(setup: unknown): unknown {
  const players = isRecord(setup) ? listOf(setup["players"]) : null;
  const monsters = isRecord(setup) ? listOf(setup["monsters"]) : null;
  if (!players?.every(isRecord) || !monsters?.every(isRecord)) return setup;
  const complete = completeSetup(setup as unknown as CombatSetup);
  return { ...complete, monsters: complete.monsters.map((monster) => ({ ...monster, attacks: migrateAttacks(monster.attacks) })) };
}

function migrateParticipant(participant: unknown): unknown {
  if (!isRecord(participant)) return participant;
  return {
    ...participant,
    cardsPerPlay: participant["cardsPerPlay"] ?? null,
    attacks: participant["attacks"] === undefined ? null : migrateAttacks(participant["attacks"]),
    mustDiscard: participant["mustDiscard"] ?? 0,
  };
}

function migratePurpose(purpose: unknown): unknown {
  if (!isRecord(purpose) || purpose["type"] !== undefined || purpose["kind"] === undefined) return purpose;
  const { kind, ...rest } = purpose;
  return { type: kind, ...rest };
}

function migrateCombat(combat: unknown): unknown {
  if (!isRecord(combat)) return combat ?? null;
  return {
    ...combat,
    participants: listOf(combat["participants"])?.map(migrateParticipant) ?? combat["participants"],
    pending: listOf(combat["pending"])?.map(migratePurpose) ?? combat["pending"],
    rulings: isRecord(combat["rulings"]) ? { trimAtRefill: false, ...combat["rulings"] } : combat["rulings"],
  };
}

export function migrateCombatState(state: Data): Data {
  return { ...state, setup: migrateSetup(state["setup"]), combat: migrateCombat(state["combat"]), discard: state["discard"] ?? [] };
}
