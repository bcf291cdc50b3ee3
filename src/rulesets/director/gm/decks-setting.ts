/**
 * The Director's destiny and enemy decks as the GM edited them (DIR-03 ruling: both are card
 * counts, editable), kept in one hidden world setting. Stored decks are read back through the pure
 * validator; anything malformed, or a world that never registered the setting, plays the source's
 * decks (destiny A–4, enemy 5–10).
 */
import { checkCounts, denseCounts } from "../../../rules/director/counts.ts";
import { DEFAULT_DIRECTOR_DECKS } from "../../../rules/director/decks.ts";
import type { CardCounts, DirectorDecks } from "../../../rules/director/index.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";
import { SYSTEM_ID } from "../../../foundry/constants.ts";

export const DECKS_SETTING = "director.decks";

/** The setting's key is declared at runtime, so it is not in SettingConfig: one cast, here. */
type UntypedSettings = {
  register(namespace: string, key: string, config: Record<string, unknown>): void;
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
};

function settings(): UntypedSettings {
  return game.settings as unknown as UntypedSettings;
}

function dense(decks: DirectorDecks): DirectorDecks {
  return { destiny: denseCounts(decks.destiny), enemy: denseCounts(decks.enemy) };
}

/** Call at init. */
export function registerDecksSetting(): void {
  settings().register(SYSTEM_ID, DECKS_SETTING, { scope: "world", config: false, type: Object, default: dense(DEFAULT_DIRECTOR_DECKS) });
}

function countsOr(value: unknown, fallback: CardCounts): CardCounts {
  return checkCounts(value) === null ? (value as CardCounts) : fallback;
}

export function directorDecks(): DirectorDecks {
  let stored: unknown;
  try {
    stored = settings().get(SYSTEM_ID, DECKS_SETTING);
  } catch {
    // Not registered (a world set up before init ran, or a test of another ruleset): the source's decks.
    return DEFAULT_DIRECTOR_DECKS;
  }
  const record = isRecord(stored) ? stored : {};
  return {
    destiny: countsOr(record["destiny"], DEFAULT_DIRECTOR_DECKS.destiny),
    enemy: countsOr(record["enemy"], DEFAULT_DIRECTOR_DECKS.enemy),
  };
}

/** Save the decks (GM only); the caller rebuilds the stacks. */
export async function saveDirectorDecks(decks: DirectorDecks): Promise<void> {
  await settings().set(SYSTEM_ID, DECKS_SETTING, dense(decks));
}
