/**
 * Foundry's combat tracker as a view of a ruleset's combat chat card (52 Fates' combat, A Game of
 * Bastards' opposition): one Combat per card, found by the card's message id in its flags (made
 * here, or begun by the GM in the tracker and linked by combat-start.ts), one Combatant per
 * participant, found by the participant's key. Runs on the active GM's client; the
 * card stays the source of truth and each ruleset decides what the tracker's moves mean.
 */
import { SYSTEM_ID } from "./constants.ts";

/** One participant as the tracker shows it. */
export interface TrackerEntry {
  /** The participant's key on the card. */
  readonly key: string;
  readonly actorId: string;
  readonly name: string;
  /** null: not yet rolled (Foundry's tracker shows a blank). */
  readonly initiative: number | null;
  readonly defeated: boolean;
}

/** The Combat following this chat card, if any. */
export function trackerOfCard(messageId: string): Combat.Implementation | undefined {
  return game.combats.find((combat) => combat.getFlag(SYSTEM_ID, "card") === messageId);
}

/**
 * The operation option every write the card makes to its tracker carries (`deckbound.byCard`): its
 * participants added, its Combat deleted at its end. The tracker's End Combat (combat-start.ts) and
 * the roster's guard (tracker-roster.ts) answer only the writes without it.
 */
const BY_CARD = "byCard";

/** The options of a write the card makes. */
const BY_CARD_OPTIONS = { [SYSTEM_ID]: { [BY_CARD]: true } } as const;

/** The card's fight is over (its afterStep): the Combat following it goes, marked as the card's doing. */
export async function deleteTrackerOfCard(messageId: string): Promise<void> {
  const combat = trackerOfCard(messageId);
  if (combat) await unlessDeleted(combat, () => combat.delete(BY_CARD_OPTIONS as never));
}

/**
 * A write to a Combat a card follows, dropped if the Combat was deleted meanwhile. The GM may end
 * the encounter in the tracker (the Combat is deleted) while a card's step is still writing to it;
 * the server then refuses the write, the document being gone, and the deletion ends the card's
 * fight anyway (combat-start.ts). The server's deletion reaches this client before its refusal of
 * the later write (one connection, answered in order), so a Combat no longer in game.combats was
 * deleted meanwhile; any other failure is thrown as before.
 */
export async function unlessDeleted(combat: Combat.Implementation, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (combat.id !== null && !game.combats.has(combat.id)) return;
    throw error;
  }
}

/** A combatant the card did not take goes, as the card's doing (tracker-roster.ts). */
export async function removeFromTrackerOfCard(combatant: Combatant.Implementation): Promise<void> {
  await combatant.delete(BY_CARD_OPTIONS as never);
}

/**
 * After a card's step: the participants among `before` no longer among `after` (keys) left its fight,
 * and their combatants leave its tracker too, as the card's doing — the one flagged with the key,
 * else (a Combat the GM began in the tracker, not yet adopted) one of the actor's (`actorOf`) unflagged ones.
 */
export async function removeLeaversFromTracker(
  messageId: string,
  before: readonly string[],
  after: readonly string[],
  actorOf: (key: string) => string,
): Promise<void> {
  const gone = before.filter((key) => !after.includes(key));
  const combat = gone.length > 0 ? trackerOfCard(messageId) : undefined;
  if (!combat) return;
  const left = [...combat.combatants.contents];
  for (const key of gone) {
    const at = left.findIndex((combatant) => participantOf(combatant) === key);
    const match =
      at >= 0 ? at : left.findIndex((combatant) => participantOf(combatant) === undefined && combatant.actorId === actorOf(key));
    if (match >= 0) await removeFromTrackerOfCard(left.splice(match, 1)[0]!);
  }
}

/** Whether a write (its hook's options) was the card's own. */
export function madeByCard(options: object): boolean {
  const ours = (options as Record<string, unknown>)[SYSTEM_ID];
  return typeof ours === "object" && ours !== null && (ours as Record<string, unknown>)[BY_CARD] === true;
}

/** The chat card a Combat follows, or null for a Combat Deckbound did not make. */
export function cardOfTracker(combat: Combat.Implementation): string | null {
  return combat.getFlag(SYSTEM_ID, "card") ?? null;
}

/** The card's key of the participant a Combatant stands for. */
export function participantOf(combatant: Combatant.Implementation): string | undefined {
  return combatant.getFlag(SYSTEM_ID, "participant");
}

/**
 * Each entry's combatant: the one flagged with its key, else (a Combat the GM began in the tracker,
 * combat-start.ts) the first unflagged combatant of its actor, in tracker order, which is adopted.
 */
function matchCombatants(
  combat: Combat.Implementation,
  entries: readonly TrackerEntry[],
): Map<string, { combatant: Combatant.Implementation; adopted: boolean }> {
  const flagged = new Map(
    combat.combatants.contents.flatMap((combatant) => {
      const key = participantOf(combatant);
      return key === undefined ? [] : [[key, combatant] as const];
    }),
  );
  const unflagged = combat.combatants.contents.filter((combatant) => participantOf(combatant) === undefined);
  const matched = new Map<string, { combatant: Combatant.Implementation; adopted: boolean }>();
  for (const entry of entries) {
    const own = flagged.get(entry.key);
    if (own) {
      matched.set(entry.key, { combatant: own, adopted: false });
      continue;
    }
    const index = unflagged.findIndex((combatant) => combatant.actorId === entry.actorId);
    if (index >= 0) matched.set(entry.key, { combatant: unflagged.splice(index, 1)[0]!, adopted: true });
  }
  return matched;
}

/**
 * Bring the card's Combat in line with these entries, round and turn (`turn` undefined: leave the
 * tracker's turn alone): create it if missing, adopt or add missing combatants, update changed ones,
 * and write nothing that is already right.
 */
export async function writeTracker(messageId: string, entries: readonly TrackerEntry[], round: number, turn?: number): Promise<void> {
  const combat =
    trackerOfCard(messageId) ?? (await Combat.create({ active: true, round, flags: { [SYSTEM_ID]: { card: messageId } } } as never));
  if (!combat) return;
  const matched = matchCombatants(combat, entries);
  const created = entries
    .filter((entry) => !matched.has(entry.key))
    .map((entry) => ({
      actorId: entry.actorId,
      name: entry.name,
      initiative: entry.initiative,
      defeated: entry.defeated,
      flags: { [SYSTEM_ID]: { participant: entry.key } },
    }));
  const changed = entries.flatMap((entry) => {
    const match = matched.get(entry.key);
    if (!match) return [];
    const { combatant, adopted } = match;
    if (!adopted && combatant.initiative === entry.initiative && combatant.defeated === entry.defeated) return [];
    return [
      {
        _id: combatant.id,
        initiative: entry.initiative,
        defeated: entry.defeated,
        ...(adopted ? { flags: { [SYSTEM_ID]: { participant: entry.key } } } : {}),
      },
    ];
  });
  await unlessDeleted(combat, async () => {
    if (created.length > 0) await combat.createEmbeddedDocuments("Combatant", created as never, BY_CARD_OPTIONS as never);
    if (changed.length > 0) await combat.updateEmbeddedDocuments("Combatant", changed as never);
    const nextTurn = turn ?? combat.turn;
    if (combat.round !== round || combat.turn !== nextTurn) await combat.update({ round, turn: nextTurn } as never);
  });
}
