/**
 * Players (not GMs) who own an actor: whose character it is. The GM owns every actor, so ownership
 * alone does not name a player.
 */
export function playerOwners(actor: Actor.Implementation): User.Implementation[] {
  return game.users.filter((user) => !user.isGM && actor.testUserPermission(user, "OWNER"));
}

/** Is one player (never a GM) the owner of both actors? */
export function sharePlayer(first: Actor.Implementation, second: Actor.Implementation): boolean {
  return playerOwners(first).some((user) => second.testUserPermission(user, "OWNER"));
}
