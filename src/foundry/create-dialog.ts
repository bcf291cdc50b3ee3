/**
 * The sidebar's Create Actor / Create Item dialogs offer only the active ruleset's subtypes: a world
 * plays one ruleset, and the other rulesets' types would make characters no sheet or stack of this
 * world serves. Foundry v13's `Document.createDialog(data, createOptions, options)` takes the
 * allowed subtypes as `options.types`; this fills it in when the caller did not. Labels come from
 * `TYPES.<Document>.<subtype>` (lang/en/types.json).
 */
import { activeRuleset } from "./settings.ts";

type CreateDialog = (this: unknown, data?: unknown, createOptions?: unknown, options?: { types?: string[] }) => Promise<unknown>;

/** The active ruleset's subtypes of Actor or Item, or undefined when no ruleset is active (no restriction). */
export function activeRulesetTypes(documentName: "Actor" | "Item"): string[] | undefined {
  const ruleset = activeRuleset();
  return ruleset ? Object.keys(ruleset.dataModels[documentName] ?? {}) : undefined;
}

const restricted = new WeakSet<CreateDialog>();

function restrict(documentClass: { createDialog: CreateDialog }, documentName: "Actor" | "Item"): void {
  const original = documentClass.createDialog;
  if (restricted.has(original)) return; // the class is already restricted (it reads the ruleset at each call)
  documentClass.createDialog = function (data, createOptions, options = {}) {
    const types = options.types ?? activeRulesetTypes(documentName);
    return original.call(this, data, createOptions, types ? { ...options, types } : options);
  };
  restricted.add(documentClass.createDialog);
}

export function restrictCreateDialogs(): void {
  restrict(Actor as unknown as { createDialog: CreateDialog }, "Actor");
  restrict(Item as unknown as { createDialog: CreateDialog }, "Item");
}
