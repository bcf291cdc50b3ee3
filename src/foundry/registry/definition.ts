/**
 * What a ruleset declares to plug into the shared Foundry layer. Pure data and pure functions: the
 * registry, the stack setup, the GM authority and the sheets read these definitions, so five
 * rulesets share one implementation of each instead of reinventing it.
 */
import type { Card } from "../../rules/cards/card.ts";
import type {
  DrawOutcome,
  RunOutPolicy,
  StackAddress,
  StackKind,
  StackVisibility,
  TableEffect,
  TablePort,
} from "../../rules/cards/table.ts";
import type { Outcome } from "../../rules/outcome.ts";
import type { ActionData } from "../chat/action-data.ts";
import type { Viewer } from "../chat/audience.ts";

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

// The one outcome vocabulary (src/rules/outcome.ts), re-exported for the Foundry layer.
export { refuse } from "../../rules/outcome.ts";
export type { Outcome, Refusal } from "../../rules/outcome.ts";

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
 * One action a card type declares: how the GM's client turns a button's untrusted data into the
 * procedure's action, and optionally what the pressing client asks its user first (a dialog, a card
 * picker) to complete that data. Actions are looked up by name as own keys only.
 */
export interface CardActionSpec<Action> {
  parse(data: ActionData): Outcome<{ readonly action: Action }>;
  /** Runs on the pressing client before the request; null cancels (nothing is sent). */
  prompt?(context: CardPromptContext): Promise<ActionData | null>;
}

/** What an action's prompt knows: the card as the viewer sees it and the pressed button's data. */
export interface CardPromptContext {
  readonly message: ChatMessage.Implementation;
  readonly actorId: string;
  /** The card's state (typed by the procedure that declares the prompt). */
  readonly state: unknown;
  /** The pressed button's data-* attributes, less `action`. */
  readonly data: ActionData;
}

export type CardActions<Action> = Readonly<Record<string, CardActionSpec<Action>>>;

/** What the GM queue hands a procedure's `afterStep` once a card is written. */
export interface CardStep<State> {
  readonly message: ChatMessage.Implementation;
  readonly actorId: string;
  /** null when the step started the card. */
  readonly before: State | null;
  readonly after: State;
}

/** The chat card's data model class (a ProcedureCardModel subclass, chat/procedure-card-model.ts). */
export type CardModelClass = DataModelClass;

interface ProcedureCommon<State, Action> {
  /** The ChatMessage subtype; must be listed in system.json documentTypes.ChatMessage. */
  readonly messageType: string;
  /** Handlebars template path (systems/deckbound/templates/...); its root has the class `deckbound-chat-card`. */
  readonly template: string;
  /** The message's data model: the state's typed schema and its migrations. The registry registers it. */
  readonly model: CardModelClass;
  /**
   * Optional, runs on the GM's client before `start`: add what the GM's client knows and the
   * requesting client must not be trusted with (the actor's data, the cards in its stacks) to the
   * untrusted options. Whatever it returns is what `start` receives. `who` is the requesting user
   * as the GM's client knows them (a card a player opens may differ from the GM's own).
   */
  gather?(actorId: string, options: unknown, who: Requester): unknown;
  /** Validate and build the first state; `options` comes from the requesting client (untrusted). */
  start(actorId: string, options: unknown, who: Requester): Outcome<{ readonly state: State }>;
  /** The card's actions by name (own keys only): a button's `data-action` names one. */
  readonly actions: CardActions<Action>;
  /**
   * Optional: hear what a step's draw effects drew (one outcome per draw effect, in order) and
   * answer with the next state and effects (reveal the cards, draw a replacement…). Called after
   * every applied step that drew, until a step draws nothing. Without it, drawn cards stay unknown
   * to the procedure.
   */
  afterDraw?(state: State, draws: readonly DrawOutcome[], who: Requester): Outcome<ProcedureStep<State>>;
  /**
   * Optional: beyond its schema, is a stored state one the rules could have produced (e.g. replay
   * it)? A state that is not makes the card inert.
   */
  validate?(state: State): boolean;
  /**
   * Optional: the card was deleted before its end (the message, or the whole chat log cleared): the
   * state it ends in and the table effects that put away the cards it still holds out, as its end
   * would (a combat's hands and table to the discard pile), so that none is stranded [CORE-03]. The
   * table is there to read hidden piles the state only counts (an Epic Event's hands). The active GM's
   * client applies the effects in the queue, then calls `afterStep` with that state, which carries
   * the end to actors and trackers as any step does (chat/card-abandon.ts). Without it, deleting the
   * card moves no card.
   */
  abandon?(state: State, table: TablePort): ProcedureStep<State> | Promise<ProcedureStep<State>>;
  /**
   * Optional, for a card that reads decks another card's draw (or cards moved on the table) may
   * change while it waits: its stored odds [CORE-05], what it knows of a deck (Fate Cards in hand).
   * The state as the table now lies; null when it has nothing to follow now (done, or nothing to
   * draw). The GM queue calls it on every such card after each request it carried out, and writes
   * the card where it differs (gm/table-follow.ts).
   */
  followTable?(state: State): State | null;
  /**
   * The template context for this state, as `viewer` sees it: text as i18n keys, each control with
   * its audience (chat/audience.ts). The kit adds `viewer` and `messageId` to it.
   */
  context(state: State, viewer: Viewer): Record<string, unknown>;
  /**
   * Optional, the one path from a card to the world: the GM queue calls it (on the active GM's
   * client, in the queue) after each write of the card — its start and every step — to carry the
   * step's results to actors (HP, pools, deck exhaustion, a tracker). It compares `before` and
   * `after` and writes only what changed.
   */
  afterStep?(step: CardStep<State>): Promise<void>;
}

/** A procedure whose steps are pure: a reducer and one checked batch of effects per step. */
export interface ReducingProcedure<State, Action> extends ProcedureCommon<State, Action> {
  readonly kind: "reduce";
  reduce(state: State, action: Action, who: Requester): Outcome<ProcedureStep<State>>;
}

/**
 * A procedure that converses with the table (draw, then decide on what was drawn; read a hand the
 * message must not hold): the GM's client runs each step with the table itself. It must refuse
 * before its first write. Optional `afterWrite` effects are applied once the message is written.
 */
export interface PerformingProcedure<State, Action> extends ProcedureCommon<State, Action> {
  readonly kind: "perform";
  perform(
    state: State,
    action: Action,
    who: Requester,
    table: TablePort,
  ): Promise<Outcome<{ readonly state: State; readonly afterWrite?: readonly TableEffect[] }>>;
}

/**
 * A procedure that lives on a chat card (a ChatMessage subtype): its state is the message's typed
 * `system.state`, which must only ever hold cards the rules have revealed [CORE-06]; only the GM
 * queue creates and changes it (chat/chat-cards.ts).
 */
export type ChatProcedure<State = unknown, Action = unknown> = ReducingProcedure<State, Action> | PerformingProcedure<State, Action>;

/**
 * A procedure whose code loads only when a card of its type is first started, stepped or rendered
 * (chat/procedure-loader.ts): what Foundry needs at init — the message type, template and card
 * model — is here; `load` brings the rest, so a world downloads only the rules it plays.
 */
export interface DeferredProcedure {
  readonly messageType: string;
  readonly template: string;
  readonly model: CardModelClass;
  readonly load: () => Promise<ChatProcedure>;
}

/** How a ruleset lists a chat procedure: whole, or deferred. */
export type ProcedureEntry = ChatProcedure | DeferredProcedure;

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
/**
 * Another per-character stack whose cards the character holds to play (Deck of Adventures' Epic
 * Event or rest hand): the dock shows it, named, beside the hand; its cards are played through the
 * chat card that dealt them, so the dock offers no play of its own for them.
 */
export interface HeldStack {
  readonly stack: string;
  /** i18n key naming the hand in the dock ("Epic Event or rest hand"). */
  readonly label: string;
}

export interface HandActions {
  /** The deck the sheet's Draw button draws from. */
  readonly drawFrom?: string;
  readonly playTo?: string;
  readonly discardTo?: string;
  /**
   * i18n key: why the dock's Discard is refused when the hand has no discard at will, in this
   * ruleset's words (when its rules let a card leave the hand); the shared reason when absent.
   */
  readonly noDiscardReason?: string;
}

/**
 * One of a ruleset's GM tools (the Director's oracle draw, a deck editor, a GM's table): a step only
 * a GM may take, named in a `gmTool` request and run on the active GM's client, in the world's queue,
 * with the table's randomness (gm/authority.ts). An assistant GM's client asks for it as any request
 * travels; the active GM's runs it at once. `input` comes from the asking client: untrusted.
 */
export type GmTool = (table: TablePort, input: unknown) => Promise<Outcome<{ readonly messageId?: string }>>;

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
  /** The card's action that ends its fight: the tracker's End Combat asks it (combat-start.ts). */
  readonly endAction: string;
  /**
   * Optional: the card's action a character added to its Combat mid-fight asks, with `{ actor }`, to
   * join the fight on the card (tracker-roster.ts); without it such an addition is refused.
   */
  readonly joinAction?: string;
  /**
   * Optional: the card's action a fighter taken out of its Combat mid-fight asks, with `{ actor }`
   * (the combatant's participant key, else its actor), to leave the fight on the card
   * (tracker-roster.ts); without it such a removal is refused.
   */
  readonly leaveAction?: string;
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
  /**
   * Subtype -> data model, per document class. Subtypes must be in system.json documentTypes.
   * Chat cards' models come with their procedures.
   */
  readonly dataModels: {
    readonly Actor?: Readonly<Record<string, DataModelClass>>;
    readonly Item?: Readonly<Record<string, DataModelClass>>;
  };
  readonly sheets: readonly SheetDefinition[];
  readonly rulings: readonly RulingDefinition[];
  readonly procedures: readonly ChatProcedure[];
  /** Procedures whose code loads when a card of their type is first needed (chat/procedure-loader.ts). */
  readonly deferredProcedures?: readonly DeferredProcedure[];
  /** The per-character hand the sheet shows. */
  readonly hand?: { readonly stack: string; readonly alsoHeld?: readonly HeldStack[] } & HandActions;
  /**
   * The ruleset's own init-time registrations (its extra settings, API), run once by `initSystem` at
   * Foundry's `init` after the shared ones, in a world that plays it (the world's settings are read
   * at init). Its hooks belong in `setup` (Step 18: init stays short).
   */
  readonly init?: () => void;
  /**
   * Optional: templates this ruleset's cards include as partials, preloaded at Foundry's `setup` in
   * every world (a card kept in the chat log of a world now playing another ruleset still renders).
   */
  readonly partials?: readonly string[];
  /**
   * Optional: what the world's ruleset (only that one) adds at Foundry's `setup`, once the world's
   * settings say which ruleset it plays: its hooks, tools and menus, e.g. Deck of Adventures' combat
   * effects as token statuses. A world's ruleset changes only with a reload (the setting requires it).
   */
  readonly setup?: () => void;
  /**
   * Optional: what the world's ruleset prepares once the world is ready and the client is idle, with
   * its cards' code and templates (chat/procedure-loader.ts `preloadWhenIdle`), so that its first card
   * costs what the next ones do: e.g. the Director's competition odds computed once.
   */
  readonly whenIdle?: () => Promise<unknown>;
  /**
   * Optional: a ruleset's own veto on a requested move (drag-drop, Play, Discard), after the
   * shared checks; an i18n key refuses it. E.g. Deck of Adventures: no Fate Card into a deck.
   */
  readonly moveRefusal?: (cards: readonly Card[], from: StackAddress, to: StackAddress) => string | null;
  /** Optional: the ruleset's GM tools by name (own keys only): a `gmTool` request names one. */
  readonly gmTools?: Readonly<Record<string, GmTool>>;
  /** Optional: the combat card that Begin Combat in Foundry's Combat Tracker starts. */
  readonly combatCard?: CombatCardDefinition;
}
