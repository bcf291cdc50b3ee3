/**
 * The DOA character sheet (Dealers, Bystanders, Companions): the shared header, then stats,
 * Fate Cards and deck, and powers, vulnerabilities and gear. Context from sheet-context.ts.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { awardFate, doaStack } from "../../rules/doa/index.ts";
import { askGm } from "../../foundry/gm/authority.ts";
import { DeckboundActorSheet, SHARED_TEMPLATES } from "../../foundry/sheets/actor-sheet.ts";
import type { DeckboundSheetContext } from "../../foundry/sheets/actor-sheet.ts";
import { cardView } from "../../foundry/sheets/hand-context.ts";
import type { DerivedCharacter, StoredCharacter } from "./character.ts";
import { isCheckable } from "./character.ts";
import { KIND_OF_TYPE, cardsAt, deckOwnerOf, deckStateOf, gmTableCards } from "./gather.ts";
import { buildDoaSheet, checkDialogContent, checkableLabelKey, contestDialogContext, contestRequest, contestTargets } from "./sheet-context.ts";
import type { DoaSheetView, SheetItem } from "./sheet-context.ts";
import { worldRulings } from "./world-rulings.ts";

import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;

export const DOA_TEMPLATES = "systems/deckbound/templates/doa" as const;
const CONTEST_DIALOG = `${DOA_TEMPLATES}/dialogs/contest.hbs`;

export interface DoaSheetContext extends DeckboundSheetContext {
  doa: DoaSheetView;
}

function itemSummary(item: Item.Implementation): SheetItem {
  const points = (key: "cost" | "gain") => (item.system as unknown as Record<typeof key, number>)[key];
  const description = (item.system as unknown as { description: string }).description;
  const value = item.type === "doaPower" ? points("cost") : item.type === "doaVulnerability" ? points("gain") : null;
  return { id: item.id ?? "", name: item.name ?? "", type: item.type, points: value, summary: description };
}

/** The sheet's DOA context for an actor (also used by tests): stored and derived data, items, its deck. */
export function doaSheetOf(actor: Actor.Implementation, editable: boolean, canAct = false, canAward = false): DoaSheetView {
  const kind = KIND_OF_TYPE[actor.type] ?? "dealer";
  const system = actor.system as unknown as StoredCharacter & { derived: DerivedCharacter };
  // Level, experience and the deck's counters are a Dealer's alone.
  const dealer = kind === "dealer" ? (actor.system as unknown as { level: number; experience: number; deck: { exhaustions: number; fateTokens: number }; energy: { value: number; max: number } }) : null;
  const owner = deckOwnerOf(actor);
  return buildDoaSheet({
    kind,
    stored: system,
    derived: system.derived,
    level: dealer?.level ?? 0,
    experience: dealer?.experience ?? 0,
    items: actor.items.contents.map(itemSummary),
    deckLeft: dealer ? cardsAt(doaStack.deck(owner)).length : null,
    exhaustions: dealer?.deck.exhaustions ?? 0,
    energy: dealer ? { value: dealer.energy.value, max: dealer.energy.max } : null,
    fateCards: dealer ? cardsAt(doaStack.hand(owner)).map(cardView) : [],
    fateTokens: dealer?.deck.fateTokens ?? 0,
    rulings: worldRulings(),
    editable,
    canAct,
    canAward,
  });
}

/** The deck state after a Fate token is awarded to this actor, or the refusal. */
export function awardFateToken(actor: Actor.Implementation): ReturnType<typeof awardFate> {
  return awardFate(deckStateOf(deckOwnerOf(actor)), KIND_OF_TYPE[actor.type] ?? "bystander", "token", worldRulings());
}

/** A rest for this character alone (the GM deals it; more players join an Epic Event from the GM's side). */
async function startRest(actor: Actor.Implementation, kind: "shortRest" | "longRest"): Promise<void> {
  if (!actor.id) return;
  await askGm({ kind: "startCard", messageType: "doaEpic", actorId: actor.id, options: { kind, players: [actor.id] } });
}

export class DealerSheet<
  RenderContext extends DoaSheetContext = DoaSheetContext,
  Configuration extends ActorSheetV2.Configuration = ActorSheetV2.Configuration,
  RenderOptions extends ActorSheetV2.RenderOptions = ActorSheetV2.RenderOptions,
> extends DeckboundActorSheet<RenderContext, Configuration, RenderOptions> {
  static override DEFAULT_OPTIONS = {
    ...DeckboundActorSheet.DEFAULT_OPTIONS,
    classes: ["doa"],
    position: { width: 640, height: 760 },
    actions: {
      ...DeckboundActorSheet.DEFAULT_OPTIONS.actions,
      startCheck: DealerSheet.#onStartCheck,
      startContest: DealerSheet.#onStartContest,
      shortRest: DealerSheet.#onShortRest,
      longRest: DealerSheet.#onLongRest,
      awardFate: DealerSheet.#onAwardFate,
    },
  };

  /** `hand` is DOA's own: Fate Cards held and the deck's state (the base sheet's card drag-drop still applies). */
  static override PARTS = {
    header: { template: `${SHARED_TEMPLATES}/sheet-header.hbs` },
    stats: { template: `${DOA_TEMPLATES}/sheet/stats.hbs`, scrollable: [""] },
    hand: { template: `${DOA_TEMPLATES}/sheet/fate.hbs`, scrollable: [""] },
    items: { template: `${DOA_TEMPLATES}/sheet/items.hbs`, scrollable: [""] },
  };

  /** A check on an attribute or skill: the player picks the TC the GM revealed, the DR and any Upper/Lower Hand. */
  static async #onStartCheck(this: DealerSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const on = target.dataset["on"];
    if (!on || !this.actor.id) return;
    const tcs = gmTableCards();
    if (tcs.length === 0) {
      ui.notifications?.warn("DECKBOUND.DOA.Sheet.NoTc", { localize: true });
      return;
    }
    const answer = (await foundry.applications.api.DialogV2.input({
      window: { title: game.i18n.localize("DECKBOUND.DOA.Sheet.CheckDialog") },
      content: checkDialogContent(tcs.map((card) => cardView(card)), (key) => game.i18n.localize(key)),
    })) as { tc?: unknown; dr?: unknown; hand?: unknown } | null;
    if (!answer) return;
    await askGm({ kind: "startCard", messageType: "doaCheck", actorId: this.actor.id, options: { on, tc: answer.tc, dr: Number(answer.dr), hand: Number(answer.hand ?? 0) } });
  }

  /**
   * A contested check [DOA-12]: this character on the attribute or skill pressed against the tokens
   * the user targets (`User#targets`), each resisting with what the dialog picks (the same by default).
   */
  static async #onStartContest(this: DealerSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const on = target.dataset["on"];
    if (!on || !isCheckable(on) || !this.actor.id) return;
    const tokens = [...game.user.targets].map((token) => ({
      name: token.name,
      actor: token.actor ? { id: token.actor.id ?? "", type: token.actor.type, name: token.actor.name ?? "" } : null,
    }));
    const picked = contestTargets(tokens, Object.keys(KIND_OF_TYPE));
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
    const started = await askGm({ kind: "startCard", messageType: "doaContested", actorId: this.actor.id, options: contestRequest(on, picked.targets, answer) });
    if (!started.ok) ui.notifications?.warn(started.reason, { localize: true });
  }

  /** The GM awards a Fate token [DOA-05]; only characters who may use Fate Cards receive one [DOA-21]. */
  static async #onAwardFate(this: DealerSheet): Promise<void> {
    if (!game.user.isGM) return;
    const awarded = awardFateToken(this.actor);
    if (!awarded.ok) {
      ui.notifications?.warn(awarded.reason, { localize: true });
      return;
    }
    await this.actor.update({ system: { deck: { fateTokens: awarded.deck.fateTokens } } } as never);
  }

  static async #onShortRest(this: DealerSheet): Promise<void> {
    await startRest(this.actor, "shortRest");
  }

  static async #onLongRest(this: DealerSheet): Promise<void> {
    await startRest(this.actor, "longRest");
  }

  protected override async _prepareContext(options: DeepPartial<RenderOptions> & { isFirstRender: boolean }) {
    const context = await super._prepareContext(options);
    const doa = doaSheetOf(this.actor, context.view.editable && !context.view.isPlay, context.view.editable && this.actor.isOwner, game.user.isGM);
    return { ...context, doa } as RenderContext;
  }
}
