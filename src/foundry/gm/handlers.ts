/**
 * The GM-side half of every request kind: look up what the request names, check that the asking
 * user may do it and that it is legal now, then act. Each returns a refusal (and changes nothing)
 * or a result. Runs inside the GM queue (authority.ts).
 */
import { cardKey } from "../../rules/cards/card.ts";
import type { Card } from "../../rules/cards/card.ts";
import { applyEffects } from "../../rules/cards/table.ts";
import type { TableEffect } from "../../rules/cards/table.ts";
import { identityOf } from "../table/card-identity.ts";
import { cardsLyingIn, unverifiedKeysIn } from "../table/foundry-table.ts";
import type { FoundryTable } from "../table/foundry-table.ts";
import { formatStackAddress } from "../table/stack-address.ts";
import type { StackAddress } from "../table/stack-address.ts";
import { findStack } from "../table/stack-directory.ts";
import { procedureEntries, stackAt } from "../registry/registry.ts";
import { refuse } from "../registry/definition.ts";
import type { ChatProcedure, ProcedureStep, Refusal, Requester, RulesetDefinition, StackDefinition } from "../registry/definition.ts";
import { isRecord, ownEntry } from "../chat/action-data.ts";
import { postChatCard, readLoadedCard, updateChatCard } from "../chat/chat-cards.ts";
import { loadProcedure } from "../chat/procedure-loader.ts";
import { DECK_TOOLS, deckTools } from "./deck-tools-request.ts";
import { checkEffects } from "./effect-check.ts";
import { followTableOnOpenCards } from "./table-follow.ts";
import { Refusals, parseCardList } from "./requests.ts";
import type { GmRequest, GmResult } from "./requests.ts";

export interface GmContext {
  readonly user: User.Implementation;
  readonly ruleset: RulesetDefinition;
  readonly table: FoundryTable;
}

type Request<K extends GmRequest["kind"]> = Extract<GmRequest, { kind: K }>;

function ownedCharacter(context: GmContext, actorId: string): Actor.Implementation | GmResult {
  const actor = game.actors.get(actorId);
  if (!actor || !context.ruleset.characterTypes.includes(actor.type)) return refuse(Refusals.UnknownActor);
  if (!actor.testUserPermission(context.user, "OWNER")) return refuse(Refusals.NotOwner);
  return actor;
}

/** A character, or another actor chat cards may be about (the ruleset's `cardActorTypes`), that the user owns. */
function ownedCardActor(context: GmContext, actorId: string): Actor.Implementation | GmResult {
  const actor = game.actors.get(actorId);
  if (!actor || !context.ruleset.cardActorTypes?.includes(actor.type)) return ownedCharacter(context, actorId);
  return actor.testUserPermission(context.user, "OWNER") ? actor : refuse(Refusals.NotOwner);
}

/** May this user take cards out of (or put cards into) this stack as its owner? */
function ownsStack(context: GmContext, definition: StackDefinition, address: StackAddress): boolean {
  if (context.user.isGM) return true;
  switch (definition.scope) {
    case "world":
      return false;
    case "user":
      return address.owner === context.user.id;
    case "character": {
      const actor = address.owner ? game.actors.get(address.owner) : undefined;
      return actor !== undefined && actor.testUserPermission(context.user, "OWNER");
    }
  }
}

/** The hand's Play and Discard buttons may send cards where the ruleset says, droppable or not. */
function isHandAction(context: GmContext, from: StackAddress, to: StackAddress): boolean {
  const hand = context.ruleset.hand;
  return hand !== undefined && from.stack === hand.stack && (to.stack === hand.playTo || to.stack === hand.discardTo);
}

function stackOf(context: GmContext, text: string): Cards.Implementation | undefined {
  const resolved = stackAt(context.ruleset, text);
  return resolved ? findStack(context.ruleset.id, resolved.address) : undefined;
}

function lyingKeys(context: GmContext, text: string): ReadonlySet<string> | null {
  const stack = stackOf(context, text);
  return stack ? new Set(cardsLyingIn(stack).map(({ card }) => cardKey(card))) : null;
}

/** The table's view of itself for checkEffects: what lies where, and what only a forgery claims. */
function checkOnTable(context: GmContext, effects: readonly TableEffect[]) {
  const unverified = (address: string) => {
    const stack = stackOf(context, address);
    return stack ? unverifiedKeysIn(stack) : new Set<string>();
  };
  return checkEffects(effects, (address) => lyingKeys(context, address), unverified);
}

async function draw(context: GmContext, request: Request<"draw">): Promise<GmResult> {
  const actor = ownedCharacter(context, request.actorId);
  if (!(actor instanceof Actor)) return actor;
  const hand = context.ruleset.hand;
  if (!hand?.drawFrom) return refuse(Refusals.NoHand);
  const to = formatStackAddress({ stack: hand.stack, owner: request.actorId });
  const effects = [{ type: "draw", from: hand.drawFrom, to, count: request.count, how: "top" } as const];
  const refusal = checkOnTable(context, effects);
  if (refusal) return refusal;
  const [outcome] = await applyEffects(context.table, effects);
  // The deck ran dry first (another player's draw took the last card): nothing moved, so say so.
  if (!outcome || outcome.cards.length === 0) return refuse(Refusals.DeckEmpty);
  return { ok: true, cards: outcome.cards.map(identityOf) };
}

async function move(context: GmContext, request: Request<"move">): Promise<GmResult> {
  const from = stackAt(context.ruleset, request.from);
  const to = stackAt(context.ruleset, request.to);
  if (!from || !to) return refuse(Refusals.BadAddress);
  if (from.definition.visibility === "hidden" && !context.user.isGM) return refuse(Refusals.HiddenStack);
  if (!ownsStack(context, from.definition, from.address)) return refuse(Refusals.StackNotYours);
  if (!ownsStack(context, to.definition, to.address) && !to.definition.playerDrop && !isHandAction(context, from.address, to.address)) {
    return refuse(Refusals.NoDrop);
  }
  const cards: Card[] | null = parseCardList(request.cards);
  if (!cards) return refuse(Refusals.BadCard);
  const vetoed = context.ruleset.moveRefusal?.(cards, from.address, to.address);
  if (vetoed) return refuse(vetoed);
  const effects = [{ type: "move", cards, from: request.from, to: request.to, position: "top" } as const];
  const refusal = checkOnTable(context, effects);
  if (refusal) return refusal;
  await applyEffects(context.table, effects);
  return { ok: true, cards: cards.map(identityOf) };
}

async function startCard(context: GmContext, request: Request<"startCard">): Promise<GmResult> {
  const entry = procedureEntries(context.ruleset).find((candidate) => candidate.messageType === request.messageType);
  if (!entry) return refuse(Refusals.UnknownProcedure);
  const actor = ownedCardActor(context, request.actorId);
  if (!(actor instanceof Actor)) return actor;
  const procedure = await loadProcedure(entry);
  const who = requesterFor(context, request.actorId);
  const options = procedure.gather ? procedure.gather(request.actorId, request.options, who) : request.options;
  const started = procedure.start(request.actorId, options, who);
  if (!started.ok) return started;
  const message = await postChatCard(procedure, actor, started.state);
  if (!message) return refuse(Refusals.Failed);
  await procedure.afterStep?.({ message, actorId: request.actorId, before: null, after: started.state });
  return { ok: true, messageId: message.id ?? "" };
}

function requesterFor(context: GmContext, cardActorId: string): Requester {
  const owns = (actorId: string) => game.actors.get(actorId)?.testUserPermission(context.user, "OWNER") ?? false;
  return { userId: context.user.id ?? "", isGM: context.user.isGM, ownsActor: owns(cardActorId), owns };
}

/** The state a step settles on, and what to apply once the card is written. */
type Settled = { readonly state: unknown; readonly afterWrite: readonly TableEffect[] } | Refusal;

async function runStep(context: GmContext, procedure: ChatProcedure, state: unknown, action: unknown, who: Requester): Promise<Settled> {
  if (procedure.kind === "perform") {
    const performed = await procedure.perform(state, action, who, context.table);
    return performed.ok ? { state: performed.state, afterWrite: performed.afterWrite ?? [] } : performed;
  }
  const step = procedure.reduce(state, action, who);
  if (!step.ok) return step;
  const refusal = checkOnTable(context, step.effects);
  if (refusal) return refusal;
  const settled = await applyWithDrawFeedback(context, procedure, step, who);
  const afterWrite = settled.afterWrite ?? [];
  const ready = afterWrite.length > 0 && !checkOnTable(context, afterWrite);
  return { state: settled.state, afterWrite: ready ? afterWrite : [] };
}

async function cardAction(context: GmContext, request: Request<"cardAction">): Promise<GmResult> {
  const message = game.messages.get(request.messageId);
  if (!message) return refuse(Refusals.UnknownMessage);
  const card = await readLoadedCard(message);
  if (!card || card.ruleset !== context.ruleset) return refuse(Refusals.UnknownProcedure);
  if (card.trust === "untrusted") return refuse(Refusals.UntrustedCard);
  if (card.trust === "invalid") return refuse(Refusals.BadState);
  const spec = ownEntry(card.procedure.actions, request.action);
  if (!spec) return refuse(Refusals.UnknownAction);
  const action = spec.parse(isRecord(request.data) ? request.data : {});
  if (!action.ok) return action;
  const settled = await runStep(context, card.procedure, card.state, action.action, requesterFor(context, card.actorId));
  if ("ok" in settled) return settled;
  await updateChatCard(message, card.actorId, settled.state);
  await applyEffects(context.table, settled.afterWrite);
  await card.procedure.afterStep?.({ message, actorId: card.actorId, before: card.state, after: settled.state });
  return { ok: true, messageId: message.id ?? "" };
}

/** The most follow-up steps one action may cause (a guard against a procedure that never settles). */
const MAX_FOLLOW_UPS = 20;

/**
 * Apply a step's effects; while the procedure listens to draws (`afterDraw`) and the step drew,
 * tell it what was drawn and apply its answer. A refused follow-up stops the loop and keeps the
 * state reached so far.
 */
async function applyWithDrawFeedback(
  context: GmContext,
  procedure: ChatProcedure,
  first: ProcedureStep<unknown>,
  who: Requester,
): Promise<ProcedureStep<unknown>> {
  let current = first;
  for (let round = 0; ; round++) {
    const draws = await applyEffects(context.table, current.effects);
    if (!procedure.afterDraw || draws.length === 0 || round >= MAX_FOLLOW_UPS) return current;
    const next = procedure.afterDraw(current.state, draws, who);
    if (!next.ok || checkOnTable(context, next.effects)) return current;
    current = next;
  }
}

/** A GM tool runs for a GM only: a player's request for one is refused, whoever signed it. */
function gmTool(context: GmContext, request: Request<"gmTool">): Promise<GmResult> {
  if (!context.user.isGM) return Promise.resolve(refuse(Refusals.NotGM));
  if (request.tool === DECK_TOOLS) return deckTools(context.user, context.ruleset, request.input);
  const tool = ownEntry(context.ruleset.gmTools ?? {}, request.tool);
  if (!tool) return Promise.resolve(refuse(Refusals.UnknownTool));
  return tool(context.table, request.input);
}

/** Carry out a request; once done, the open cards follow what it changed on the table (table-follow.ts). */
export async function handleRequest(context: GmContext, request: GmRequest): Promise<GmResult> {
  const result = await carryOut(context, request);
  if (result.ok) await followTableOnOpenCards(context.ruleset, result.messageId);
  return result;
}

function carryOut(context: GmContext, request: GmRequest): Promise<GmResult> {
  switch (request.kind) {
    case "draw":
      return draw(context, request);
    case "move":
      return move(context, request);
    case "startCard":
      return startCard(context, request);
    case "cardAction":
      return cardAction(context, request);
    case "gmTool":
      return gmTool(context, request);
  }
}
