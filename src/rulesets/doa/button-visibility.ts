/**
 * Which of a card's buttons a user may not press (pure): a button names its players in
 * `data-users`; the GM may press every button.
 */
export function hiddenButtons(users: readonly string[], userId: string, isGM: boolean): number[] {
  if (isGM) return [];
  return users.flatMap((list, index) => (list.split(" ").includes(userId) ? [] : [index]));
}
