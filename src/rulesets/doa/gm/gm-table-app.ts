/**
 * The GM's table tool for Deck of Adventures (GM only; a settings menu): reveal a Target Card from
 * the GM's action deck onto the GM's table, where players pick it for their checks [DOA-08]; clear
 * the table [DOA-02]; the GM deck's state [DOA-06]; start an Epic Event or a rest for the Dealers
 * ticked [DOA-19, DOA-20]. Card work runs on the active GM's client in the world's queue, for any
 * GM (an assistant GM's client sends it there as GM tool requests, gm/authority.ts `useGmTool`).
 */
import type { DeepPartial } from "fvtt-types/utils";
import { GM_OWNER, doaStack } from "../../../rules/doa/decks.ts";
import { askGm, useGmTool } from "../../../foundry/gm/authority.ts";
import type { TablePort } from "../../../rules/cards/table.ts";
import { isTableCards, type ShownDocument } from "../../../foundry/live-views.ts";
import { Refusals } from "../../../foundry/gm/requests.ts";
import type { GmResult } from "../../../foundry/gm/requests.ts";
import { refuse } from "../../../foundry/registry/definition.ts";
import type { GmTool } from "../../../foundry/registry/definition.ts";
import { activeRuleset } from "../../../foundry/settings.ts";
import { SYSTEM_ID } from "../../../foundry/constants.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import { cardsAt, deckStateOf, gmTableCards, saveGmExhaustions } from "../chat/gather.ts";
import { GM_TABLE_REFUSAL, clearGmTable, gmTableView, readEpicForm, restGmDeck, revealTargetCard } from "./gm-table.ts";
import { worldRulings } from "../rulings.ts";
import { DOA_ACTOR, DOA_GM_TABLE_TOOL, DOA_ID, DOA_MESSAGE } from "../ids.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { ToolForm } from "../../../foundry/sheets/tool-form.ts";

import ApplicationV2 = foundry.applications.api.ApplicationV2;

const REVEALED_TEMPLATE = templatePath(DOA_ID, "tool/tc-revealed.hbs");

/** Reveal a TC onto the GM's table and name it in a public chat message [DOA-08]. */
async function drawTargetCardTool(table: TablePort): Promise<GmResult> {
  const revealed = await revealTargetCard(table, deckStateOf(GM_OWNER), worldRulings());
  if (!revealed.ok) return revealed;
  await saveGmExhaustions(revealed.deck.exhaustions);
  const content = await foundry.applications.handlebars.renderTemplate(REVEALED_TEMPLATE, {
    card: cardView(revealed.card),
    jokers: revealed.jokers.map(cardView),
    reshuffled: revealed.reshuffled,
    onTable: gmTableCards().length,
  });
  const message = await ChatMessage.create({ content } as ChatMessage.CreateData);
  return { ok: true, messageId: message?.id ?? "" };
}

/** Every card leaves the GM's table: aces to the GM's hand, the rest to the discard [DOA-02]. */
async function clearTableTool(table: TablePort): Promise<GmResult> {
  const cleared = await clearGmTable(table, deckStateOf(GM_OWNER));
  return cleared.ok ? { ok: true } : cleared;
}

/** The GM's deck rests (`input`: "shortRest" or "longRest", from the asking GM's client) [DOA-06, DOA-20]. */
async function restDeckTool(table: TablePort, input: unknown): Promise<GmResult> {
  if (input !== "shortRest" && input !== "longRest") return refuse(Refusals.Malformed);
  const rested = await restGmDeck(table, deckStateOf(GM_OWNER), input);
  await saveGmExhaustions(rested.exhaustions);
  return { ok: true };
}

/** The GM's table's tools (RulesetDefinition.gmTools): any GM uses them, the active GM's client runs them. */
export const DOA_GM_TOOLS = {
  drawTargetCard: drawTargetCardTool,
  clearTable: clearTableTool,
  restDeck: restDeckTool,
} satisfies Record<string, GmTool>;

/** The tool works on the world's DOA stacks only: refuse in a world playing another ruleset. */
function useDoaTool(tool: keyof typeof DOA_GM_TOOLS, input: unknown = null): Promise<GmResult> {
  if (activeRuleset()?.id !== DOA_ID) return Promise.resolve(refuse(GM_TABLE_REFUSAL.NotDoa));
  return useGmTool(tool, input);
}

/** Reveal a TC onto the GM's table, from this GM's client [DOA-08]. */
export function drawTargetCard(): Promise<GmResult> {
  return useDoaTool("drawTargetCard");
}

/** Clear the GM's table, from this GM's client [DOA-02]. */
export function clearTable(): Promise<GmResult> {
  return useDoaTool("clearTable");
}

/** Rest the GM's deck, from this GM's client [DOA-06, DOA-20]. */
export function restDeck(kind: "shortRest" | "longRest"): Promise<GmResult> {
  return useDoaTool("restDeck", kind);
}

/** At setup: the scene-control button that opens the tool (GM only). */
export function registerGmTableTool(): void {
  registerGmTableControl();
}

/** At init, in a Deck of Adventures world only: the tool in the system's settings. */
export function registerGmTableMenu(): void {
  game.settings.registerMenu(SYSTEM_ID, DOA_GM_TABLE_TOOL, {
    name: "DECKBOUND.DOA.Tool.Title",
    label: "DECKBOUND.DOA.Tool.Open",
    hint: "DECKBOUND.DOA.Tool.Hint",
    icon: "fa-solid fa-table-cells-large",
    type: GmTableApp,
    restricted: true,
  });
}

/** v13's scene controls as the `getSceneControlButtons` hook passes them (only what is used here). */
interface SceneControlHooks {
  on(
    hook: "getSceneControlButtons",
    fn: (controls: Record<string, { tools: Record<string, SceneToolButton> } | undefined>) => void,
  ): number;
}

interface SceneToolButton {
  readonly name: string;
  readonly title: string;
  readonly icon: string;
  readonly order: number;
  readonly button: boolean;
  readonly visible: boolean;
  readonly onChange: () => void;
}

/**
 * A button on the Token controls opens (or closes) the tool, for the GM of a DOA world. The shape
 * is v13's (a record of controls, each with a record of tools), from Foundry's public API docs for
 * the `getSceneControlButtons` hook; a world without Token controls gets a console warning.
 */
function registerGmTableControl(): void {
  // The installed Foundry types do not list this hook: its argument is typed here from the docs.
  (Hooks as unknown as SceneControlHooks).on("getSceneControlButtons", (controls) => {
    if (!game.user.isGM || activeRuleset()?.id !== DOA_ID) return;
    const tokens = controls["tokens"];
    if (!tokens) {
      console.warn("Deckbound | no Token scene controls: the GM's table button is not added");
      return;
    }
    tokens.tools[DOA_GM_TABLE_TOOL] = {
      name: DOA_GM_TABLE_TOOL,
      title: "DECKBOUND.DOA.Tool.Title",
      icon: "fa-solid fa-table-cells-large",
      order: Object.keys(tokens.tools).length,
      button: true,
      visible: true,
      onChange: () => void toggleGmTable(),
    };
  });
}

function toggleGmTable(): Promise<unknown> {
  const open = foundry.applications.instances.get(GmTableApp.DEFAULT_OPTIONS.id);
  return open ? open.close() : new GmTableApp().render({ force: true });
}

export class GmTableApp extends ToolForm {
  static override DEFAULT_OPTIONS = {
    id: "deckbound-doa-gm-table",
    tag: "form",
    classes: ["deckbound", "doa", "doa-tool"],
    window: { title: "DECKBOUND.DOA.Tool.Title", resizable: true },
    position: { width: 560, height: "auto" as const },
    form: { handler: GmTableApp.#onStartEpic, submitOnChange: false, closeOnSubmit: false },
    actions: { drawTc: GmTableApp.#onDrawTc, clearTable: GmTableApp.#onClearTable, restDeck: GmTableApp.#onRestDeck },
  };

  static override PARTS = {
    tool: { template: templatePath(DOA_ID, "tool/gm-table.hbs"), scrollable: [""] },
  };

  /** The tool shows the GM's cards, the GM deck's counters (world settings) and the Dealers (live-views.ts). */
  showsDocument(document: ShownDocument): boolean {
    return isTableCards(document) || document.documentName === "Setting" || document instanceof Actor;
  }

  protected override async _prepareContext(options: DeepPartial<ApplicationV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const gm = deckStateOf(GM_OWNER);
    const tool = gmTableView({
      isGM: game.user.isGM,
      table: gmTableCards(),
      deckLeft: cardsAt(doaStack.deck(GM_OWNER)).length,
      discards: cardsAt(doaStack.discard(GM_OWNER)).length,
      exhaustions: gm.exhaustions,
      fateCards: gm.fateCards,
      dealers: dealers().map((actor) => ({ id: actor.id ?? "", name: actor.name ?? "", img: actor.img ?? "" })),
    });
    return { ...context, tool };
  }

  static async #onDrawTc(this: GmTableApp): Promise<void> {
    warnIfRefused(await drawTargetCard());
    await this.render();
  }

  static async #onClearTable(this: GmTableApp): Promise<void> {
    warnIfRefused(await clearTable());
    await this.render();
  }

  static async #onRestDeck(this: GmTableApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const kind = target.dataset["kind"];
    if (kind !== "shortRest" && kind !== "longRest") return;
    warnIfRefused(await restDeck(kind));
    await this.render();
  }

  /** Start an Epic Event or a rest for the Dealers ticked, as a Dealer's sheet starts a rest for one. */
  static async #onStartEpic(
    this: GmTableApp,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ): Promise<void> {
    if (!game.user.isGM) return;
    const read = readEpicForm(
      formData.object,
      dealers().map((actor) => actor.id ?? ""),
    );
    if (!read.ok) {
      warnIfRefused(read);
      return;
    }
    // askGm shows its own refusal, if any.
    await this.sendKept(() =>
      askGm({
        kind: "startCard",
        messageType: DOA_MESSAGE.epic,
        actorId: read.players[0]!,
        options: { kind: read.kind, players: read.players },
      }),
    );
  }
}

function dealers(): Actor.Implementation[] {
  return game.actors.filter((actor) => actor.type === DOA_ACTOR.dealer);
}

function warnIfRefused(result: GmResult): void {
  if (!result.ok) ui.notifications.warn(result.reason, { localize: true });
}
