/**
 * A card count beside each player in Foundry's Players list: the `renderPlayers` hook hands us the
 * list's element, whose rows carry `data-user-id` (Foundry v13's Players application); each row of a
 * user whose character holds a hand gets a badge. The last list seen is kept, so counts follow
 * the cards live without re-rendering Foundry's list.
 * ⚠ That markup is read from the sandbox's model of Foundry v13, not verified in real Foundry: a list
 * without any user row means the guess is wrong: the user is told (once), rather than the counts
 * silently missing. Listed in docs/FOUNDRY-ASSUMPTIONS.md.
 */
import { SYSTEM_ID } from "../constants.ts";
import { formatCount } from "../plural.ts";
import { possessive } from "../possessive.ts";
import type { RulesetDefinition } from "../registry/definition.ts";
import { activeRuleset } from "../settings.ts";
import { userHandCount } from "./hands-at-table.ts";

const ROW = "[data-user-id]";
const BADGE = "deckbound-player-cards";

let shownList: HTMLElement | null = null;
let warned = false;

export function annotatePlayers(list: HTMLElement): void {
  const ruleset = activeRuleset();
  if (!ruleset?.hand) return;
  const rows = list.querySelectorAll<HTMLElement>(ROW);
  if (rows.length === 0) {
    if (!warned) ui.notifications.error("DECKBOUND.Foundry.Dock.NoPlayerRows", { localize: true });
    warned = true;
    return;
  }
  shownList = list;
  for (const row of rows) badgeRow(ruleset, row);
}

function badgeRow(ruleset: RulesetDefinition, row: HTMLElement): void {
  row.querySelector(`:scope > .${BADGE}`)?.remove();
  const user = game.users.get(row.dataset["userId"] ?? "");
  const count = user ? userHandCount(ruleset, user) : null;
  if (!user || count === null) return;
  const badge = document.createElement("span");
  badge.className = `${SYSTEM_ID} ${BADGE}`;
  badge.textContent = `🂠 ${count}`;
  const label = formatCount("DECKBOUND.Foundry.Dock.PlayerCount", count, { whose: possessive(user.character?.name ?? "") });
  badge.setAttribute("role", "img");
  badge.setAttribute("aria-label", label);
  row.append(badge);
}

/** After cards moved: recount the list last shown, if it is still on screen. */
export function refreshPlayerCounts(): void {
  if (shownList?.isConnected) annotatePlayers(shownList);
}

export function registerPlayerCounts(): void {
  Hooks.on("renderPlayers", (_app, html) => annotatePlayers(html));
}
