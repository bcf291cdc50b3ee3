/**
 * The controls a chat card offers a seat, read from the card as that seat sees it: each button's
 * action and its data-* values (what pressing it sends). The offered-control walks press each one
 * and check the rules never refuse it for a reason the card could have known.
 */
import { expect } from "vitest";
import type { World } from "./world.ts";
export interface OfferedControl {
  readonly action: string;
  readonly data: Record<string, string>;
}

export function offeredControls(html: string): OfferedControl[] {
  return [...html.matchAll(/<button\b[^>]*\bdata-action="([^"]*)"[^>]*>/g)].map(([tag, action]) => ({
    action: action!,
    data: Object.fromEntries(
      [...tag.matchAll(/\bdata-([a-z]+)="([^"]*)"/g)].filter(([, name]) => name !== "action").map(([, n, v]) => [n!, v!]),
    ),
  }));
}

/** Refusals any card could know before a press: whose character the control acts for. */
export const KNOWABLE_TO_EVERY_CARD = ["DECKBOUND.Refusal.NotOwner"] as const;

/**
 * Press every control the card offers `user` now, as `user`, with the card's own data, each if the
 * card still offers it when its turn comes; those that end the step (`last`) after the others, and
 * only the first of them. Returns the reasons of the refusals, so a walk can check none is one the
 * card knew (`knowable`); and the actions offered.
 */
export async function pressEveryOffered(
  world: World,
  messageId: string,
  user: User.Implementation,
  last: readonly string[] = [],
): Promise<{ offered: string[]; refusals: string[] }> {
  const offered = offeredControls(await world.seeCard(messageId, user));
  const ending = offered.filter((control) => last.includes(control.action)).slice(0, 1);
  const refusals: string[] = [];
  const same = (a: OfferedControl, b: OfferedControl) => a.action === b.action && JSON.stringify(a.data) === JSON.stringify(b.data);
  for (const control of [...offered.filter((c) => !last.includes(c.action)), ...ending]) {
    // A press may end what another control was offered for (an attack opens an exchange): press only what is still offered.
    if (!offeredControls(await world.seeCard(messageId, user)).some((now) => same(now, control))) continue;
    const result = await world.ask(user, { kind: "cardAction", messageId, action: control.action, data: control.data });
    if (!result.ok) refusals.push(`${control.action}: ${result.reason}`);
  }
  return { offered: offered.map((control) => control.action), refusals };
}

/**
 * One step of a walk: press everything the card offers `user` now (pressEveryOffered) and check no
 * press was refused for a reason the card knew (`knowable`, localisation keys); the actions offered.
 */
export async function walkOffered(
  world: World,
  messageId: string,
  user: User.Implementation,
  knowable: readonly string[],
  last: readonly string[] = [],
): Promise<string[]> {
  const { offered, refusals } = await pressEveryOffered(world, messageId, user, last);
  for (const refusal of refusals)
    expect(
      knowable.some((reason) => refusal.endsWith(`: ${reason}`)),
      `${user.name} ${refusal}`,
    ).toBe(false);
  return offered;
}
