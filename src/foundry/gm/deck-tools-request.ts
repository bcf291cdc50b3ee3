/**
 * The deck tools' Set up and Repair (sheets/deck-tools.ts) as a GM tool every ruleset has: run on
 * the active GM's client, in the world's queue, so that two never run at once. A second click, or
 * Set up clicked while the world's first setup still runs at ready, waits and finds the work done,
 * instead of creating every stack a second time. An assistant GM's click travels there as any GM
 * tool's does (gm/authority.ts `useGmTool`).
 */
import { isRecord } from "../chat/action-data.ts";
import { refuse } from "../registry/definition.ts";
import type { RulesetDefinition } from "../registry/definition.ts";
import { REPAIRING, REPAIR_DONE, SETTING_UP, SET_UP_DONE, withProgress } from "../table/setup-notices.ts";
import { repairStacks, setUpStacks } from "../table/stack-setup.ts";
import type { ProgressReporter } from "../table/stack-setup.ts";
import { Refusals } from "./requests.ts";
import type { GmResult } from "./requests.ts";

/** The tool's name in a `gmTool` request (apart from any ruleset's tool names). */
export const DECK_TOOLS = "deckbound.deckTools";

export type DeckToolAction = "setUp" | "repair";

/**
 * Set up or repair the world's stacks for `user` (a GM: handlers.ts checks). The progress shows on
 * the clicking GM's client: here when it is this one; another's reads what was done in the answer.
 */
export async function deckTools(user: User.Implementation, ruleset: RulesetDefinition, input: unknown): Promise<GmResult> {
  if (!isRecord(input) || (input["action"] !== "setUp" && input["action"] !== "repair")) return refuse(Refusals.Malformed);
  const repair = input["action"] === "repair";
  const task = (progress: ProgressReporter) => (repair ? repairStacks(ruleset, progress) : setUpStacks(ruleset, progress));
  const decks = user.isSelf
    ? await withProgress(repair ? REPAIRING : SETTING_UP, task, repair ? REPAIR_DONE : SET_UP_DONE)
    : await task(() => {});
  return { ok: true, decks };
}
