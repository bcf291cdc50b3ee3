/**
 * What a ruleset declares to plug into the shared Foundry layer. Pure data and pure functions: the
 * registry, the stack setup, the GM authority and the sheets read these definitions, so five
 * rulesets share one implementation of each instead of reinventing it.
 */
import type { Card } from "../../rules/cards/card.ts";
import type { DrawOutcome, RunOutPolicy, StackAddress, StackKind, StackVisibility, TableEffect, TablePort } from "../../rules/cards/table.ts";

/**
 * How many copies of a stack exist: one for the world (a shared deck, a discard pile), one per
 * character (a hand), or one per user (a GM's private pile, a player's bet).
 */
export type StackScope = "world" | "character" | "user";

export interface StackDefinition {
  /** Unique within the ruleset; procedures name the stack by it (see table/stack-address.ts). */
  readonly id: string;
  /** i18n key of the stack's name. */
  readonly label: string;
  readonly kind: StackKind;
  readonly scope: StackScope;
  readonly visibility: StackVisibility;
  readonly runOut: RunOutPolicy;
  /** Where `returnDiscards` takes cards from when not the same as the run-out policy's discards. */
  readonly discards?: readonly string[];
  /**
   * The cards the stack starts with (decks); piles and hands start empty. Per-character and
   * per-user decks get their owner's id, so each copy can give its cards their own origin.
   */
  readonly recipe?: (owner?: string) => readonly Card[];
  /** Players may drop cards here from stacks they own (drag-drop between hands and piles). */
  readonly playerDrop?: boolean;
}

/** A table ruling: a world setting a table may play differently. */
export type RulingDefinition =
  | { readonly key: string; readonly name: string; readonly hint: string; readonly type: "boolean"; readonly default: boolean }
  | {
      readonly key: string;
      readonly name: string;
      readonly hint: string;
      readonly type: "number";
      readonly default: number;
      readonly range: { readonly min: number; readonly max: number; readonly step: number };
    }
  | {
      readonly key: string;
      readonly name: string;
      readonly hint: string;
      readonly type: "choice";
      readonly default: string;
      /** value -> i18n key */
      readonly choices: Readonly<Record<string, string>>;
    };

/** A refusal is a value whose reason is an i18n key, never a throw. */
export interface Refusal {
  readonly ok: false;
  readonly reason: string;
}

export type Outcome<T> = ({ readonly ok: true } & T) | Refusal;

export function refuse(reason: string): Refusal {
  return { ok: false, reason };
}

/** Who is acting, as far as a procedure needs to know. */
export interface Requester {
  readonly userId: string;
  readonly isGM: boolean;
  /** The user owns the procedure's actor. */
  readonly ownsActor: boolean;
  /** Does the user own this actor? For procedures that involve several actors (a combat). */
  readonly owns?: (actorId: string) => boolean;
}


/** One step of a chat procedure: the next state and the effects that take the table there. */
export interface ProcedureStep<State> {
  readonly state: State;
  /** Applied (after a check of them all) before the message is written. */
  readonly effects: readonly TableEffect[];
  /**
   * Optional: applied once the message has been written, e.g. revealed cards shuffled back into a
   * hidden deck, so the message names them while they still lie face up where they were revealed
   * [CORE-06]. Only the settling step's (the last one's) are applied.
   */
  readonly afterWrite?: readonly TableEffect[];
}

/**
 * A procedure that lives on a chat card: a pure reducer plus a pure context builder. The message
 * stores `state` (which must only ever hold cards the rules have revealed [CORE-06]); the GM's
 * client runs `reduce` and applies the effects, then re-renders the card.
 */
export interface ChatProcedure<State = unknown, Action = unknown> {
  /** The ChatMessage subtype; must be listed in system.json documentTypes.ChatMessage. */
  readonly messageType: string;
  /** Handlebars template path (systems/deckbound/templates/...). */
  readonly template: string;
  /**
   * Optional, runs on the GM's client before `start`: add what the GM's client knows and the
   * requesting client must not be trusted with (the actor's data, the cards in its stacks) to the
   * untrusted options. Whatever it returns is what `start` receives.
   */
  gather?(actorId: string, options: unknown): unknown;
  /** Validate and build the first state; `options` comes from the requesting client (untrusted). */
  start(actorId: string, options: unknown): Outcome<{ readonly state: State }>;
  /** Turn an untrusted `data-action` and its data into an action, or refuse. */
  parseAction(action: string, data: unknown): Outcome<{ readonly action: Action }>;
  reduce(state: State, action: Action, who: Requester): Outcome<ProcedureStep<State>>;
  /**
   * Optional: hear what a step's draw effects drew (one outcome per draw effect, in order) and
   * answer with the next state and effects (reveal the cards, draw a replacement…). Called after
   * every applied step that drew, until a step draws nothing. Without it, drawn cards stay unknown
   * to the procedure.
   */
  afterDraw?(state: State, draws: readonly DrawOutcome[], who: Requester): Outcome<ProcedureStep<State>>;
  /** Validate a stored state (the message data is client-writable, so never trust it blindly). */
  parseState(raw: unknown): State | null;
  /** The template context for this state. */
  context(state: State): Record<string, unknown>;
  /**
   * Optional, for procedures that converse with the table (draw, then decide on what was drawn;
   * read a hand the message must not hold): the GM's client runs the step with the table itself
   * instead of `reduce` and one checked batch of effects. It must refuse before its first write.
   * Optional `afterWrite` effects are applied once the message is written, as for a step.
   */
  perform?(
    state: State,
    action: Action,
    who: Requester,
    table: TablePort,
  ): Promise<Outcome<{ readonly state: State; readonly afterWrite?: readonly TableEffect[] }>>;
}

/** A data model class as the registry hands it to CONFIG.<Document>.dataModels. */
export type DataModelClass = abstract new (...args: never[]) => object;

/** A sheet class as the registry hands it to DocumentSheetConfig.registerSheet. */
export interface SheetDefinition {
  readonly documentName: "Actor" | "Item";
  readonly types: readonly string[];
  readonly sheetClass: abstract new (...args: never[]) => object;
  /** i18n key */
  readonly label: string;
}

/** The hand view's buttons: which stacks the sheet's draw, play and discard actions use. */
export interface HandActions {
  /** The deck the sheet's Draw button draws from. */
  readonly drawFrom?: string;
  readonly playTo?: string;
  readonly discardTo?: string;
}

/** One of a Combat's combatants as a ruleset's combat card sees it (foundry/combat-start.ts). */
export interface CombatFighter {
  readonly actorId: string;
  /** The actor's subtype. */
  readonly type: string;
  /** A player (not only a GM) owns the actor: a table's usual sign of the players' side. */
  readonly playerOwned: boolean;
}

/** The chat card a GM's Begin Combat in Foundry's Combat Tracker starts (foundry/combat-start.ts). */
export interface CombatCardDefinition {
  /** The procedure's message type. */
  readonly messageType: string;
  /** The actor subtypes that may fight; a combatant of another type (or with no actor) refuses the start. */
  readonly actorTypes: readonly string[];
  /**
   * The procedure's start options for the tracker's combatants, in tracker order. An actor with two
   * combatants (two unlinked tokens) comes twice: the ruleset decides whether that is two fighters.
   */
  readonly options: (fighters: readonly CombatFighter[]) => unknown;
}

export interface RulesetDefinition {
  readonly id: string;
  /** i18n key */
  readonly label: string;
  readonly stacks: readonly StackDefinition[];
  /** The Actor subtypes that are characters: each gets the per-character stacks. */
  readonly characterTypes: readonly string[];
  /** Other Actor subtypes chat cards may be started for (NPCs the GM runs); they get no stacks. */
  readonly cardActorTypes?: readonly string[];
  /** Subtype -> data model, per document class. Subtypes must be in system.json documentTypes. */
  readonly dataModels: {
    readonly Actor?: Readonly<Record<string, DataModelClass>>;
    readonly Item?: Readonly<Record<string, DataModelClass>>;
    readonly ChatMessage?: Readonly<Record<string, DataModelClass>>;
  };
  readonly sheets: readonly SheetDefinition[];
  readonly rulings: readonly RulingDefinition[];
  readonly procedures: readonly ChatProcedure[];
  /** The per-character hand the sheet shows. */
  readonly hand?: { readonly stack: string } & HandActions;
  /**
   * The ruleset's own init-time registrations (its hooks, extra settings, API), run once by
   * `initSystem` at Foundry's `init` after the shared ones, for every registered ruleset: hooks
   * must therefore ignore documents of other rulesets' types.
   */
  readonly init?: () => void;
  /**
   * Optional: what the world's ruleset (only that one) adds at Foundry's `setup`, once the world's
   * settings say which ruleset it plays, e.g. Deck of Adventures' combat effects as token statuses.
   */
  readonly setup?: () => void;
  /**
   * Optional: a ruleset's own veto on a requested move (drag-drop, Play, Discard), after the
   * shared checks; an i18n key refuses it. E.g. Deck of Adventures: no Fate Card into a deck.
   */
  readonly moveRefusal?: (cards: readonly Card[], from: StackAddress, to: StackAddress) => string | null;
  /** Optional: the combat card that Begin Combat in Foundry's Combat Tracker starts. */
  readonly combatCard?: CombatCardDefinition;
}
