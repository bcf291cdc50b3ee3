/**
 * The ruleset registry: every ruleset the system ships registers its definition once at import;
 * a world setting picks the active one. Pure: no Foundry access, so it is unit-tested directly.
 */
import type { ChatProcedure, RulesetDefinition, StackDefinition } from "./definition.ts";
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
 * exist, a world deck without cards) are programming errors: they throw at registration, long
 * before a player could meet them.
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
  for (const procedure of ruleset.procedures) {
    if (messageTypes.has(procedure.messageType)) fail(`message type "${procedure.messageType}" has two procedures`);
    messageTypes.add(procedure.messageType);
    if (typeof procedure.model !== "function") fail(`procedure "${procedure.messageType}" has no card model`);
    if (Object.keys(procedure.actions).length === 0) fail(`procedure "${procedure.messageType}" declares no actions`);
    for (const name of Object.keys(procedure.actions)) {
      if (!/^[a-z][a-zA-Z0-9.-]{0,63}$/.test(name)) fail(`procedure "${procedure.messageType}" declares an action named "${name}", which no button can send`);
    }
  }
}

export class RulesetRegistry {
  readonly #rulesets = new Map<string, RulesetDefinition>();

  register(ruleset: RulesetDefinition): void {
    validateRuleset(ruleset);
    if (this.#rulesets.has(ruleset.id)) throw new RulesetDefinitionError(`ruleset "${ruleset.id}" is registered twice`);
    for (const other of this.#rulesets.values()) {
      for (const procedure of ruleset.procedures) {
        if (other.procedures.some((p) => p.messageType === procedure.messageType)) {
          throw new RulesetDefinitionError(`message type "${procedure.messageType}" is claimed by "${other.id}" and "${ruleset.id}"`);
        }
      }
    }
    this.#rulesets.set(ruleset.id, ruleset);
  }

  get(id: string): RulesetDefinition | undefined {
    return this.#rulesets.get(id);
  }

  all(): RulesetDefinition[] {
    return [...this.#rulesets.values()];
  }

  /** The procedure that owns a ChatMessage subtype, with its ruleset. */
  procedureFor(messageType: string): { ruleset: RulesetDefinition; procedure: ChatProcedure } | undefined {
    for (const ruleset of this.#rulesets.values()) {
      const procedure = ruleset.procedures.find((p) => p.messageType === messageType);
      if (procedure) return { ruleset, procedure };
    }
    return undefined;
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
