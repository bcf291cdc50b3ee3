/**
 * The ruleset registry: every ruleset the system ships registers its definition once at import;
 * a world setting picks the active one. Pure: no Foundry access, so it is unit-tested directly.
 */
import type { ChatProcedure, ProcedureEntry, RulesetDefinition, StackDefinition } from "./definition.ts";
import { procedureIfLoaded } from "../chat/procedure-loader.ts";
import { addressFits, parseStackAddress } from "../table/stack-address.ts";
import type { StackAddress } from "../table/stack-address.ts";

export class RulesetDefinitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RulesetDefinitionError";
  }
}

/**
 * Authoring mistakes in a definition (a duplicate stack, a reshuffle from a stack that does not
 * exist, a world deck without cards) are programming errors: they throw at registration in every
 * test run (RulesetRegistry.register), long before a player could meet them.
 */
export function validateRuleset(ruleset: RulesetDefinition): void {
  const fail = (message: string): never => {
    throw new RulesetDefinitionError(`ruleset "${ruleset.id}": ${message}`);
  };
  if (!/^[a-z][a-z0-9-]*$/.test(ruleset.id)) fail("id must be lowercase letters, digits and dashes");
  const ids = new Set<string>();
  for (const stack of ruleset.stacks) {
    if (!/^[a-zA-Z][a-zA-Z0-9-]*$/.test(stack.id)) fail(`stack id "${stack.id}" must be letters, digits and dashes`);
    if (ids.has(stack.id)) fail(`stack "${stack.id}" is declared twice`);
    ids.add(stack.id);
  }
  for (const stack of ruleset.stacks) {
    const discards = [...(stack.runOut.kind === "reshuffle" ? stack.runOut.discards : []), ...(stack.discards ?? [])];
    for (const discard of discards) {
      const target = ruleset.stacks.find((other) => other.id === discard);
      if (!target) fail(`stack "${stack.id}" takes discards from unknown stack "${discard}"`);
      else if (target.scope !== "world" && stack.scope === "world") {
        fail(`world stack "${stack.id}" cannot take discards from ${target.scope} stack "${discard}"`);
      }
    }
    if (stack.kind === "deck" && !stack.recipe) fail(`deck "${stack.id}" has no recipe`);
    if (stack.kind !== "deck" && stack.recipe) fail(`only decks have a recipe ("${stack.id}" is a ${stack.kind})`);
    if (stack.visibility === "hidden" && stack.kind !== "deck") fail(`only decks can be hidden ("${stack.id}")`);
  }
  const hand = ruleset.hand;
  if (hand) {
    const handStack = ruleset.stacks.find((stack) => stack.id === hand.stack);
    if (!handStack || handStack.scope !== "character") fail(`hand "${hand.stack}" must be a per-character stack`);
    for (const id of [hand.drawFrom, hand.playTo, hand.discardTo]) {
      if (id !== undefined && !ids.has(id)) fail(`hand action uses unknown stack "${id}"`);
    }
  }
  const messageTypes = new Set<string>();
  for (const entry of procedureEntries(ruleset)) {
    if (messageTypes.has(entry.messageType)) fail(`message type "${entry.messageType}" has two procedures`);
    messageTypes.add(entry.messageType);
    if (typeof entry.model !== "function") fail(`procedure "${entry.messageType}" has no card model`);
  }
  for (const procedure of ruleset.procedures) {
    const problem = procedureProblem(procedure);
    if (problem) fail(problem);
  }
}

/** What is wrong with a procedure's declared actions, or null (a deferred one is checked when it loads). */
export function procedureProblem(procedure: ChatProcedure): string | null {
  if (Object.keys(procedure.actions).length === 0) return `procedure "${procedure.messageType}" declares no actions`;
  for (const name of Object.keys(procedure.actions)) {
    if (!/^[a-z][a-zA-Z0-9.-]{0,63}$/.test(name))
      return `procedure "${procedure.messageType}" declares an action named "${name}", which no button can send`;
  }
  return null;
}

/** Every chat procedure a ruleset declares, whole and deferred. */
export function procedureEntries(ruleset: RulesetDefinition): readonly ProcedureEntry[] {
  return [...ruleset.procedures, ...(ruleset.deferredProcedures ?? [])];
}

export class RulesetRegistry {
  readonly #rulesets = new Map<string, RulesetDefinition>();

  /**
   * Where the source runs (every test, `import.meta.env.DEV`) a definition is checked here, as it
   * registers; the shipped bundle trusts definitions the tests have registered and checked, and
   * spares each client that work at start-up (about a tenth of evaluation and init, Step 18).
   */
  register(ruleset: RulesetDefinition): void {
    if (import.meta.env.DEV) this.#check(ruleset);
    this.#rulesets.set(ruleset.id, ruleset);
  }

  #check(ruleset: RulesetDefinition): void {
    validateRuleset(ruleset);
    if (this.#rulesets.has(ruleset.id)) throw new RulesetDefinitionError(`ruleset "${ruleset.id}" is registered twice`);
    for (const other of this.#rulesets.values()) {
      for (const entry of procedureEntries(ruleset)) {
        if (procedureEntries(other).some((p) => p.messageType === entry.messageType)) {
          throw new RulesetDefinitionError(`message type "${entry.messageType}" is claimed by "${other.id}" and "${ruleset.id}"`);
        }
      }
    }
  }

  get(id: string): RulesetDefinition | undefined {
    return this.#rulesets.get(id);
  }

  all(): RulesetDefinition[] {
    return [...this.#rulesets.values()];
  }

  /** The procedure (whole or deferred) that owns a ChatMessage subtype, with its ruleset. */
  entryFor(messageType: string): { ruleset: RulesetDefinition; entry: ProcedureEntry } | undefined {
    for (const ruleset of this.#rulesets.values()) {
      const entry = procedureEntries(ruleset).find((p) => p.messageType === messageType);
      if (entry) return { ruleset, entry };
    }
    return undefined;
  }

  /** The procedure that owns a ChatMessage subtype, with its ruleset — once loaded, if it is deferred. */
  procedureFor(messageType: string): { ruleset: RulesetDefinition; procedure: ChatProcedure } | undefined {
    const found = this.entryFor(messageType);
    const procedure = found ? procedureIfLoaded(found.entry) : undefined;
    return found && procedure ? { ruleset: found.ruleset, procedure } : undefined;
  }
}

export function stackDefinition(ruleset: RulesetDefinition, stackId: string): StackDefinition | undefined {
  return ruleset.stacks.find((stack) => stack.id === stackId);
}

/** The definition and parsed address a stack address names, or null when the ruleset has no such stack. */
export function stackAt(ruleset: RulesetDefinition, text: string): { definition: StackDefinition; address: StackAddress } | null {
  const address = parseStackAddress(text);
  const definition = address ? stackDefinition(ruleset, address.stack) : undefined;
  return address && definition && addressFits(definition, address) ? { definition, address } : null;
}

/** The registry the system uses at runtime; rulesets register into it from src/index.ts. */
export const rulesets = new RulesetRegistry();
