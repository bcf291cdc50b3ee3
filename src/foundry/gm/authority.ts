/**
 * GM authority. Every player request travels through one query,
 * `deckbound.request`, to the active GM's client, where one serialised queue per world runs it:
 * checked (gm/requests.ts for shape, gm/handlers.ts for ownership and legality), then applied.
 * A refusal answers with an i18n key and changes nothing; the asking client shows it.
 *
 * Foundry's query handler is not told who sent a query, so each request is signed with its
 * sender's session key and checked against the key on the claimed user's User document
 * (identity.ts, docs/SECURITY.md). The active GM's own requests never travel as queries: they run
 * locally through the same queue. Another GM's (an assistant GM's) travel signed, as a player's do,
 * its GM tools too (the Director's oracle, the DOA GM table: `gmTool` requests, served for a GM only).
 *
 * One queue serves a world at a time. When the active GM changes, a request the old GM's client
 * started may still be running there: so before each request, the active GM's queue asks every
 * other connected GM's client to finish what its queue started (`deckbound.handover`, answered once
 * that queue is empty; a queue whose GM is no longer the active one starts nothing new), and waits.
 * A GM client that does not answer in time is still busy: the request is refused, nothing changes.
 */
import { cryptoRandom } from "../../rules/cards/random.ts";
import type { Random } from "../../rules/cards/random.ts";
import type { TablePort } from "../../rules/cards/table.ts";
import { GM_QUERY, HANDOVER_QUERY } from "../constants.ts";
import { isActiveGM } from "./active-gm.ts";
import type { RulesetDefinition } from "../registry/definition.ts";
import { refuse } from "../registry/definition.ts";
import type { Outcome } from "../registry/definition.ts";
import { activeRuleset } from "../settings.ts";
import { CardNotDealtError, CardNotInStackError, FoundryTable } from "../table/foundry-table.ts";
import { StackMissingError } from "../table/stack-directory.ts";
import { handleRequest } from "./handlers.ts";
import { openRequest, sealRequest, verificationIsOn, verifySender } from "./identity.ts";
import { Refusals, parseEnvelope } from "./requests.ts";
import type { GmEnvelope, GmRequest, GmResult } from "./requests.ts";
import { SerialQueue } from "./serial-queue.ts";

/** How long a player waits for the GM's client before giving up. */
export const GM_QUERY_TIMEOUT_MS = 30_000;

/** How long the active GM's queue waits for another GM's client to finish what it started. */
export const HANDOVER_TIMEOUT_MS = 15_000;

/** This client's queue. A browser holds one client; the Node test runtime runs every client in one process. */
const queues: Record<string, SerialQueue> = {};
const queue = (): SerialQueue => (queues[game.user.id ?? ""] ??= new SerialQueue());
let random: Random | undefined;

/** Tests inject a seeded source; play uses the platform's cryptographic one [CORE-02]. */
export function setTableRandom(source: Random): void {
  random = source;
}

/**
 * Who a request says it comes from, once its shape is checked. A query may claim a GM — a GM who is
 * not the active one, such as an assistant GM while the GM is connected, asks as a player does — but
 * only while requests are signed: with the check off, nothing tells such a claim from a forgery.
 */
function claimedSender(raw: unknown, viaQuery: boolean): Outcome<{ envelope: GmEnvelope; user: User.Implementation }> {
  const parsed = parseEnvelope(raw);
  if (!parsed.ok) return parsed;
  const user = game.users.get(parsed.envelope.userId);
  if (!user) return refuse(Refusals.UnknownUser);
  if (viaQuery && user.isGM && !verificationIsOn()) return refuse(Refusals.ImpersonatedGM);
  return { ok: true, envelope: parsed.envelope, user };
}

async function dispatch(raw: unknown, viaQuery: boolean): Promise<GmResult> {
  const sender = claimedSender(raw, viaQuery);
  if (!sender.ok) return sender;
  const { envelope, user } = sender;
  const ruleset = activeRuleset();
  if (!ruleset) return refuse(Refusals.NoRuleset);
  if (envelope.ruleset !== ruleset.id) return refuse(Refusals.WrongRuleset);
  random ??= cryptoRandom();
  return handleRequest({ user, ruleset, table: new FoundryTable(ruleset, random) }, envelope.request);
}

/**
 * Run work the active GM's own client starts (a hook's rebuild of a deck) on the table, in the
 * world's queue and with the table's randomness. Refuses unless this user is the active GM. A GM's
 * tool that any GM may use from the UI travels as a request instead (useGmTool).
 */
export function runInGmQueue(ruleset: RulesetDefinition, work: (table: TablePort) => Promise<GmResult>): Promise<GmResult> {
  if (!isActiveGM()) return Promise.resolve(refuse(Refusals.NotActiveGM));
  return serve(() => {
    random ??= cryptoRandom();
    return work(new FoundryTable(ruleset, random));
  });
}

/**
 * Run the active GM's own upkeep of the table in the world's queue, so requests made meanwhile wait
 * for it: the world's first setup at ready, a new character's stacks and their owners (core.ts).
 * No handover check: it is work this client started as the active GM, not a request to serve (at
 * ready another GM's client may not answer yet; a round trip to every other GM for each character
 * would hold the queue up for nothing), and what it does is idempotent.
 */
export function runUpkeep(work: () => Promise<void>): Promise<void> {
  return queue().run(work);
}

/**
 * Run work in the world's queue once this client may serve the world. A failure is a refusal, never
 * a rejection: work started from a hook has no one to await it.
 */
function serve(work: () => Promise<GmResult>): Promise<GmResult> {
  return queue().run(async () => {
    const refused = await mayServe();
    if (refused) return refused;
    try {
      return await work();
    } catch (error) {
      if (error instanceof StackMissingError) return refuse(Refusals.StackMissing);
      if (error instanceof CardNotDealtError) return refuse(Refusals.CardNotDealt);
      if (error instanceof CardNotInStackError) return refuse(Refusals.CardNotInStack);
      console.error("Deckbound | GM request failed", error);
      return refuse(Refusals.Failed);
    }
  });
}

/**
 * Whether this queue may serve the world now, or why not. Another GM may have become the active one
 * while a request waited: then that GM's client serves the world, and this queue refuses what it has
 * not started. And every other connected GM's client first finishes what its queue started.
 */
async function mayServe(): Promise<GmResult | null> {
  if (!isActiveGM()) return refuse(Refusals.NotActiveGM);
  const others = game.users.filter((user) => user.isGM && user.active && !user.isSelf);
  const answers = await Promise.allSettled(others.map((gm) => gm.query(HANDOVER_QUERY, null, { timeout: HANDOVER_TIMEOUT_MS })));
  // A GM who left meanwhile serves no more; one still here that did not answer may still be writing.
  if (answers.some((answer, i) => answer.status === "rejected" && others[i]!.active)) return refuse(Refusals.Handover);
  return isActiveGM() ? null : refuse(Refusals.NotActiveGM);
}

/** Run a request in the world's queue, on this (the active GM's) client. */
export function runAsGm(raw: unknown, viaQuery: boolean): Promise<GmResult> {
  return serve(() => dispatch(raw, viaQuery));
}

/**
 * The query handler, registered on every client; only the active GM's answers. The sender's
 * signature is checked before the request joins the queue (identity.ts), so a request that waits
 * for its sender's key to arrive holds up no one.
 */
async function answerQuery(raw: unknown): Promise<GmResult> {
  if (!isActiveGM()) return refuse(Refusals.NotActiveGM);
  const opened = openRequest(raw);
  if (!opened) return refuse(Refusals.Malformed);
  const sender = claimedSender(opened.envelope, true);
  if (!sender.ok) return sender;
  const verified = await verifySender(sender.user, opened);
  if (!verified.ok) return verified;
  return runAsGm(opened.envelope, true);
}

export function registerGmAuthority(): void {
  CONFIG.queries[GM_QUERY] = answerQuery;
  // Asked by the active GM's client: answer once what this client's queue started has finished.
  CONFIG.queries[HANDOVER_QUERY] = () => queue().run(async () => true);
}

/**
 * Use one of the active ruleset's GM tools (RulesetDefinition.gmTools) by name, showing nothing (the
 * caller reads the answer). It runs in the world's queue on the active GM's client: at once when this
 * is that client; from another GM's (an assistant GM's while the GM is connected) as a signed request,
 * which the active GM's client serves only for a GM. A player is refused here and there.
 */
export function useGmTool(tool: string, input: unknown): Promise<GmResult> {
  if (!game.user.isGM) return Promise.resolve(refuse(Refusals.NotGM));
  return sendToGm({ kind: "gmTool", tool, input });
}

/**
 * Resolves once this client's queue has run all it holds, and what that work gave it in turn (a
 * request a hook sent while another ran: a card following its actor). What a test waits for before
 * it reads the settled table.
 */
export function whenQueueIdle(): Promise<void> {
  return queue().idle();
}

/** Ask the GM's client to do something; shows the refusal, if any, to this user. */
export async function askGm(request: GmRequest): Promise<GmResult> {
  const result = await sendToGm(request);
  if (!result.ok) ui.notifications.warn(result.reason, { localize: true });
  return result;
}

/** Ask the GM's client, showing nothing: the caller reads the answer (askGm shows a refusal to its user). */
export async function sendToGm(request: GmRequest): Promise<GmResult> {
  const gm = game.users.activeGM;
  if (!gm) return refuse(Refusals.NoGM);
  const envelope: GmEnvelope = { userId: game.user.id ?? "", ruleset: activeRuleset()?.id ?? "", request };
  if (gm.isSelf) return runAsGm(envelope, false);
  try {
    return await gm.query(GM_QUERY, await sealRequest(envelope), { timeout: GM_QUERY_TIMEOUT_MS });
  } catch (error) {
    console.warn("Deckbound | the GM's client did not answer", error);
    return refuse(Refusals.NoAnswer);
  }
}
