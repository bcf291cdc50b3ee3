/**
 * The DOA character sheet (Dealers, Bystanders, Companions): the shared header, then stats, Fate
 * Cards and deck, the base sheet's item list (powers, vulnerabilities, armour, weapons: open,
 * create, delete) and a Dealer's experience. Context from character-context.ts.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { GM_OWNER, doaStack } from "../../../rules/doa/decks.ts";
import { awardFate } from "../../../rules/doa/fate.ts";
import { REFUSAL, refuse } from "../../../rules/doa/refusals.ts";
import type { Vulnerability } from "../../../rules/doa/creation.ts";
import { hasVulnerabilities } from "../../../rules/doa/stats.ts";
import { oneAfterAnother } from "../../../foundry/documents/one-after-another.ts";
import { itemSystemOf, systemOf } from "../../../foundry/documents/system-of.ts";
import { askGm } from "../../../foundry/gm/authority.ts";
import { DeckboundActorSheet } from "../../../foundry/sheets/actor-sheet.ts";
import { saveOrRefuse } from "../../../foundry/sheets/save.ts";
import type { DeckboundSheetContext } from "../../../foundry/sheets/actor-sheet.ts";
import { cardView } from "../../../foundry/sheets/hand-context.ts";
import { identityOf } from "../../../foundry/table/card-identity.ts";
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { cardsAt, deckOwnerOf, deckStateOf, gmTableCards } from "../chat/gather.ts";
import { DOA_ACTOR, DOA_ACTOR_TYPES, DOA_ID, DOA_ITEM, DOA_MESSAGE, kindOfType } from "../ids.ts";
import { doaCharacterOf } from "../models/actors.ts";
import { isCheckable } from "../models/character.ts";
import { worldRulings } from "../rulings.ts";
import {
  buildDoaSheet,
  checkDialogContent,
  checkableLabelKey,
  contestDialogContext,
  contestRequest,
  contestTargets,
} from "./character-context.ts";
import type { DoaSheetView } from "./character-context.ts";
import { ignoreDamageDialogContent } from "./ignore-damage-dialog.ts";

import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;

const CONTEST_DIALOG = templatePath(DOA_ID, "dialogs/contest.hbs");

export interface DoaSheetContext extends DeckboundSheetContext {
  doa: DoaSheetView;
}

/** The points of a Dealer's Powers (spent) or Vulnerabilities (gained) [DOA-22]. */
function pointsOf(actor: Actor.Implementation): { readonly powers: number[]; readonly vulnerabilities: Vulnerability[] } {
  return {
    powers: actor.items.contents.flatMap((item) => itemSystemOf(item, DOA_ITEM.power)?.cost ?? []),
    vulnerabilities: actor.items.contents.flatMap((item) => {
      const taken = itemSystemOf(item, DOA_ITEM.vulnerability);
      return taken ? [{ gain: taken.gain, atCreation: taken.atCreation }] : [];
    }),
  };
}

/** The Dealers a Companion may follow: every Dealer of the world [DOA-21]. */
function dealerChoices(companion: Actor.Implementation): { id: string; name: string }[] {
  return game.actors.contents
    .filter((actor) => actor.type === DOA_ACTOR.dealer && actor.id !== companion.id)
    .map((actor) => ({ id: actor.id ?? "", name: actor.name ?? "" }));
}

/** The sheet's DOA context for an actor (also used by tests): stored and derived data, its deck; null for another ruleset's actor. */
export function doaSheetOf(actor: Actor.Implementation, editable: boolean, canAct = false, canAward = false): DoaSheetView | null {
  const character = doaCharacterOf(actor);
  if (!character) return null;
  // Level, experience and the deck's counters are a Dealer's alone.
  const dealer = systemOf(actor, DOA_ACTOR.dealer);
  const companion = systemOf(actor, DOA_ACTOR.companion);
  const owner = deckOwnerOf(actor);
  const deck = dealer ? deckStateOf(owner) : null;
  return buildDoaSheet({
    kind: character.kind,
    stored: character.system,
    derived: character.system.derived,
    level: dealer?.level ?? 0,
    experience: dealer?.experience ?? 0,
    inCreation: dealer?.inCreation ?? false,
    ...pointsOf(actor),
    deckLeft: dealer ? cardsAt(doaStack.deck(owner)).length : null,
    drawsFrom: owner === GM_OWNER ? "gm" : "dealer",
    exhaustions: deck?.exhaustions ?? 0,
    energy: dealer ? { value: dealer.energy.value, max: dealer.energy.max } : null,
    fateCards: deck ? deck.fateCards.map(cardView) : [],
    spentFate: deck && canAward ? deck.spentFate.map(cardView) : [],
    fateTokens: deck?.fateTokens ?? 0,
    gmDeck: dealer ? { on: dealer.gmDeck, inUse: owner !== actor.id, offered: canAward } : null,
    rulings: worldRulings(),
    profile: { background: character.system.background, role: character.system.role, notes: character.system.notes },
    ...(companion ? { companion: { dealerId: companion.dealerId, dealers: dealerChoices(actor) } } : {}),
    editable,
    canAct,
    canAward,
  });
}

/** The deck state after a Fate token is awarded to this actor, or the refusal. */
export function awardFateToken(actor: Actor.Implementation): ReturnType<typeof awardFate> {
  return awardFate(deckStateOf(deckOwnerOf(actor)), kindOfType(actor.type) ?? "bystander", "token", worldRulings());
}

/** A rest for this character alone (the GM deals it; more players join an Epic Event from the GM's side). */
async function startRest(actor: Actor.Implementation, kind: "shortRest" | "longRest"): Promise<void> {
  if (!actor.id) return;
  await askGm({ kind: "startCard", messageType: DOA_MESSAGE.epic, actorId: actor.id, options: { kind, players: [actor.id] } });
}

export class DoaCharacterSheet<
  RenderContext extends DoaSheetContext = DoaSheetContext,
  Configuration extends ActorSheetV2.Configuration = ActorSheetV2.Configuration,
  RenderOptions extends ActorSheetV2.RenderOptions = ActorSheetV2.RenderOptions,
> extends DeckboundActorSheet<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS = {
    classes: ["doa"],
    position: { width: 640, height: 760 },
    form: { handler: DoaCharacterSheet.#onSubmit, submitOnChange: true },
    actions: {
      startCheck: DoaCharacterSheet.#onStartCheck,
      startContest: DoaCharacterSheet.#onStartContest,
      shortRest: DoaCharacterSheet.#onShortRest,
      longRest: DoaCharacterSheet.#onLongRest,
      awardFate: DoaCharacterSheet.#onAwardFate,
      returnFate: DoaCharacterSheet.#onReturnFate,
      ignoreDamage: DoaCharacterSheet.#onIgnoreDamage,
    },
  };

  static override ITEM_TYPES: readonly string[] = [DOA_ITEM.power, DOA_ITEM.vulnerability, DOA_ITEM.armor, DOA_ITEM.weapon];

  /** `hand` is DOA's own: Fate Cards held and the deck's state (the base sheet's card drag-drop still applies). */
  static override PARTS = {
    header: DeckboundActorSheet.PARTS["header"]!,
    stats: { template: templatePath(DOA_ID, "sheet/stats.hbs"), scrollable: [""] },
    hand: { template: templatePath(DOA_ID, "sheet/fate.hbs"), scrollable: [""] },
    items: DeckboundActorSheet.PARTS["items"]!,
    experience: { template: templatePath(DOA_ID, "sheet/experience.hbs") },
  };

  /** A change the model refuses (out of its bounds, not a choice) is answered and nothing is saved. */
  static async #onSubmit(
    this: DoaCharacterSheet,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ): Promise<void> {
    await saveOrRefuse(this, formData.object, "DECKBOUND.DOA.Sheet.Refused");
  }

  /** A check on an attribute or skill: the player picks the TC the GM revealed, the DR and any Upper/Lower Hand. */
  static async #onStartCheck(this: DoaCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const on = target.dataset["on"];
    if (!on || !this.actor.id) return;
    const tcs = gmTableCards();
    if (tcs.length === 0) {
      ui.notifications?.warn("DECKBOUND.DOA.Sheet.NoTc", { localize: true });
      return;
    }
    const answer = (await foundry.applications.api.DialogV2.input({
      window: { title: game.i18n.localize("DECKBOUND.DOA.Sheet.CheckDialog") },
      content: checkDialogContent(
        tcs.map((card) => cardView(card)),
        (key) => game.i18n.localize(key),
      ),
    })) as { tc?: unknown; dr?: unknown; hand?: unknown } | null;
    if (!answer) return;
    await askGm({
      kind: "startCard",
      messageType: DOA_MESSAGE.check,
      actorId: this.actor.id,
      options: { on, tc: answer.tc, dr: Number(answer.dr), hand: Number(answer.hand ?? 0) },
    });
  }

  /**
   * A contested check [DOA-12]: this character on the attribute or skill pressed against the tokens
   * the user targets (`User#targets`), each resisting with what the dialog picks (the same by default).
   */
  static async #onStartContest(this: DoaCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const on = target.dataset["on"];
    if (!on || !isCheckable(on) || !this.actor.id) return;
    const tokens = [...game.user.targets].map((token) => ({
      name: token.name,
      actor: token.actor ? { id: token.actor.id ?? "", type: token.actor.type, name: token.actor.name ?? "" } : null,
    }));
    const picked = contestTargets(tokens, DOA_ACTOR_TYPES);
    if (!picked.ok) {
      ui.notifications?.warn(game.i18n.format(picked.reason, { name: picked.name }));
      return;
    }
    const content = await foundry.applications.handlebars.renderTemplate(CONTEST_DIALOG, contestDialogContext(on, picked.targets));
    const answer = (await foundry.applications.api.DialogV2.input({
      window: { title: game.i18n.format("DECKBOUND.DOA.Contest.Dialog", { on: game.i18n.localize(checkableLabelKey(on)) }) },
      content,
    })) as Record<string, unknown> | null;
    if (!answer) return;
    const started = await askGm({
      kind: "startCard",
      messageType: DOA_MESSAGE.contested,
      actorId: this.actor.id,
      options: contestRequest(on, picked.targets, answer),
    });
    if (!started.ok) ui.notifications?.warn(started.reason, { localize: true });
  }

  /**
   * The GM awards a Fate token [DOA-05]; only characters who may use Fate Cards receive one [DOA-21].
   * One award after another (a second click reads the tokens the first stored).
   */
  static async #onAwardFate(this: DoaCharacterSheet): Promise<void> {
    if (!game.user.isGM) return;
    await oneAfterAnother(this.actor, () => DoaCharacterSheet.#awardFate(this.actor));
  }

  static async #awardFate(actor: Actor.Implementation): Promise<void> {
    const awarded = awardFateToken(actor);
    if (!awarded.ok) {
      ui.notifications?.warn(awarded.reason, { localize: true });
      return;
    }
    try {
      await actor.update({ system: { deck: { fateTokens: awarded.deck.fateTokens } } } as never);
    } catch {
      ui.notifications.warn("DECKBOUND.DOA.Sheet.Refused", { localize: true });
    }
  }

  /** The GM gives back a spent ace or joker from the deck's discard pile [DOA-05]: awardFate checks it, the GM queue moves it. */
  static async #onReturnFate(this: DoaCharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!game.user.isGM) return;
    const owner = deckOwnerOf(this.actor);
    const deck = deckStateOf(owner);
    const card = deck.spentFate.find(
      (spent) => cardView(spent).code === target.dataset["code"] && spent.origin === target.dataset["origin"],
    );
    // A card no longer in the discard pile (another click got there first) is refused as awardFate would.
    const awarded = card ? awardFate(deck, kindOfType(this.actor.type) ?? "bystander", card, worldRulings()) : refuse(REFUSAL.WrongCards);
    if (!card || !awarded.ok) {
      if (!awarded.ok) ui.notifications?.warn(awarded.reason, { localize: true });
      return;
    }
    const moved = await askGm({ kind: "move", from: doaStack.discard(owner), to: doaStack.hand(owner), cards: [identityOf(card)] });
    if (!moved.ok) ui.notifications?.warn(moved.reason, { localize: true });
  }

  /** Damage outside combat [DOA-04]: the dialog's amount, kind and source start the card on which Fate Cards ignore it. */
  static async #onIgnoreDamage(this: DoaCharacterSheet): Promise<void> {
    if (!this.actor.id) return;
    const answer = (await foundry.applications.api.DialogV2.input({
      window: { title: game.i18n.localize("DECKBOUND.DOA.IgnoreDamage.Dialog") },
      content: ignoreDamageDialogContent((key) => game.i18n.localize(key)),
    })) as { damage?: unknown; damageKind?: unknown; source?: unknown } | null;
    if (!answer) return;
    const started = await askGm({
      kind: "startCard",
      messageType: DOA_MESSAGE.ignoreDamage,
      actorId: this.actor.id,
      options: { damage: Number(answer.damage), damageKind: answer.damageKind, source: answer.source ?? "" },
    });
    if (!started.ok) ui.notifications?.warn(started.reason, { localize: true });
  }

  static async #onShortRest(this: DoaCharacterSheet): Promise<void> {
    await startRest(this.actor, "shortRest");
  }

  static async #onLongRest(this: DoaCharacterSheet): Promise<void> {
    await startRest(this.actor, "longRest");
  }

  protected override async _prepareContext(options: DeepPartial<RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const doa = doaSheetOf(
      this.actor,
      context.view.editable && !context.view.isPlay,
      context.view.editable && this.actor.isOwner,
      game.user.isGM,
    );
    if (!doa) throw new Error(`Deckbound | ${this.actor.type} is not a Deck of Adventures character`);
    // Only Dealers have Vulnerabilities [DOA-21]: other sheets neither list nor offer them.
    const kind = kindOfType(this.actor.type);
    const itemList =
      kind && !hasVulnerabilities(kind)
        ? { ...context.itemList, groups: context.itemList.groups.filter((group) => group.type !== DOA_ITEM.vulnerability) }
        : context.itemList;
    return { ...context, itemList, doa } as RenderContext;
  }
}
