/**
 * The Belmont sheet: the shared header, then tabs — Decks (the four skill decks side by side with
 * their face-up top card, cards left and the token; the luck card; the GM's New task button),
 * Abilities (on their cards, flagged when their card has left the deck; the deck editor, mirrored
 * in the luck deck), Fate (the GM's view of the challenge decks and their editor) and Notes.
 * Context from the pure builder in sheet-context.ts; deck edits go through the pure rules.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { RANKS, isSuit } from "../../rules/cards/card.ts";
import type { Rank, Suit, SuitedCard } from "../../rules/cards/card.ts";
import type { DeckEdit } from "../../rules/belmont/index.ts";
import { DeckboundActorSheet } from "../../foundry/sheets/actor-sheet.ts";
import type { DeckboundSheetContext } from "../../foundry/sheets/actor-sheet.ts";
import { rulesets } from "../../foundry/registry/registry.ts";
import { cardFromIdentity } from "../../foundry/table/card-identity.ts";
import { editBelmontDecks } from "./deck-editor.ts";
import { ABILITY_TYPE, abilitiesOf } from "./models.ts";
import { promptAndOpenTask } from "./open-task.ts";
import { buildBelmontSheet } from "./sheet-context.ts";
import type { BelmontSheetView } from "./sheet-context.ts";
import { RULESET_ID } from "./stacks.ts";
import { lyingNow } from "./table-view.ts";

import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import ApplicationV2 = foundry.applications.api.ApplicationV2;

export const BELMONT_TEMPLATES = "systems/deckbound/templates/belmont" as const;

export interface BelmontSheetContext extends DeckboundSheetContext {
  belmont: BelmontSheetView;
  isGM: boolean;
  notes: string;
  tab?: ApplicationV2.Tab | undefined;
}

const TAB_PARTS = ["decks", "abilities", "fate", "notes"] as const;

function suitedFrom(dataset: DOMStringMap): SuitedCard | null {
  const card = cardFromIdentity({ code: dataset["code"], origin: dataset["origin"] });
  return card?.kind === "suited" ? card : null;
}

/** The suit and rank chosen in an editor row's selects. */
function faceFrom(target: HTMLElement): { suit: Suit; rank: Rank } | null {
  const row = target.closest("[data-face-picker]");
  const suit = row?.querySelector<HTMLSelectElement>("select[name=suit]")?.value;
  const rank = Number(row?.querySelector<HTMLSelectElement>("select[name=rank]")?.value);
  return isSuit(suit) && (RANKS as readonly number[]).includes(rank) ? { suit, rank: rank as Rank } : null;
}

export class BelmontSheet extends DeckboundActorSheet<BelmontSheetContext, ActorSheetV2.Configuration, ActorSheetV2.RenderOptions> {
  // Foundry deep-merges these with the base sheet's; spelling the base out keeps the static side's type compatible.
  static override DEFAULT_OPTIONS = {
    ...DeckboundActorSheet.DEFAULT_OPTIONS,
    classes: ["belmont"],
    position: { width: 640, height: 680 },
    actions: {
      ...DeckboundActorSheet.DEFAULT_OPTIONS.actions,
      newTask: BelmontSheet.#onNewTask,
      addAbility: BelmontSheet.#onAddAbility,
      deleteAbility: BelmontSheet.#onDeleteAbility,
      addSkillCard: BelmontSheet.#onAddSkillCard,
      removeSkillCard: BelmontSheet.#onRemoveSkillCard,
      addChallengeCard: BelmontSheet.#onAddChallengeCard,
      removeChallengeCard: BelmontSheet.#onRemoveChallengeCard,
    },
  };

  // No hand: The Belmont's cards are the decks. (Typed as a record: the base sheet's parts include one.)
  static override PARTS: Record<string, foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart> = {
    header: { template: "systems/deckbound/templates/shared/sheet-header.hbs" },
    tabs: { template: "templates/generic/tab-navigation.hbs" },
    decks: { template: `${BELMONT_TEMPLATES}/sheet/decks.hbs` },
    abilities: { template: `${BELMONT_TEMPLATES}/sheet/abilities.hbs`, scrollable: [""] },
    fate: { template: `${BELMONT_TEMPLATES}/sheet/fate.hbs`, scrollable: [""] },
    notes: { template: `${BELMONT_TEMPLATES}/sheet/notes.hbs` },
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
    const notes = (this.actor.system as { notes?: string }).notes ?? "";
    return { ...context, tabs, belmont, isGM, notes };
  }

  protected override async _preparePartContext(partId: string, context: ApplicationV2.RenderContextOf<this>, options: DeepPartial<ActorSheetV2.RenderOptions>) {
    const partContext = await super._preparePartContext(partId, context, options);
    if ((TAB_PARTS as readonly string[]).includes(partId)) partContext.tab = partContext.tabs?.[partId];
    return partContext;
  }

  /** Edit mode: each ability field saves to its item when changed (the fields carry no form name). */
  protected override _attachPartListeners(partId: string, htmlElement: HTMLElement, options: DeepPartial<ActorSheetV2.RenderOptions>): void {
    super._attachPartListeners(partId, htmlElement, options);
    if (partId !== "abilities") return;
    for (const field of htmlElement.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-ability-field]")) {
      field.addEventListener("change", () => void this.#saveAbilityField(field));
    }
  }

  async #saveAbilityField(field: HTMLInputElement | HTMLSelectElement): Promise<void> {
    const item = this.actor.items.get(field.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"] ?? "");
    const path = field.dataset["abilityField"];
    if (!item || !path) return;
    const numeric = path === "system.rank" || path === "system.amount";
    await item.update({ [path]: numeric ? Number(field.value) : field.value } as Item.UpdateData);
  }

  async #edit(edit: DeckEdit): Promise<void> {
    const ruleset = rulesets.get(RULESET_ID);
    if (!ruleset || !game.user.isGM) return;
    const result = await editBelmontDecks(ruleset, edit);
    if (!result.ok) ui.notifications.warn(result.reason, { localize: true });
    await this.render();
  }

  static async #onNewTask(this: BelmontSheet): Promise<void> {
    await promptAndOpenTask(this.actor);
  }

  static async #onAddAbility(this: BelmontSheet): Promise<void> {
    await this.actor.createEmbeddedDocuments("Item", [
      { name: game.i18n.localize("DECKBOUND.Belmont.Sheet.NewAbility"), type: ABILITY_TYPE } as unknown as Item.CreateData,
    ]);
  }

  static async #onDeleteAbility(this: BelmontSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.dataset["itemId"];
    if (id && this.actor.items.has(id)) await this.actor.deleteEmbeddedDocuments("Item", [id]);
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

  static async #onRemoveChallengeCard(this: BelmontSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const card = suitedFrom(target.dataset);
    if (card) await this.#edit({ type: "removeChallengeCard", card });
  }
}
