/**
 * A Game of Bastards' sheets: the Fated character (suit, traits with their pools as bars, skills
 * with a Fate draw each, specialties, advantages and disadvantages by suit, wildcards, XP, state,
 * the hand and the weapons), the Time Passes dialog where XP is spent, and the Follower / Extras
 * sheet. A value the model refuses (out of bounds) is answered with a notice and nothing is saved.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { oneAfterAnother } from "../../../foundry/documents/one-after-another.ts";
import { DeckboundActorSheet } from "../../../foundry/sheets/actor-sheet.ts";
import type { LiveView, ShownDocument } from "../../../foundry/live-views.ts";
import type { DeckboundSheetContext } from "../../../foundry/sheets/actor-sheet.ts";
import { saveOrRefuse } from "../../../foundry/sheets/save.ts";
import { askGm } from "../../../foundry/gm/authority.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { SYSTEM_ID } from "../../../foundry/constants.ts";
import { rulingKey } from "../../../foundry/settings.ts";
import { build } from "../../../rules/bastards/build.ts";
import { newSkillId } from "../../../rules/bastards/character.ts";
import type { SkillKind } from "../../../rules/bastards/character.ts";
import type { BuildAction } from "../../../rules/bastards/index.ts";
import { isSuit } from "../../../rules/cards/card.ts";
import { BASTARDS, DRAMATIC_MESSAGE, DRAMATIC_SUCCESSOR, EXTRAS, FATE_DRAW_MESSAGE, FOLLOWER, WEAPON_ITEM } from "../ids.ts";
import { followerState, powerPool } from "../../../rules/bastards/combatants.ts";
import { systemOf } from "../../../foundry/documents/system-of.ts";
import { combatantOf, fatedCharacter, saveCharacter } from "../models/actor-data.ts";
import { giveAdvantage, ratingRefusal, takeAdvantage } from "./follower-advantages.ts";
import { awaitsSuccessor, successorActor } from "../models/successor.ts";
import { bastardsRulings } from "../rulings.ts";
import { DEFAULT_RULINGS } from "../../../rules/bastards/rulings.ts";
import {
  fateDrawDialog,
  fatedSheetContext,
  followerAdvantagesView,
  parsePurchase,
  readFateDrawForm,
  readSpecialtyForm,
  specialtySkillChoices,
  timePassesOptions,
} from "./sheet-context.ts";
import type { SkillLabel } from "../chat/fate-draw-context.ts";
import type { FollowerAdvantagesView } from "./sheet-context.ts";

import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import ApplicationV2 = foundry.applications.api.ApplicationV2;
const { HandlebarsApplicationMixin, DialogV2 } = foundry.applications.api;

const template = (file: string) => templatePath(BASTARDS, file);

/**
 * Apply a build step to the actor, or show why not; `accepted` runs once the rules allow it, before
 * it is saved (and the sheet redrawn). A character's steps are made one after another, each reading
 * the character once the step before it is saved: read at once, a second click while the first
 * purchase's save was on its way (a slow connection) was priced against the XP before it, and two
 * ranks cost one XP.
 */
export function spend(actor: Actor.Implementation, action: BuildAction, accepted?: () => void): Promise<boolean> {
  return oneAfterAnother(actor, () => spendNow(actor, action, accepted));
}

async function spendNow(actor: Actor.Implementation, action: BuildAction, accepted?: () => void): Promise<boolean> {
  const character = fatedCharacter(actor);
  const rules = bastardsRulings();
  if (!character || !rules) return false;
  const step = build(character, action, rules);
  if (!step.ok) {
    ui.notifications.warn(step.reason, { localize: true });
    return false;
  }
  accepted?.();
  await saveCharacter(actor, step.state);
  return true;
}

/** A skill's name as the table reads it: "Combat (sabre)", "Craft (smithing)", a custom skill as written. */
export function skillText(label: SkillLabel): string {
  if (!label.key) return label.detail;
  const name = game.i18n.localize(label.key);
  return label.detail ? `${name} (${label.detail})` : name;
}

/**
 * Buy a specialty: its name and the two skills (of rank 2 or more) it joins, chosen in a dialog —
 * from Time Passes, or for a Specialty item dropped on the sheet (its name and skills preset) [GOB-06].
 */
export async function buySpecialty(
  actor: Actor.Implementation,
  preset: { name?: string; first?: string; second?: string } = {},
): Promise<boolean> {
  const character = fatedCharacter(actor);
  if (!character) return false;
  const skills = specialtySkillChoices(character).map((skill) => ({ ...skill, text: skillText(skill.label) }));
  if (skills.length < 2) {
    ui.notifications.warn("DECKBOUND.Bastards.Refusal.SpecialtyNeedsRank2", { localize: true });
    return false;
  }
  const content = await foundry.applications.handlebars.renderTemplate(template("dialogs/specialty.hbs"), {
    skills,
    name: preset.name ?? "",
    first: preset.first ?? skills[0]!.id,
    second: preset.second ?? skills[1]!.id,
  });
  const action: unknown = await DialogV2.prompt({
    window: { title: "DECKBOUND.Bastards.Specialty.Title" },
    content,
    ok: {
      label: "DECKBOUND.Bastards.Specialty.Buy",
      callback: (_e: PointerEvent | SubmitEvent, button: HTMLButtonElement) =>
        readSpecialtyForm(Object.fromEntries(new FormData(button.form ?? undefined).entries())),
    },
    rejectClose: false,
  });
  return typeof action === "object" && action !== null ? spend(actor, action as BuildAction) : false;
}

interface BastardsSheetContext extends DeckboundSheetContext {
  bastards: unknown;
}

/** Both sheets' form handler: the model refuses an out-of-bounds value; the user is told and the sheet shows what is stored. */
async function submitOrRefuse(
  this: DeckboundActorSheet<BastardsSheetContext>,
  _event: Event | SubmitEvent,
  _form: HTMLFormElement,
  formData: { object: Record<string, unknown> },
): Promise<void> {
  await saveOrRefuse(this, formData.object, "DECKBOUND.Bastards.Sheet.Refused");
}

export class FatedSheet extends DeckboundActorSheet<BastardsSheetContext, ActorSheetV2.Configuration, ActorSheetV2.RenderOptions> {
  // Foundry merges these with the base sheet's options: only what differs.
  static override DEFAULT_OPTIONS = {
    classes: ["bastards"],
    position: { width: 640, height: 760 },
    form: { handler: submitOrRefuse },
    actions: {
      fateDraw: FatedSheet.#onFateDraw,
      timePasses: FatedSheet.#onTimePasses,
      toggleTimePasses: FatedSheet.#onToggleTimePasses,
      dramatic: FatedSheet.#onDramatic,
      chooseSuit: FatedSheet.#onChooseSuit,
      createSuccessor: FatedSheet.#onCreateSuccessor,
      restorePools: FatedSheet.#onRestorePools,
      sceneXp: FatedSheet.#onSceneXp,
      addSkill: FatedSheet.#onAddSkill,
      removeSkill: FatedSheet.#onRemoveSkill,
      takeDisadvantage: FatedSheet.#onTakeDisadvantage,
      giveBack: FatedSheet.#onGiveBack,
    },
  };

  static override ITEM_TYPES = [WEAPON_ITEM];

  static override PARTS = {
    header: DeckboundActorSheet.PARTS["header"]!,
    character: { template: template("fated-sheet.hbs"), scrollable: [""] },
    hand: DeckboundActorSheet.PARTS["hand"]!,
    items: DeckboundActorSheet.PARTS["items"]!,
  };

  protected override async _prepareContext(options: DeepPartial<ActorSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const character = fatedCharacter(this.actor);
    const rulings = bastardsRulings() ?? DEFAULT_RULINGS;
    const editing = this.mode === "edit" && this.isEditable;
    if (!character) return { ...context, bastards: null };
    const sheet = fatedSheetContext(character, rulings.suitNaming, rulings);
    return {
      ...context,
      bastards: {
        ...sheet,
        skills: sheet.skills.map((skill) => ({ ...skill, text: skillText(skill.label) })),
        specialties: sheet.specialties.map((specialty) => ({ ...specialty, joins: specialty.skills.map(skillText).join(" + ") })),
        isGM: game.user.isGM,
        editable: this.isEditable,
        awaitsSuccessor: this.isEditable && awaitsSuccessor(this.actor),
        editing,
        // Skills are added and removed at creation and in edit mode; disadvantages are taken at creation only [GOB-02, GOB-05].
        shaping: this.isEditable && (editing || sheet.inCreation),
      },
    };
  }

  /** Add a Craft (type), <Weapon> Combat or custom skill at rank 1 [GOB-05]; a blank or held name is refused by the rules. */
  /**
   * A build step from this sheet (spend): once the form's saves on their way have settled, so a step
   * clicked right after typing the XP or a pool's damage reads what was typed, not the value before.
   */
  async #spend(action: BuildAction, accepted?: () => void): Promise<boolean> {
    await this.fieldKeeper.saved;
    return spend(this.actor, action, accepted);
  }

  static async #onAddSkill(this: FatedSheet): Promise<void> {
    const kind = this.element.querySelector<HTMLSelectElement>("[data-new-skill=kind]")?.value ?? "custom";
    const name = this.element.querySelector<HTMLInputElement>("[data-new-skill=name]")?.value ?? "";
    const skillKind: SkillKind = kind === "combat" || kind === "craft" ? kind : "custom";
    // The name is used once the skill is added: the redraw shows the field empty again (a refused name stays to be mended).
    await this.#spend({ type: "addSkill", skill: newSkillId(skillKind, name) }, () => this.fieldKeeper.forgetKept("new-skill-name"));
  }

  static async #onRemoveSkill(this: FatedSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const skill = target.dataset["skill"];
    if (skill) await this.#spend({ type: "removeSkill", skill });
  }

  /** At creation, take a disadvantage for +1 XP [GOB-02]. */
  static async #onTakeDisadvantage(this: FatedSheet): Promise<void> {
    const id = this.element.querySelector<HTMLSelectElement>("[data-new-disadvantage]")?.value;
    if (id) await this.#spend({ type: "takeDisadvantage", id });
  }

  /** At creation, give a disadvantage back with the XP it gave. */
  static async #onGiveBack(this: FatedSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.dataset["disadvantage"];
    if (id) await this.#spend({ type: "dropDisadvantage", id });
  }

  static async #onFateDraw(this: FatedSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const skill = target.dataset["skill"];
    if (!skill || !this.actor.id) return;
    const character = fatedCharacter(this.actor);
    if (!character) return;
    const content = await foundry.applications.handlebars.renderTemplate(
      template("dialogs/fate-draw.hbs"),
      fateDrawDialog(character, skill),
    );
    const choice: unknown = await DialogV2.prompt({
      window: { title: "DECKBOUND.Bastards.FateDraw.Title" },
      content,
      ok: {
        label: "DECKBOUND.Bastards.FateDraw.Start",
        callback: (_e: PointerEvent | SubmitEvent, button: HTMLButtonElement) =>
          readFateDrawForm(Object.fromEntries(new FormData(button.form ?? undefined).entries())),
      },
      rejectClose: false,
    });
    if (typeof choice !== "object" || choice === null) return;
    await askGm({ kind: "startCard", messageType: FATE_DRAW_MESSAGE, actorId: this.actor.id, options: { skill, ...choice } });
  }

  /** Offer a dramatic action (or the GM's New scene) as a chat card [GOB-22]. */
  static async #onDramatic(this: FatedSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.actor.id) return;
    const options = { action: target.dataset["dramatic"], option: Number(target.dataset["option"] ?? 0) };
    await askGm({ kind: "startCard", messageType: DRAMATIC_MESSAGE, actorId: this.actor.id, options });
  }

  /** During creation, the character's suit (its trait starts a rank higher) [GOB-01, GOB-02]. */
  static async #onChooseSuit(this: FatedSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const suit = target.dataset["suit"];
    if (!isSuit(suit)) return;
    await this.#spend({ type: "chooseSuit", suit });
  }

  /**
   * A killed character's player (or the GM) asks for the successor: the GM's client makes it and the
   * chat tells the table; the new character's sheet opens here [GOB-20].
   */
  static async #onCreateSuccessor(this: FatedSheet): Promise<void> {
    const late = this.actor.id;
    if (!late || !this.isEditable || !awaitsSuccessor(this.actor)) return;
    const made = await askGm({ kind: "startCard", messageType: DRAMATIC_MESSAGE, actorId: late, options: { action: DRAMATIC_SUCCESSOR } });
    if (!made.ok) return;
    await this.render();
    await successorActor(late)?.sheet?.render(true);
  }

  /** Between scenes the owner or the GM restores the character's pools (the book leaves when to the table) [GOB-04]. */
  static async #onRestorePools(this: FatedSheet): Promise<void> {
    if (!this.isEditable) return;
    await this.actor.update({ system: { poolLoss: { body: 0, spirit: 0, mind: 0, luck: 0 } } } as Actor.UpdateData);
  }

  /** The GM awards the scene's XP [GOB-03]. */
  static async #onSceneXp(this: FatedSheet): Promise<void> {
    if (!game.user.isGM) return;
    await this.#spend({ type: "gainXp", reason: "scene" });
  }

  static async #onTimePasses(this: FatedSheet): Promise<void> {
    // The XP typed a moment ago is stored before the window shows it and prices the purchases.
    await this.fieldKeeper.saved;
    await new TimePassesApp(this.actor).render({ force: true });
  }

  /** The GM opens Time Passes for this character (the group's dramatic action) or closes it [GOB-03]. */
  static async #onToggleTimePasses(this: FatedSheet): Promise<void> {
    await this.fieldKeeper.saved;
    const character = fatedCharacter(this.actor);
    if (!character || !game.user.isGM) return;
    const action: BuildAction =
      character.phase === "creation"
        ? { type: "finishCreation" }
        : { type: character.timePasses.open ? "closeTimePasses" : "openTimePasses" };
    await spend(this.actor, action);
  }
}

/**
 * A Follower's Power Pool left and its state (knocked out when the pool is empty, killed at double
 * its damage), and its advantages: at most its Power Rating of them [GOB-25].
 */
function followerView(
  actor: Actor.Implementation,
): { value: number; max: number; state: string; advantages: FollowerAdvantagesView } | null {
  const system = systemOf(actor, FOLLOWER);
  const rules = bastardsRulings();
  if (!system || !rules) return null;
  const weapon = combatantOf(actor, "");
  if ("ok" in weapon || weapon.kind !== "follower") return null;
  const combatant = { ...weapon, powerLoss: system.powerLoss };
  const max = powerPool(combatant, rules);
  return {
    value: Math.max(0, max - system.powerLoss),
    max,
    state: `DECKBOUND.Bastards.Condition.${followerState(combatant, rules)}`,
    advantages: followerAdvantagesView(system, combatant.weapon),
  };
}

/** A Follower's form: a Power Rating below the advantages it holds is refused with the reason [GOB-25]. */
async function submitFollower(
  this: DeckboundActorSheet<BastardsSheetContext>,
  _event: Event | SubmitEvent,
  _form: HTMLFormElement,
  formData: { object: Record<string, unknown> },
): Promise<void> {
  await saveOrRefuse(this, formData.object, "DECKBOUND.Bastards.Sheet.Refused", ratingRefusal(this.actor, formData.object));
}

/** Followers and Extras: a Power Rating and what they have left [GOB-25, GOB-26]. */
export class PowerSheet extends DeckboundActorSheet<BastardsSheetContext, ActorSheetV2.Configuration, ActorSheetV2.RenderOptions> {
  static override DEFAULT_OPTIONS = {
    classes: ["bastards"],
    position: { width: 520, height: 560 },
    form: { handler: submitFollower },
    actions: { giveAdvantage: PowerSheet.#onGiveAdvantage, takeAdvantage: PowerSheet.#onTakeAdvantage },
  };

  static override ITEM_TYPES = [WEAPON_ITEM];

  static override PARTS = {
    header: DeckboundActorSheet.PARTS["header"]!,
    power: { template: template("power-sheet.hbs") },
    hand: DeckboundActorSheet.PARTS["hand"]!,
    items: DeckboundActorSheet.PARTS["items"]!,
  };

  protected override async _prepareContext(options: DeepPartial<ActorSheetV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    return {
      ...context,
      bastards: { system: this.actor.system, isExtras: this.actor.type === EXTRAS, follower: followerView(this.actor) },
    };
  }

  /** Give the Follower the advantage chosen in its list (Counter and Florentine with their weapon) [GOB-25]. */
  static async #onGiveAdvantage(this: PowerSheet): Promise<void> {
    const value = this.element.querySelector<HTMLSelectElement>("[data-new-advantage]")?.value;
    if (!value || !this.isEditable) return;
    const [id = value, parameter] = value.split(":");
    await giveAdvantage(this.actor, id, parameter);
  }

  static async #onTakeAdvantage(this: PowerSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = target.dataset["advantage"];
    if (key && this.isEditable) await takeAdvantage(this.actor, key);
  }
}

const AppBase = HandlebarsApplicationMixin(ApplicationV2);

/**
 * Spending XP: every option priced and checked by the build reducer [GOB-02, GOB-03, GOB-07, GOB-08].
 * A live view of its character and the world's rulings (live-views.ts): a window a player opened
 * before the GM gave XP or opened Time Passes, or while the GM spends on the same character, shows
 * what is true now.
 */
export class TimePassesApp extends AppBase implements LiveView {
  static override DEFAULT_OPTIONS = {
    classes: ["deckbound", "bastards", "bastards-time-passes"],
    window: { title: "DECKBOUND.Bastards.TimePasses.Title", icon: "fa-solid fa-hourglass-half" },
    position: { width: 460, height: 600 },
    actions: { buy: TimePassesApp.#onBuy, newSpecialty: TimePassesApp.#onNewSpecialty, toggleOneRank: TimePassesApp.#onToggleOneRank },
  };

  static override PARTS = {
    body: { template: template("time-passes.hbs"), scrollable: [".bastards-purchases"] },
  };

  constructor(readonly actor: Actor.Implementation) {
    super({ id: `bastards-time-passes-${actor.id ?? ""}` });
  }

  /** Its character, and a world setting (the one-rank ruling is one). */
  showsDocument(document: ShownDocument): boolean {
    return document === this.actor || document.documentName === "Setting";
  }

  protected override async _prepareContext(options: DeepPartial<ApplicationV2.RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const character = fatedCharacter(this.actor);
    const rules = bastardsRulings();
    if (!character || !rules) return context;
    return {
      ...context,
      name: this.actor.name,
      xp: character.xp,
      inCreation: character.phase === "creation",
      open: character.phase === "creation" || character.timePasses.open,
      groups: timePassesOptions(character, rules),
      canSpecialise: specialtySkillChoices(character).length >= 2,
      isGM: game.user.isGM,
      oneRank: rules.oneRankPerTimePasses,
    };
  }

  static async #onBuy(this: TimePassesApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const action = parsePurchase(target.dataset["purchase"]);
    if (action && (await spend(this.actor, action))) await this.render();
  }

  /** The GM lifts (or restores) the one-rank-per-Time-Passes ruling where it applies: the world setting itself [GOB-03]. */
  static async #onToggleOneRank(this: TimePassesApp): Promise<void> {
    const rules = bastardsRulings();
    if (!game.user.isGM || !rules) return;
    const settings = game.settings as unknown as { set(namespace: string, key: string, value: unknown): Promise<unknown> };
    await settings.set(SYSTEM_ID, rulingKey(BASTARDS, "oneRankPerTimePasses"), !rules.oneRankPerTimePasses);
    await this.render();
  }

  static async #onNewSpecialty(this: TimePassesApp): Promise<void> {
    if (await buySpecialty(this.actor)) await this.render();
  }
}
