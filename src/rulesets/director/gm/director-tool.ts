/**
 * The Director tool (any GM, an assistant GM too: its steps are GM tools the active GM's client
 * runs, gm/authority.ts `useGmTool`): the destiny draw — the oracle: one card from the destiny deck, face
 * up on its discard pile and shown in chat [DIR-03 ruling] — tests for the NPCs drawn from the
 * enemy deck, and the destiny and enemy decks edited as suits × ranks grids (DIR-03 ruling). A
 * saved deck is rebuilt with its discards back in it, so every card is in exactly one place.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { applyEffects } from "../../../rules/cards/table.ts";
import { ATTRIBUTES, isAttribute } from "../../../rules/director/attributes.ts";
import { DESTINY_DISCARD_STACK, DESTINY_STACK, ENEMY_STACK, destinyDraw } from "../../../rules/director/decks.ts";
import { isTableCards, type ShownDocument } from "../../../foundry/live-views.ts";
import { useGmTool } from "../../../foundry/gm/authority.ts";
import type { GmTool } from "../../../foundry/registry/definition.ts";
import { isRecord } from "../../../foundry/chat/action-data.ts";
import type { TablePort } from "../../../rules/cards/table.ts";
import type { GmResult } from "../../../foundry/gm/requests.ts";
import { rulesets } from "../../../foundry/registry/registry.ts";
import { repairStacks } from "../../../foundry/table/stack-setup.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { ToolForm } from "../../../foundry/sheets/tool-form.ts";
import { attributeView } from "../chat/views.ts";
import { DIRECTOR, NPC_TYPE } from "../ids.ts";
import { copiesAllowed } from "../rulings.ts";
import { readCountsForm } from "../sheets/forms.ts";
import { DECK_GRID } from "../sheets/actor-sheet.ts";
import { openTestDialog } from "../sheets/test-dialog.ts";
import { lyingCards } from "../stacks.ts";
import { directorDecks, saveDirectorDecks } from "./decks-setting.ts";
import { destinyView, toolView } from "./tool-context.ts";

import ApplicationV2 = foundry.applications.api.ApplicationV2;

const DESTINY_TEMPLATE = templatePath(DIRECTOR, "chat/destiny.hbs");

/** The oracle: draw one destiny card and show it in chat (a GM tool: on the active GM's client, in the world's queue). */
async function destinyDrawTool(table: TablePort): Promise<GmResult> {
  const [outcome] = await applyEffects(table, [destinyDraw(1)]);
  const card = outcome?.cards[0];
  if (!card || card.kind !== "suited") return { ok: false, reason: "DECKBOUND.Director.Refusal.DeckEmpty" };
  const content = await foundry.applications.handlebars.renderTemplate(
    DESTINY_TEMPLATE,
    destinyView(card, outcome.reshuffles > 0, lyingCards(DESTINY_STACK)?.length ?? 0),
  );
  const message = await ChatMessage.create({ content } as ChatMessage.CreateData);
  return { ok: true, messageId: message?.id ?? "" };
}

/**
 * Save the GM's decks from the deck grids' form (untrusted: it comes from the asking GM's client) and
 * rebuild their stacks: each deck's discards go back first, so nothing is lost or doubled.
 */
async function saveDecksTool(table: TablePort, input: unknown): Promise<GmResult> {
  const form = isRecord(input) ? input : {};
  const decks = directorDecks();
  const most = copiesAllowed();
  const destiny = readCountsForm(form, "destiny", "DeckEmpty", { before: decks.destiny, most });
  const enemy = readCountsForm(form, "enemy", "DeckEmpty", { before: decks.enemy, most });
  if (!destiny.ok) return destiny;
  if (!enemy.ok) return enemy;
  const ruleset = rulesets.get(DIRECTOR);
  if (!ruleset) return { ok: false, reason: "DECKBOUND.Refusal.NoRuleset" };
  await applyEffects(table, [
    { type: "returnDiscards", stack: DESTINY_STACK },
    { type: "returnDiscards", stack: ENEMY_STACK },
  ]);
  await saveDirectorDecks({ destiny: destiny.counts, enemy: enemy.counts });
  await repairStacks(ruleset);
  return { ok: true };
}

/** The Director's GM tools (RulesetDefinition.gmTools): any GM uses them, the active GM's client runs them. */
export const DIRECTOR_GM_TOOLS = { destinyDraw: destinyDrawTool, saveDecks: saveDecksTool } satisfies Record<string, GmTool>;

/** The oracle, from this GM's client [DIR-03 ruling]. */
export function drawDestiny(): Promise<GmResult> {
  return useGmTool("destinyDraw", null);
}

/** Save the decks edited in the tool's grids, from this GM's client. */
export function saveDecks(form: Record<string, unknown>): Promise<GmResult> {
  return useGmTool("saveDecks", form);
}

export class DirectorToolApp extends ToolForm {
  static override DEFAULT_OPTIONS = {
    id: "deckbound-director-tool",
    tag: "form",
    classes: ["deckbound", "director", "director-tool"],
    window: { title: "DECKBOUND.Director.Tool.Title", resizable: true },
    position: { width: 640, height: "auto" as const },
    form: { handler: DirectorToolApp.#onSaveDecks, submitOnChange: false, closeOnSubmit: false },
    actions: { destinyDraw: DirectorToolApp.#onDestinyDraw, npcTest: DirectorToolApp.#onNpcTest },
  };

  /** The tool shows the world's NPCs, the Director's decks and their saved counts (live-views.ts). */
  showsDocument(document: ShownDocument): boolean {
    if (document instanceof Actor) return document.type === NPC_TYPE;
    return isTableCards(document) || document.documentName === "Setting";
  }

  static override PARTS = {
    tool: { template: templatePath(DIRECTOR, "tool/director-tool.hbs"), templates: [DECK_GRID], scrollable: [""] },
  };

  protected override async _prepareContext(options: DeepPartial<ApplicationV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const decks = directorDecks();
    const discard = lyingCards(DESTINY_DISCARD_STACK);
    const npcs = game.actors
      .filter((actor) => actor.type === NPC_TYPE)
      .map((actor) => ({ id: actor.id ?? "", name: actor.name ?? "", img: actor.img ?? "" }));
    const tool = toolView({
      decks,
      destinyLeft: lyingCards(DESTINY_STACK)?.length ?? null,
      enemyLeft: lyingCards(ENEMY_STACK)?.length ?? null,
      lastDestiny: discard?.[0] ?? null,
      npcs,
      isGM: game.user.isGM,
      copies: copiesAllowed(),
    });
    return { ...context, tool, attributes: ATTRIBUTES.map((attribute) => ({ attribute, ...attributeView(attribute) })) };
  }

  static async #onDestinyDraw(this: DirectorToolApp): Promise<void> {
    const result = await drawDestiny();
    if (!result.ok) ui.notifications.warn(result.reason, { localize: true });
    await this.render();
  }

  static async #onNpcTest(this: DirectorToolApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = game.actors.get(target.dataset["actor"] ?? "");
    const npc = systemOf(actor, NPC_TYPE);
    const attribute = target.dataset["attribute"];
    if (!actor || !npc || !isAttribute(attribute)) return;
    await openTestDialog(actor.id ?? "", attribute, npc.competences, true);
    await this.render();
  }

  static async #onSaveDecks(
    this: DirectorToolApp,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ): Promise<void> {
    const result = await this.sendKept(() => saveDecks(formData.object));
    if (!result.ok) ui.notifications.warn(result.reason, { localize: true });
    await this.render();
  }
}
