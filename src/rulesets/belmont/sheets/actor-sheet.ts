/**
 * The Belmont sheet: the shared header, then tabs — Decks (the four skill decks side by side with
 * their face-up top card, cards left and the token; the luck card; the GM's New task button),
 * Abilities (on their cards, flagged when their card has left the deck; the deck editor, mirrored
 * in the luck deck), Fate (the GM's view of the challenge decks and their editor) and Notes.
 * Context from the pure builder in actor-sheet-context.ts; deck edits go through the pure rules. A
 * value the hero's model refuses (notes too long) is answered with a notice and nothing is saved.
 */
import type { DeepPartial } from "fvtt-types/utils";
import type { Rank, Suit, SuitedCard } from "../../../rules/cards/card.ts";
import type { DeckEdit } from "../../../rules/belmont/index.ts";
import { DeckboundActorSheet } from "../../../foundry/sheets/actor-sheet.ts";
import type { DeckboundSheetContext } from "../../../foundry/sheets/actor-sheet.ts";
import { saveOrRefuse } from "../../../foundry/sheets/save.ts";
import { isRecord, readCard } from "../../../foundry/chat/action-data.ts";
import { cardShortName } from "../../../foundry/table/card-identity.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { templatePath, sharedTemplate } from "../../../foundry/sheets/templates.ts";
import { ARRANGE_TARGETS, onTopNow } from "../gm/arrange.ts";
import { arrangeOnTop, editDecks, faceOf } from "../gm/gm-tools.ts";
import type { ArrangeTarget } from "../gm/arrange.ts";
import { ABILITY_TYPE, BELMONT, HERO_TYPE } from "../ids.ts";
import { abilitiesOf } from "../models/ability.ts";
import { RANK_CHOICES, SUIT_CHOICES } from "../models/ability-choices.ts";
import { promptAndOpenTask } from "../chat/open-task.ts";
import { fuelAbility } from "../chat/magic-card.ts";
import { buildBelmontSheet } from "./actor-sheet-context.ts";
import type { BelmontSheetView } from "./actor-sheet-context.ts";
import { lyingNow } from "../stacks.ts";

import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import ApplicationV2 = foundry.applications.api.ApplicationV2;

export interface BelmontSheetContext extends DeckboundSheetContext {
  belmont: BelmontSheetView;
  isGM: boolean;
  /** An owner of the hero (a player for their own Belmont, or the GM) may spend Magic on its abilities [BEL-01]. */
  canFuel: boolean;
  notes: string;
  /** The notes enriched by Foundry (sanitised HTML), or null: then the template shows them escaped. */
  notesHtml: string | null;
  /** The GM's "put on top": where a card can go (value → label key), and Fate's next cards chosen so far. */
  arrange: { targets: Record<string, string>; onTop: { label: string; card: string }[] };
  tab?: ApplicationV2.Tab | undefined;
}

const TAB_PARTS = ["decks", "abilities", "fate", "notes"] as const;

function suitedFrom(dataset: DOMStringMap): SuitedCard | null {
  const card = readCard(dataset);
  return card?.kind === "suited" ? card : null;
}

/** The suit and rank chosen in an editor row's selects. */
function faceFrom(target: HTMLElement): { suit: Suit; rank: Rank } | null {
  const row = target.closest("[data-face-picker]");
  return faceOf(
    row?.querySelector<HTMLSelectElement>("select[data-face=suit]")?.value,
    row?.querySelector<HTMLSelectElement>("select[data-face=rank]")?.value,
  );
}

/** Ask the GM for a card face (suit and rank), starting from this card's; with targets, also where it goes. */
async function promptFace(
  title: string,
  card: SuitedCard | null,
  targets?: Record<string, string>,
): Promise<{ suit: Suit; rank: Rank; target: unknown } | null> {
  const content = await foundry.applications.handlebars.renderTemplate(templatePath(BELMONT, "dialogs/face.hbs"), {
    suitChoices: SUIT_CHOICES,
    rankChoices: RANK_CHOICES,
    suit: card?.suit,
    rank: card ? String(card.rank) : undefined,
    targets,
  });
  const answer: unknown = await foundry.applications.api.DialogV2.input({ window: { title }, content });
  const face = isRecord(answer) ? faceOf(answer["suit"], answer["rank"]) : null;
  return face && isRecord(answer) ? { ...face, target: answer["target"] } : null;
}

/**
 * The hero's notes as HTML to show: player-written, so only ever through Foundry's enrichment
 * (which sanitises). Null where enrichment is not available: the template then shows the text
 * escaped, never raw.
 */
async function enrichedNotes(notes: string): Promise<string | null> {
  if (!("ux" in foundry.applications)) return null;
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(notes);
}

export class BelmontSheet extends DeckboundActorSheet<BelmontSheetContext, ActorSheetV2.Configuration, ActorSheetV2.RenderOptions> {
  // Foundry merges these with the base sheet's options: only what differs is declared.
  static override DEFAULT_OPTIONS = {
    classes: ["belmont"],
    position: { width: 640, height: 680 },
    form: { handler: BelmontSheet.#onSubmit },
    actions: {
      newTask: BelmontSheet.#onNewTask,
      addSkillCard: BelmontSheet.#onAddSkillCard,
      removeSkillCard: BelmontSheet.#onRemoveSkillCard,
      addChallengeCard: BelmontSheet.#onAddChallengeCard,
      removeChallengeCard: BelmontSheet.#onRemoveChallengeCard,
      changeSkillCard: BelmontSheet.#onChangeSkillCard,
      addLuckCard: BelmontSheet.#onAddLuckCard,
      removeLuckCard: BelmontSheet.#onRemoveLuckCard,
      putOnTop: BelmontSheet.#onPutOnTop,
      fuelAbility: BelmontSheet.#onFuelAbility,
    },
  };

  /** The Abilities tab lists the hero's Ability items with open, create and delete (the shared item list). */
  static override ITEM_TYPES = [ABILITY_TYPE];

  // No hand: The Belmont's cards are the decks. (Typed as a record: the base sheet's parts include one.)
  static override PARTS: Record<string, foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart> = {
    header: { template: sharedTemplate("sheet-header.hbs") },
    // Its own tab strip: each tab a role="tab" with aria-selected, so the tabs are named controls for everyone.
    tabs: { template: templatePath(BELMONT, "sheet/tabs.hbs") },
    decks: { template: templatePath(BELMONT, "sheet/decks.hbs") },
    // The Abilities tab holds the shared item list (open, create, delete) in edit mode.
    abilities: { template: templatePath(BELMONT, "sheet/abilities.hbs"), templates: [sharedTemplate("item-list.hbs")], scrollable: [""] },
    fate: { template: templatePath(BELMONT, "sheet/fate.hbs"), scrollable: [""] },
    notes: { template: templatePath(BELMONT, "sheet/notes.hbs") },
  };

  static override TABS = {
    primary: {
      tabs: TAB_PARTS.map((id) => ({ id, cssClass: "" })),
      initial: "decks",
      labelPrefix: "DECKBOUND.Belmont.Sheet.Tab",
    },
  };

  protected override async _prepareContext(options: DeepPartial<ActorSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const isGM = game.user.isGM;
    const belmont = buildBelmontSheet({ lying: lyingNow, abilities: abilitiesOf(this.actor), isGM });
    // Fate's decks are the GM's business: players get no tab for them.
    const tabs = context.tabs && !isGM ? Object.fromEntries(Object.entries(context.tabs).filter(([id]) => id !== "fate")) : context.tabs;
    const notes = systemOf(this.actor, HERO_TYPE)?.notes ?? "";
    const tops = onTopNow();
    const onTop = Object.entries(ARRANGE_TARGETS).flatMap(([target, label]) => {
      const card = tops[target as ArrangeTarget];
      return card ? [{ label, card: cardShortName(card) }] : [];
    });
    const arrange = { targets: ARRANGE_TARGETS, onTop };
    const canFuel = this.actor.isOwner;
    return { ...context, tabs, belmont, isGM, canFuel, notes, notesHtml: await enrichedNotes(notes), arrange };
  }

  protected override async _preparePartContext(
    partId: string,
    context: ApplicationV2.RenderContextOf<this>,
    options: DeepPartial<ActorSheetV2.RenderOptions>,
  ) {
    const partContext = await super._preparePartContext(partId, context, options);
    if ((TAB_PARTS as readonly string[]).includes(partId)) partContext.tab = partContext.tabs?.[partId];
    return partContext;
  }

  /** Foundry switches tabs without a render: the strip's aria-selected follows the click too. */
  override changeTab(tab: string, group: string, options?: ApplicationV2.ChangeTabOptions): void {
    super.changeTab(tab, group, options);
    if (typeof HTMLElement === "undefined" || !this.rendered) return; // no DOM (the Node test runtime): nothing to mark
    for (const strip of this.element.querySelectorAll<HTMLElement>(`[role=tab][data-group="${group}"]`))
      strip.setAttribute("aria-selected", String(strip.dataset["tab"] === tab));
  }

  async #edit(edit: DeckEdit): Promise<void> {
    if (!game.user.isGM) return;
    const result = await editDecks(edit);
    if (!result.ok) ui.notifications.warn(result.reason, { localize: true });
    await this.render();
  }

  static async #onSubmit(
    this: BelmontSheet,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ): Promise<void> {
    await saveOrRefuse(this, formData.object);
  }

  static async #onNewTask(this: BelmontSheet): Promise<void> {
    await promptAndOpenTask(this.actor);
  }

  static async #onAddSkillCard(this: BelmontSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const face = faceFrom(target);
    if (face) await this.#edit({ type: "addSkillCard", face });
  }

  static async #onRemoveSkillCard(this: BelmontSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const card = suitedFrom(target.dataset);
    if (card) await this.#edit({ type: "removeSkillCard", card });
  }

  static async #onAddChallengeCard(this: BelmontSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const face = faceFrom(target);
    if (face) await this.#edit({ type: "addChallengeCard", face });
  }

  /** Change a skill card: it leaves as it was and comes back as the face chosen in the dialog, mirrored in the luck deck [BEL-17]. */
  static async #onChangeSkillCard(this: BelmontSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const card = suitedFrom(target.dataset);
    if (!card) return;
    const to = await promptFace(game.i18n.format("DECKBOUND.Belmont.Sheet.ChangeCard", { card: cardShortName(card) }), card);
    if (to) await this.#edit({ type: "changeSkillCard", card, to: { suit: to.suit, rank: to.rank } });
  }

  static async #onAddLuckCard(this: BelmontSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const face = faceFrom(target);
    if (face) await this.#edit({ type: "addLuckCard", face });
  }

  static async #onRemoveLuckCard(this: BelmontSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const card = suitedFrom(target.dataset);
    if (card) await this.#edit({ type: "removeLuckCard", card });
  }

  /** Put the chosen card on top of the chosen deck (or make it Fate's next card) to play a scene as prepared. */
  static async #onPutOnTop(this: BelmontSheet): Promise<void> {
    if (!game.user.isGM) return;
    const chosen = await promptFace(game.i18n.localize("DECKBOUND.Belmont.Sheet.PutOnTopTitle"), null, ARRANGE_TARGETS);
    if (!chosen || typeof chosen.target !== "string" || !(chosen.target in ARRANGE_TARGETS)) return;
    const result = await arrangeOnTop(chosen.target as ArrangeTarget, { suit: chosen.suit, rank: chosen.rank });
    if (!result.ok) ui.notifications.warn(result.reason, { localize: true });
    else await this.render();
  }

  /** Spend the face-up Magic card on this ability, through the GM's client [BEL-01]. */
  static async #onFuelAbility(this: BelmontSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const abilityId = target.dataset["itemId"];
    if (!this.actor.id || !abilityId) return;
    if (await fuelAbility(this.actor.id, abilityId)) await this.render();
  }

  static async #onRemoveChallengeCard(this: BelmontSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const card = suitedFrom(target.dataset);
    if (card) await this.#edit({ type: "removeChallengeCard", card });
  }
}
