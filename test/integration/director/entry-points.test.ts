/**
 * The Director's competition card has an entry point in the UI: a character sheet's Compete button
 * opens it with that attribute through the GM queue [DIR-09]; another player joins on the card and
 * the opener begins. An NPC sheet has no Compete button (an NPC meets a character with a test
 * [DIR-10]). On the test runtime with the hidden-card audit.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { directorWorld } from "./director-world.ts";
import type { DirectorWorld } from "./director-world.ts";

let world: DirectorWorld;
beforeEach(async () => {
  world = await directorWorld();
});
afterEach(() => {
  expect(world.audit.violations).toEqual([]);
  world.rt.uninstall();
});

interface RenderedApp {
  render(options: object): Promise<unknown>;
  renderedParts: Record<string, string>;
}

async function openSheet(actor: Actor.Implementation, user: User.Implementation): Promise<RenderedApp> {
  const { DirectorActorSheet } = await import("../../../src/rulesets/director/sheet.ts");
  const sheet = new DirectorActorSheet({ document: actor } as never) as unknown as RenderedApp;
  await world.rt.as(user, () => sheet.render({ force: true }));
  return sheet;
}

const stateOf = (message: ChatMessage.Implementation) => (message.system as unknown as { state: { entrants: { key: string; attribute: string }[]; started: boolean; hands: unknown[] | null } }).state;

it("[DIR-09] a character sheet's Compete button opens a competition card with that attribute; another player joins on the card and the opener begins", async () => {
  const [ann, bob] = [world.players[0]!, world.players[1]!];
  const anna = await world.actor("Anna", ann);
  const bea = await world.actor("Bea", bob);
  await world.rt.as(bob, async () => game.user.update({ character: bea.id } as never));
  await world.setUp();
  const sheet = await openSheet(anna, ann);
  expect(sheet.renderedParts["character"]!.match(/data-action="compete"/g)).toHaveLength(4);

  await world.rt.as(ann, () => world.rt.clickAction(sheet, "compete", { attribute: "mind" }));
  const message = game.messages.contents.at(-1)!;
  expect(message.type).toBe("directorCompetition");
  expect(stateOf(message).entrants).toEqual([expect.objectContaining({ key: anna.id, attribute: "mind" })]);

  const act = (user: User.Implementation, action: string, data: unknown) => world.rt.as(user, () => world.modules.authority.askGm({ kind: "cardAction", messageId: message.id!, action, data }));
  expect((await act(bob, "join", { attribute: "body" })).ok).toBe(true);
  expect((await act(ann, "begin", null)).ok).toBe(true);
  const state = stateOf(game.messages.get(message.id!)!);
  expect(state.started).toBe(true);
  expect(state.entrants.map((entrant) => entrant.key)).toEqual([anna.id, bea.id]);
  expect(state.hands).toHaveLength(2);
});

it("[DIR-10] an NPC's sheet offers tests but no Compete button", async () => {
  const npc = await world.actor("Guard", null, {}, "directorNpc");
  await world.setUp();
  const sheet = await openSheet(npc, world.gm);
  const html = sheet.renderedParts["character"]!;
  expect(html.match(/data-action="test"/g)).toHaveLength(4);
  expect(html).not.toContain('data-action="compete"');
});
