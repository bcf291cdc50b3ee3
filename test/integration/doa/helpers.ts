/**
 * Deck of Adventures helpers over the shared test world (createWorld): stack a deck (the GM moves
 * cards out of a hidden deck so that only chosen ones can be drawn), move named cards, give an
 * actor an item, press a card's button as a client does (its prompt first, then the request), and
 * a contest of two of the GM's against Xena.
 */
import { cardKey, parseCards } from "../../../src/rules/cards/card.ts";
import { seededRandom } from "../../../src/rules/cards/random.ts";
import type { World } from "../world.ts";

/** DOA's Foundry modules, imported once the runtime is installed (their models read `foundry`). */
export async function doaModules() {
  return {
    sheet: await import("../../../src/rulesets/doa/sheets/character-sheet.ts"),
    gather: await import("../../../src/rulesets/doa/chat/gather.ts"),
    actors: await import("../../../src/rulesets/doa/models/actors.ts"),
  };
}
export type DoaModules = Awaited<ReturnType<typeof doaModules>>;

function table(world: World) {
  return new world.modules.table.FoundryTable(world.ruleset, seededRandom(1));
}

/** Leave only `keep` (notation) in `owner`'s deck (`"gm"` for the GM's): every other card goes to `to`. */
export async function stackDeck(world: World, owner: string, keep: string, to: string): Promise<void> {
  const kept = new Set(parseCards(keep, owner).map(cardKey));
  const deck = owner === "gm" ? "gm-deck" : `deck:${owner}`;
  const away = world.cardsIn(deck).filter((card) => !kept.has(cardKey(card)));
  await world.rt.as(world.gm, () => table(world).move(away, deck, to));
}

/** Move named cards (notation, of `owner`'s deck) between stacks, as the GM. */
export async function move(world: World, owner: string, notation: string, from: string, to: string): Promise<void> {
  await world.rt.as(world.gm, () => table(world).move(parseCards(notation, owner), from, to));
}

/** The GM gives an actor an item. */
export async function item(
  world: World,
  actor: Actor.Implementation,
  name: string,
  type: string,
  system: Record<string, unknown>,
): Promise<void> {
  await world.rt.as(world.gm, () => actor.createEmbeddedDocuments("Item", [{ name, type, system } as never]));
}

/**
 * Press a card's button as `user`'s client does: the action's prompt first (a dialog: queue its
 * answer with `rt.dialogs.answer`), then the request to the GM queue; null when the prompt sent nothing.
 */
export async function press(world: World, user: User.Implementation, messageId: string, action: string, data: Record<string, string> = {}) {
  const { readChatCard } = await import("../../../src/foundry/chat/chat-cards.ts");
  const { ownEntry } = await import("../../../src/foundry/chat/action-data.ts");
  return world.rt.as(user, async () => {
    const message = game.messages.get(messageId);
    const card = message ? readChatCard(message) : undefined;
    const prompt = card ? ownEntry(card.procedure.actions, action)?.prompt : undefined;
    const sent = message && card && prompt ? await prompt({ message, actorId: card.actorId, state: card.state, data }) : data;
    return sent === null ? null : world.modules.authority.askGm({ kind: "cardAction", messageId, action, data: sent });
  });
}

/** The GM starts a combat card of `combatants`, on `actorId`'s card: its message (none: ""). */
export async function startCombat(world: World, actorId: string, combatants: readonly string[]) {
  const { DOA_MESSAGE } = await import("../../../src/rulesets/doa/ids.ts");
  const started = await world.ask(world.gm, { kind: "startCard", messageType: DOA_MESSAGE.combat, actorId, options: { combatants } });
  return started.ok ? (started.messageId ?? "") : "";
}

/** `user` starts a check card for `actorId` (a skill or attribute `on`, against TC `tc` at DR `dr`); its message id, "" when refused. */
export async function startCheck(
  world: World,
  user: User.Implementation,
  actorId: string,
  options: { on: string; tc: string; dr: number },
) {
  const { DOA_MESSAGE } = await import("../../../src/rulesets/doa/ids.ts");
  const started = await world.ask(user, { kind: "startCard", messageType: DOA_MESSAGE.check, actorId, options });
  return started.ok ? (started.messageId ?? "") : "";
}

/**
 * Xena (Ann's, Bluffing +1, her deck turning up the 3♦) contests a guard and a captain of the GM's,
 * drawing from the GM's deck as `stackGm` leaves it; Ann and the card's message id.
 */
export async function xenaContestsGuardAndCaptain(world: World, stackGm: () => Promise<void>) {
  const { DOA_ACTOR, DOA_MESSAGE } = await import("../../../src/rulesets/doa/ids.ts");
  const [ann] = world.players as [User.Implementation];
  const xena = await world.actor("Xena", ann, { type: DOA_ACTOR.dealer, system: { skills: { bluffing: 1 } } });
  const guard = await world.actor("Guard", null, { type: DOA_ACTOR.bystander });
  const captain = await world.actor("Captain", null, { type: DOA_ACTOR.bystander });
  await world.rt.as(world.gm, () => world.modules.setup.setUpStacks(world.ruleset));
  await stackDeck(world, xena.id!, "3D", `discard:${xena.id!}`);
  await stackGm();
  const started = await world.ask(ann, {
    kind: "startCard",
    messageType: DOA_MESSAGE.contested,
    actorId: xena.id!,
    options: { on: "bluffing", targets: [{ actorId: guard.id! }, { actorId: captain.id! }] },
  });
  return { ann, id: started.ok ? started.messageId! : "" };
}
