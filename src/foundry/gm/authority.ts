/**
 * GM authority [architecture principle 4]. Every player request travels through one query,
 * `deckbound.request`, to the active GM's client, where one serialised queue per world runs it:
 * checked (gm/requests.ts for shape, gm/handlers.ts for ownership and legality), then applied.
 * A refusal answers with an i18n key and changes nothing; the asking client shows it.
 *
 * What this cannot do: Foundry's query handler is not told who sent a query, so the requester's
 * user id is a claim made by the sending client. A determined player could claim to be another
 * player. The handler does refuse queries claiming to come from a GM (a GM's own requests never
 * travel as queries: they run locally through the same queue).
 */
import { cryptoRandom } from "../../rules/cards/random.ts";
import type { Random } from "../../rules/cards/random.ts";
import type { TablePort } from "../../rules/cards/table.ts";
import { GM_QUERY } from "../constants.ts";
import { isActiveGM } from "./active-gm.ts";
import type { RulesetDefinition } from "../registry/definition.ts";
import { refuse } from "../registry/definition.ts";
import { activeRuleset } from "../settings.ts";
import { CardNotInStackError, FoundryTable } from "../table/foundry-table.ts";
import { StackMissingError } from "../table/stack-directory.ts";
import { handleRequest } from "./handlers.ts";
import { Refusals, parseEnvelope } from "./requests.ts";
import type { GmEnvelope, GmRequest, GmResult } from "./requests.ts";
import { SerialQueue } from "./serial-queue.ts";

/** How long a player waits for the GM's client before giving up. */
export const GM_QUERY_TIMEOUT_MS = 30_000;

const queue = new SerialQueue();
let random: Random | undefined;

/** Tests inject a seeded source; play uses the platform's cryptographic one [CORE-02]. */
export function setTableRandom(source: Random): void {
  random = source;
}

async function dispatch(raw: unknown, viaQuery: boolean): Promise<GmResult> {
  const parsed = parseEnvelope(raw);
  if (!parsed.ok) return parsed;
  const { envelope } = parsed;
  const user = game.users.get(envelope.userId);
  if (!user) return refuse(Refusals.UnknownUser);
  if (viaQuery && user.isGM) return refuse(Refusals.ImpersonatedGM);
  const ruleset = activeRuleset();
  if (!ruleset) return refuse(Refusals.NoRuleset);
  if (envelope.ruleset !== ruleset.id) return refuse(Refusals.WrongRuleset);
  random ??= cryptoRandom();
  return handleRequest({ user, ruleset, table: new FoundryTable(ruleset, random) }, envelope.request);
}

/**
 * Run a GM's own tool step (e.g. the Director's oracle draw) on the table, in the world's queue
 * and with the table's randomness, on this client. Refuses unless this user is the active GM.
 */
export function runGmTool(ruleset: RulesetDefinition, work: (table: TablePort) => Promise<GmResult>): Promise<GmResult> {
  if (!isActiveGM()) return Promise.resolve(refuse(Refusals.NotActiveGM));
  return queue.run(async () => {
    random ??= cryptoRandom();
    return work(new FoundryTable(ruleset, random));
  });
}

/** Run a request in the world's queue, on this (the active GM's) client. */
export function runAsGm(raw: unknown, viaQuery: boolean): Promise<GmResult> {
  return queue.run(async () => {
    try {
      return await dispatch(raw, viaQuery);
    } catch (error) {
      if (error instanceof StackMissingError) return refuse(Refusals.StackMissing);
      if (error instanceof CardNotInStackError) return refuse(Refusals.CardNotInStack);
      console.error("Deckbound | GM request failed", error);
      return refuse(Refusals.Failed);
    }
  });
}

/** The query handler, registered on every client; only the active GM's answers. */
async function answerQuery(raw: unknown): Promise<GmResult> {
  if (!isActiveGM()) return refuse(Refusals.NotActiveGM);
  return runAsGm(raw, true);
}

export function registerGmAuthority(): void {
  CONFIG.queries[GM_QUERY] = answerQuery;
}

/** Ask the GM's client to do something; shows the refusal, if any, to this user. */
export async function askGm(request: GmRequest): Promise<GmResult> {
  const result = await sendToGm(request);
  if (!result.ok) ui.notifications.warn(result.reason, { localize: true });
  return result;
}

async function sendToGm(request: GmRequest): Promise<GmResult> {
  const gm = game.users.activeGM;
  if (!gm) return refuse(Refusals.NoGM);
  const envelope: GmEnvelope = { userId: game.user.id ?? "", ruleset: activeRuleset()?.id ?? "", request };
  if (gm.isSelf) return runAsGm(envelope, false);
  try {
    return await gm.query(GM_QUERY, envelope, { timeout: GM_QUERY_TIMEOUT_MS });
  } catch (error) {
    console.warn("Deckbound | the GM's client did not answer", error);
    return refuse(Refusals.NoAnswer);
  }
}
