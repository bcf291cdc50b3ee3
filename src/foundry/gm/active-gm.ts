/** Whether this client is the active GM: the one client that runs the world's queue and writes back what cards decide. */
export function isActiveGM(): boolean {
  return game.users.activeGM?.isSelf === true;
}
