/**
 * What every DOA card shares about its actions and its characters: the actions of a running check —
 * keep the draw, or redraw with a held Fate Card or a Fate token [DOA-03] — read with the kit's
 * parser kit; who may act for a character; whether every character's deck and info are on the card;
 * a step's draw as the check reducer's `drawn` action. Pure.
 */
import type { CheckAction, FateSpend } from "../../../rules/doa/index.ts";
import { isFateCard } from "../../../rules/doa/decks.ts";
import { refuse } from "../../../rules/outcome.ts";
import type { Outcome } from "../../../rules/outcome.ts";
import { ownEntry, readCard } from "../../../foundry/chat/action-data.ts";
import type { ActionData } from "../../../foundry/chat/action-data.ts";
import type { CardActions, Requester } from "../../../foundry/registry/definition.ts";
import type { DrawOutcome } from "../../../rules/cards/table.ts";

/** A Fate Card named by a button (`data-code`, `data-origin`), or a Fate token (`data-token`). */
export function parseFateSpend(data: ActionData): Outcome<{ spend: FateSpend }> {
  if (ownEntry(data, "token") !== undefined) return { ok: true, spend: "token" };
  const card = readCard(data);
  if (!card) return refuse("DECKBOUND.Refusal.BadCard");
  if (!isFateCard(card)) return refuse("DECKBOUND.DOA.Refusal.NotAFateCard");
  return { ok: true, spend: card };
}

/** The two buttons of any running check, as the card's own action (`wrap`). */
export function checkStepActions<Action>(wrap: (check: CheckAction) => Action): CardActions<Action> {
  return {
    accept: { parse: () => ({ ok: true, action: wrap({ type: "accept" }) }) },
    redraw: {
      parse(data) {
        const spend = parseFateSpend(data);
        return spend.ok ? { ok: true, action: wrap({ type: "redraw", spend: spend.spend }) } : spend;
      },
    },
  };
}

/** An action that carries nothing but its name. */
export function plainAction<Action>(action: Action): CardActions<Action>[string] {
  return { parse: () => ({ ok: true, action }) };
}

/** A character on a card: its name and its players. */
export interface PartyInfo {
  readonly name: string;
  readonly userIds: readonly string[];
}

/** A card's characters: each with its players (`userIds`), by id. */
type Parties = Readonly<Record<string, Pick<PartyInfo, "userIds">>>;

/** A stored state the rules could have produced names, for every character, its deck and its info. */
export function everyPartyOnCard(
  parties: readonly { readonly id: string; readonly owner: string }[],
  decks: Readonly<Record<string, unknown>>,
  info: Parties,
): boolean {
  return parties.every((party) => Object.hasOwn(decks, party.owner) && Object.hasOwn(info, party.id));
}

/**
 * Who may act for a character on a card: the GM, or a user who owns its actor now (as the card's
 * controls show it to them, audience.ts), not the owners it was started with: a character the GM
 * hands to another player mid-fight is theirs to play at once [DOA-13].
 */
export function mayActFor(info: Parties, id: string | null | undefined, who: Requester): boolean {
  return who.isGM || (typeof id === "string" && ownEntry(info, id) !== undefined && (who.owns?.(id) ?? false));
}

/** The outcome of the draw a step asked for, as the check reducer's `drawn` action. */
export function drawnAction(draws: readonly DrawOutcome[]): CheckAction | null {
  const last = draws.at(-1);
  return last ? { type: "drawn", cards: last.cards, reshuffles: last.reshuffles, short: last.short } : null;
}
