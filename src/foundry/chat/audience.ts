/**
 * Who may press a chat card's control — the one visibility convention of every card. A card's
 * context builder names each control's audience; the shared `mayPress` (and the Handlebars helper
 * `deckboundMayPress`, which reads the viewer from the template's root context) applies it while the
 * card is rendered for one viewer, so a control that is not theirs is never in their HTML.
 *
 * An audience is a short string, so templates can pass it as they like:
 * - `everyone`;
 * - `gm`: game masters only; `players`: everyone but the game masters;
 * - `owner`: the owners of the card's actor (game masters own every actor);
 * - `owners:<actorId>,<actorId>…`: the owners of any of these actors;
 * - `users:<userId>,<userId>…`: exactly these users.
 * Anything else is pressable by no one (fails closed).
 *
 * Hiding a control is a courtesy: the GM queue checks every step against the asking user anyway.
 */

/** The user a card is being rendered for, as far as its controls need to know. */
export interface Viewer {
  readonly userId: string;
  readonly isGM: boolean;
  /** Does the viewer own this actor (game masters own all)? */
  owns(actorId: string): boolean;
  /** The card's own actor, for the `owner` audience. */
  readonly cardActorId: string;
}

export const Audience = {
  everyone: "everyone",
  gm: "gm",
  players: "players",
  owner: "owner",
  owners: (actorIds: readonly string[]): string => `owners:${actorIds.join(",")}`,
  users: (userIds: readonly string[]): string => `users:${userIds.join(",")}`,
} as const;

function listAfter(audience: string, prefix: string): readonly string[] {
  return audience
    .slice(prefix.length)
    .split(",")
    .filter((id) => id !== "");
}

export function mayPress(audience: unknown, viewer: Viewer): boolean {
  if (typeof audience !== "string") return false;
  switch (audience) {
    case "everyone":
      return true;
    case "gm":
      return viewer.isGM;
    case "players":
      return !viewer.isGM;
    case "owner":
      return viewer.owns(viewer.cardActorId);
  }
  if (audience.startsWith("owners:")) return listAfter(audience, "owners:").some((actorId) => viewer.owns(actorId));
  if (audience.startsWith("users:")) return listAfter(audience, "users:").includes(viewer.userId);
  return false;
}
