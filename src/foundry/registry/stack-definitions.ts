/**
 * One mapper from a ruleset's pure stack specs (src/rules/<ruleset>/decks.ts) to the stack
 * definitions the shared layer sets up: every ruleset declares its stacks the same way.
 */
import { parseStackAddress } from "../../rules/cards/table.ts";
import type { StackSpec } from "../../rules/cards/table.ts";
import type { StackDefinition, StackScope } from "./definition.ts";

export interface StackOptions {
  readonly scope: StackScope;
  /** i18n key of the stack's name. */
  readonly label: string;
  /** A deck's cards (per owner for per-character and per-user decks). */
  readonly recipe?: (owner?: string) => ReturnType<NonNullable<StackDefinition["recipe"]>>;
  readonly playerDrop?: boolean;
}

/** A stack definition from its pure spec; a spec's id may be an address template (`hand:owner`): its stack part is the id. */
export function stackDefinition(spec: StackSpec, options: StackOptions): StackDefinition {
  const id = parseStackAddress(spec.id)?.stack ?? spec.id;
  return {
    id,
    label: options.label,
    kind: spec.kind,
    scope: options.scope,
    visibility: spec.visibility,
    runOut: spec.runOut,
    ...(spec.discards ? { discards: spec.discards } : {}),
    ...(options.recipe && spec.kind === "deck" ? { recipe: options.recipe } : {}),
    ...(options.playerDrop ? { playerDrop: true } : {}),
  };
}

/**
 * A ruleset's stack definitions, built when first asked for and kept (a ruleset definition reads them
 * through a getter, `get stacks()`): a client builds only its world's ruleset's, and not at start-up
 * (Step 18: module evaluation builds nothing a world may never use).
 */
export function stacksOnFirstUse(build: () => readonly StackDefinition[]): () => readonly StackDefinition[] {
  let built: readonly StackDefinition[] | null = null;
  return () => (built ??= build());
}
