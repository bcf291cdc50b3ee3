/**
 * The GM's call on an Epic Event or rest card [DOA-19, DOA-20]: the dialog's choices (a TC the GM
 * revealed, what the check is on, the DR, whom it is for; for a rest, what is sought) and the
 * card's `call` action data from the submitted form. Pure; call-client.ts opens the dialog.
 */
import { attributeLabelKey, restGoalLabelKey, skillLabelKey } from "../../../rules/doa/labels.ts";
import { ATTRIBUTES, SKILLS } from "../../../rules/doa/stats.ts";
import type { EpicKind } from "../../../rules/doa/index.ts";
import { refuse } from "../../../foundry/registry/definition.ts";
import type { Outcome } from "../../../foundry/registry/definition.ts";
import type { CardView } from "../../../foundry/sheets/hand-context.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { DOA_ID } from "../ids.ts";

export const CALL_TEMPLATE = templatePath(DOA_ID, "dialogs/call.hbs");

/** What a rest's check may seek [DOA-20]; armour is repaired with Knowledge or Craft [DOA-17]. */
const REST_GOALS = ["health", "energy", "armor", "other"] as const;

export interface CallDialog {
  readonly rest: boolean;
  /** Each TC as `code@origin`, the form's value. */
  readonly tcs: readonly (CardView & { readonly value: string })[];
  readonly checks: readonly { readonly value: string; readonly label: string }[];
  readonly seats: readonly { readonly id: string; readonly name: string }[];
  readonly goals: readonly { readonly value: string; readonly label: string }[];
}

/**
 * The dialog's choices. The Great Void (`greatVoid`) offers one call: a Conviction check against its
 * attacker's TC, preset; the GM sets the DR [DOA-16].
 */
export function callDialog(
  kind: EpicKind,
  tcs: readonly CardView[],
  seats: readonly { id: string; name: string }[],
  greatVoid = false,
): CallDialog {
  const checks = greatVoid
    ? [{ value: "CON", label: attributeLabelKey("CON") }]
    : [
        ...ATTRIBUTES.map((attribute) => ({ value: attribute, label: attributeLabelKey(attribute) })),
        ...SKILLS.map((skill) => ({ value: skill, label: skillLabelKey(skill) })),
      ];
  return {
    rest: kind !== "epic",
    tcs: tcs.map((card) => ({ ...card, value: `${card.code}@${card.origin}` })),
    checks,
    seats,
    goals: REST_GOALS.map((goal) => ({ value: goal, label: restGoalLabelKey(goal) })),
  };
}

/**
 * The `call` action's data from the dialog's answer: the TC's identity, what the check is on and
 * its DR (an Epic Event), or what the rest seeks (health or energy points: the rules set the DR
 * and the check [DOA-20]; anything else: the GM's DR). The card checks it all again.
 */
export function callData(kind: EpicKind, answer: Record<string, unknown>): Outcome<{ data: Record<string, string> }> {
  const [code, origin] = String(answer["tc"] ?? "").split("@");
  if (!code || !origin) return refuse("DECKBOUND.DOA.Call.NoTc");
  const forId = typeof answer["for"] === "string" ? answer["for"] : "";
  const common = { code, origin, ...(forId ? { for: forId } : {}) };
  if (kind === "epic") return { ok: true, data: { ...common, on: String(answer["on"] ?? ""), dr: String(answer["dr"] ?? "") } };
  const goal = String(answer["goal"] ?? "");
  if (!forId) return refuse("DECKBOUND.DOA.Call.RestForWhom");
  return {
    ok: true,
    data: { ...common, goal, points: String(answer["points"] ?? ""), dr: String(answer["dr"] ?? ""), on: String(answer["on"] ?? "") },
  };
}
