/**
 * The deck list as the GM has edited it [BEL-17], kept in a hidden world setting so that the
 * stacks' recipes follow the edits: setting up a missing deck, or the GM's "Repair decks" tool,
 * then restores the decks as edited, not as they started. (The list is public information: every
 * deck's composition is, only the order is not.)
 */
import { RANKS, SUITS, suited } from "../../../rules/cards/card.ts";
import type { Card, SuitedCard } from "../../../rules/cards/card.ts";
import { initialDecks, startingStacks } from "../../../rules/belmont/index.ts";
import type { BelmontDecks } from "../../../rules/belmont/index.ts";
import { SYSTEM_ID } from "../../../foundry/constants.ts";

const KEY = "belmont.decks";

/** The setting is declared by this ruleset at runtime, so it is not in SettingConfig: one cast, here. */
type UntypedSettings = {
  register(namespace: string, key: string, config: Record<string, unknown>): void;
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
};

const settings = (): UntypedSettings => game.settings as unknown as UntypedSettings;

export function registerDeckListSetting(): void {
  settings().register(SYSTEM_ID, KEY, { scope: "world", config: false, type: Object, default: {} });
}

function parseCards(raw: unknown): SuitedCard[] | null {
  if (!Array.isArray(raw)) return null;
  const cards: SuitedCard[] = [];
  for (const item of raw) {
    const { suit, rank, origin } = (item ?? {}) as Record<string, unknown>;
    if (
      !(SUITS as readonly unknown[]).includes(suit) ||
      !(RANKS as readonly unknown[]).includes(rank) ||
      typeof origin !== "string" ||
      !origin
    )
      return null;
    cards.push(suited(suit as SuitedCard["suit"], rank as SuitedCard["rank"], origin));
  }
  return cards;
}

/** Read a stored deck list; null when absent or damaged. */
export function parseDeckList(raw: unknown): BelmontDecks | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { skill, challenge, luck } = raw as Record<string, unknown>;
  const bySuit = (value: unknown) => {
    if (typeof value !== "object" || value === null) return null;
    const parsed = SUITS.map((suit) => parseCards((value as Record<string, unknown>)[suit]));
    return parsed.every((cards) => cards !== null) ? { C: parsed[0]!, D: parsed[1]!, H: parsed[2]!, S: parsed[3]! } : null;
  };
  const skillDecks = bySuit(skill);
  const challengeDecks = bySuit(challenge);
  const luckDeck = parseCards(luck);
  return skillDecks && challengeDecks && luckDeck ? { skill: skillDecks, challenge: challengeDecks, luck: luckDeck } : null;
}

/** The edited deck list, or null before any edit (or before the setting is registered). */
export function storedDecks(): BelmontDecks | null {
  try {
    return parseDeckList(settings().get(SYSTEM_ID, KEY));
  } catch {
    return null;
  }
}

export async function storeDecks(decks: BelmontDecks): Promise<void> {
  await settings().set(SYSTEM_ID, KEY, decks);
}

/** A deck's recipe: its cards in the edited deck list, or in the starting one. */
export function recipeFor(stack: string): readonly Card[] {
  return startingStacks(storedDecks() ?? initialDecks())[stack] ?? [];
}
