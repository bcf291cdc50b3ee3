/**
 * The Director's character and NPC sheet: the four attributes with their suits and the odds of a
 * test at each difficulty, the competences with their expert flag [DIR-12], the deck's
 * composition and cards left, and a Test button per attribute that opens the test-setup dialog
 * (difficulty, related competences, advantage, help, penalty) and posts the test card, which shows
 * the odds before anyone draws [CORE-05]; a character's Compete button opens a competition card
 * with that attribute, which other players join on the card [DIR-09]. Changes go through the pure rules; refusals are shown
 * localised. An NPC draws from the enemy deck [DIR-03], so its sheet shows that deck.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { SHIPPED_ARCHETYPES } from "../../../rules/director/archetypes.ts";
import { isAttribute } from "../../../rules/director/attributes.ts";
import { becomeExpert, learnCompetence } from "../../../rules/director/competences.ts";
import { denseCounts, totalCards } from "../../../rules/director/counts.ts";
import { ACTION_STACK, ENEMY_STACK } from "../../../rules/director/decks.ts";
import type { CardCounts, Competence } from "../../../rules/director/index.ts";
import { isRecord, readInt } from "../../../foundry/chat/action-data.ts";
import { systemOf, itemSystemOf } from "../../../foundry/documents/system-of.ts";
import { askGm } from "../../../foundry/gm/authority.ts";
import { DeckboundActorSheet } from "../../../foundry/sheets/actor-sheet.ts";
import type { DeckboundSheetContext } from "../../../foundry/sheets/actor-sheet.ts";
import { saveOrRefuse } from "../../../foundry/sheets/save.ts";
import { sharedTemplate, templatePath } from "../../../foundry/sheets/templates.ts";
import { foundryWorld } from "../chat/world.ts";
import { ARCHETYPE_TYPE, CHARACTER_TYPE, COMPETITION_MESSAGE, DIRECTOR, NPC_TYPE } from "../ids.ts";
import { lyingCards } from "../stacks.ts";
import { characterSheetView } from "./actor-sheet-context.ts";
import type { ArchetypeChoiceView, CharacterSheetView } from "./actor-sheet-context.ts";
import { promptCompetitor } from "./compete-dialog.ts";
import { openTestDialog } from "./test-dialog.ts";

import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;

/** The deck grid partial the sheets and the Director tool share. */
export const DECK_GRID = templatePath(DIRECTOR, "sheet/deck-grid.hbs");

export interface DirectorSheetContext extends DeckboundSheetContext {
  director: CharacterSheetView;
}

interface DirectorActorSystem {
  readonly archetype?: { readonly name: string; readonly counts: CardCounts; readonly source: string };
  readonly competences: readonly Competence[];
  readonly notes: string;
}

/** An archetype item's name and deck (a world item, or one the actor holds). */
function archetypeOf(item: Item.Implementation | undefined): { name: string; counts: CardCounts } | null {
  const system = itemSystemOf(item, ARCHETYPE_TYPE);
  return item && system ? { name: item.name ?? "", counts: system.counts as unknown as CardCounts } : null;
}

/** The archetypes a character may take: the shipped ones, then the world's Archetype items, then the actor's own. */
function archetypeChoices(actor: Actor.Implementation, current: { name: string; source: string } | undefined): ArchetypeChoiceView[] {
  const shipped = SHIPPED_ARCHETYPES.map((archetype) => ({
    key: `shipped:${archetype.id}`,
    name: archetype.name,
    counts: archetype.counts,
  }));
  const items = [...game.items.contents, ...actor.items.contents].flatMap((item) => {
    const archetype = archetypeOf(item);
    return archetype ? [{ key: `item:${item.id}`, ...archetype }] : [];
  });
  return [...shipped, ...items].map(({ key, name, counts }) => ({
    key,
    name,
    cards: totalCards(counts),
    current: current?.source ? key === current.source : name === current?.name,
  }));
}

function archetypeByKey(actor: Actor.Implementation, key: string): { name: string; counts: CardCounts } | null {
  const [kind, id] = key.split(":");
  if (kind === "shipped") return SHIPPED_ARCHETYPES.find((archetype) => archetype.id === id) ?? null;
  return kind === "item" && id ? archetypeOf(game.items.get(id) ?? actor.items.get(id)) : null;
}

export class DirectorActorSheet extends DeckboundActorSheet<DirectorSheetContext, ActorSheetV2.Configuration, ActorSheetV2.RenderOptions> {
  // Foundry merges these with the base sheet's options: only what differs is declared.
  static override DEFAULT_OPTIONS = {
    classes: ["director"],
    position: { width: 600, height: 720 },
    form: { handler: DirectorActorSheet.#onSubmit },
    actions: {
      test: DirectorActorSheet.#onTest,
      compete: DirectorActorSheet.#onCompete,
      addCompetence: DirectorActorSheet.#onAddCompetence,
      makeExpert: DirectorActorSheet.#onMakeExpert,
      removeCompetence: DirectorActorSheet.#onRemoveCompetence,
      useArchetype: DirectorActorSheet.#onUseArchetype,
    },
  };

  /** A character's own archetypes, listed with open, create and delete (the base items part). */
  static override ITEM_TYPES = [ARCHETYPE_TYPE];

  // No hand part: the Director's decks are drawn by tests, never held.
  static override PARTS: Record<string, foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart> = {
    header: { template: sharedTemplate("sheet-header.hbs") },
    character: { template: templatePath(DIRECTOR, "sheet/character.hbs"), templates: [DECK_GRID], scrollable: [""] },
    items: DeckboundActorSheet.PARTS["items"]!,
  };

  get #system(): DirectorActorSystem {
    const character = systemOf(this.actor, CHARACTER_TYPE);
    if (character) {
      const { archetype, competences, notes } = character;
      return {
        archetype: { name: archetype.name, counts: archetype.counts as unknown as CardCounts, source: archetype.source },
        competences,
        notes,
      };
    }
    const npc = systemOf(this.actor, NPC_TYPE);
    if (!npc) throw new Error(`Deckbound: the Director's sheet opened on a ${this.actor.type}`);
    return npc;
  }

  get #isNpc(): boolean {
    return this.actor.type === NPC_TYPE;
  }

  protected override async _prepareContext(options: DeepPartial<ActorSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const system = this.#system;
    const npc = this.#isNpc;
    const director = characterSheetView({
      npc,
      counts: npc || !system.archetype ? foundryWorld.enemyDeck() : system.archetype.counts,
      archetypeName: npc ? null : (system.archetype?.name ?? null),
      cardsLeft: (npc ? lyingCards(ENEMY_STACK) : lyingCards(ACTION_STACK, this.actor.id ?? ""))?.length ?? null,
      competences: system.competences,
      notes: system.notes,
      canTest: this.isEditable,
      archetypes: npc ? [] : archetypeChoices(this.actor, system.archetype),
    });
    return { ...context, director };
  }

  /** Save changes; a value the model refuses (out of bounds) is answered with a notice, nothing is saved. */
  async #update(changes: Record<string, unknown>): Promise<void> {
    await saveOrRefuse(this, changes);
  }

  static async #onSubmit(
    this: DirectorActorSheet,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ): Promise<void> {
    await this.#update(formData.object);
  }

  static async #onTest(this: DirectorActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const attribute = target.dataset["attribute"];
    if (isAttribute(attribute) && this.actor.id) await openTestDialog(this.actor.id, attribute, this.#system.competences, this.#isNpc);
  }

  /**
   * Open a competition card with this attribute and the extra cards chosen in the dialog [DIR-09];
   * others join it on the card. An NPC competes too, where the world's ruling allows [DIR-10].
   */
  static async #onCompete(this: DirectorActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const attribute = target.dataset["attribute"];
    if (!isAttribute(attribute) || !this.actor.id) return;
    const answer = await promptCompetitor(attribute, [
      { id: this.actor.id, name: this.actor.name ?? "", competences: this.#system.competences },
    ]);
    if (!answer) return;
    const { actorId, ...extras } = answer;
    await askGm({ kind: "startCard", messageType: COMPETITION_MESSAGE, actorId, options: { attribute, ...extras } });
  }

  static async #onAddCompetence(this: DirectorActorSheet): Promise<void> {
    const answer: unknown = await foundry.applications.api.DialogV2.input({
      window: { title: "DECKBOUND.Director.Dialog.AddCompetence" },
      content: `<label>${Handlebars.escapeExpression(game.i18n.localize("DECKBOUND.Director.Dialog.CompetenceName"))} <input type="text" name="name" autofocus></label>`,
    });
    const name = isRecord(answer) ? answer["name"] : null;
    if (typeof name !== "string") return;
    await this.fieldKeeper.saved;
    const learned = learnCompetence(this.#system.competences, name);
    if (!learned.ok) {
      ui.notifications.warn(learned.reason, { localize: true });
      return;
    }
    await this.#update({ "system.competences": learned.competences });
  }

  // The list actions write the whole list from the stored one: first the saves on their way (the
  // last click's, a moment ago) settle, or the list sent would undo them.
  static async #onMakeExpert(this: DirectorActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.fieldKeeper.saved;
    const index = readInt(target.dataset, "index", { min: 0, max: this.#system.competences.length - 1 });
    const competence = index === null ? undefined : this.#system.competences[index];
    const expert = competence ? becomeExpert(this.#system.competences, competence.name) : null;
    if (!expert) return;
    if (!expert.ok) {
      ui.notifications.warn(expert.reason, { localize: true });
      return;
    }
    await this.#update({ "system.competences": expert.competences });
  }

  static async #onRemoveCompetence(this: DirectorActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.fieldKeeper.saved;
    const index = readInt(target.dataset, "index", { min: 0, max: this.#system.competences.length - 1 });
    if (index === null) return;
    await this.#update({ "system.competences": this.#system.competences.filter((_, position) => position !== index) });
  }

  /** Rebuilding the action deck follows from the update (hooks.ts) [DIR-02]. */
  static async #onUseArchetype(this: DirectorActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const archetype = archetypeByKey(this.actor, target.dataset["archetype"] ?? "");
    if (!archetype || this.#isNpc) return;
    const source = target.dataset["archetype"];
    await this.#update({ "system.archetype": { name: archetype.name, counts: denseCounts(archetype.counts), source } });
  }
}
