/**
 * One batch per ruleset, run by a GM in a test world playing that ruleset: set the decks up, create
 * an actor of each type and open its sheet, start one card of each chat-card type through the GM
 * queue and press its buttons until it ends (or only a player's choice is left), checking each card
 * renders with its content and buttons, then that every card of the table is still there exactly
 * once. Everything it created is deleted afterwards.
 */
import { cardKey } from "../rules/cards/card.ts";
import { parseStackAddress } from "../rules/cards/table.ts";
import { renderCardHtml } from "../foundry/chat/card-render.ts";
import { sendToGm } from "../foundry/gm/authority.ts";
import type { RulesetDefinition } from "../foundry/registry/definition.ts";
import { findStack, stackFlagOf } from "../foundry/table/stack-directory.ts";
import { cardsLyingIn } from "../foundry/table/foundry-table.ts";
import { identityOf } from "../foundry/table/card-identity.ts";
import { planWorldStacks, setUpStacks } from "../foundry/table/stack-setup.ts";
import { buttonsIn } from "./buttons.ts";
import type { QuenchBatchContext } from "./quench-api.ts";
import { SCENARIOS, type Cast } from "./scenarios.ts";
import { eventually, t } from "./support.ts";
import { refuseUntestableWorld, snapshotWorld, type WorldSnapshot } from "./world-guard.ts";

/** Presses allowed to one card before the check gives up on it ending. */
const MAX_PRESSES = 30;

/** Every card lying in the ruleset's stacks, as `code@origin` counts. */
function census(ruleset: RulesetDefinition): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const stack of game.cards) {
    if (stackFlagOf(stack)?.ruleset !== ruleset.id) continue;
    for (const { card } of cardsLyingIn(stack)) counts[cardKey(card)] = (counts[cardKey(card)] ?? 0) + 1;
  }
  return counts;
}

const sorted = (counts: Record<string, number>): [string, number][] => Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));

function hasOwnStacks(ruleset: RulesetDefinition, actorId: string): boolean {
  return ruleset.stacks
    .filter((stack) => stack.scope === "character")
    .every((stack) => findStack(ruleset.id, { stack: stack.id, owner: actorId }) !== undefined);
}

async function createActor(ruleset: RulesetDefinition, name: string, type: string, system: object = {}): Promise<Actor.Implementation> {
  const actor = (await Actor.create({ name, type, system } as unknown as Actor.CreateData)) as Actor.Implementation | undefined;
  if (!actor?.id) throw new Error(t("DECKBOUND.Quench.NotCreated", { name }));
  const id = actor.id;
  // The active GM's createActor hook makes a character's stacks in the background.
  if (ruleset.characterTypes.includes(type)) await eventually(() => hasOwnStacks(ruleset, id));
  return actor;
}

function stackCards(ruleset: RulesetDefinition, address: string) {
  const parsed = parseStackAddress(address);
  const stack = parsed ? findStack(ruleset.id, parsed) : undefined;
  return stack ? cardsLyingIn(stack).map(({ card }) => card) : [];
}

/**
 * Press the card's buttons as a table would, each distinct button (action and data) once, the first
 * the GM's queue accepts each time, until the card offers none new or accepts none: a card that
 * toggles a condition on and off would otherwise be pressed for ever. `prompts` adds what a
 * button's prompt would ask the GM for.
 */
async function playThrough(messageId: string, prompts: Readonly<Record<string, Readonly<Record<string, string>>>>): Promise<number> {
  const pressed = new Set<string>();
  let presses = 0;
  while (presses < MAX_PRESSES) {
    const message = game.messages.get(messageId);
    if (!message) return presses;
    const fresh = buttonsIn(await renderCardHtml(message))
      .map(({ action, data }) => ({ action, data: { ...data, ...prompts[action] } }))
      .filter((button) => !pressed.has(JSON.stringify(button)));
    let accepted = false;
    for (const button of fresh) {
      pressed.add(JSON.stringify(button));
      if ((await sendToGm({ kind: "cardAction", messageId, ...button })).ok) {
        accepted = true;
        break;
      }
    }
    if (!accepted) return presses;
    presses++;
  }
  return presses;
}

/** In Foundry, the card as the chat log shows it (the stand-in has no chat log). */
async function shownInChatLog(messageId: string): Promise<HTMLElement | null> {
  if (!("chat" in ui)) return null;
  const log = (ui as unknown as { chat: { element: HTMLElement | null } }).chat.element;
  if (!log) return null;
  return eventually(() => log.querySelector<HTMLElement>(`[data-message-id="${messageId}"] .deckbound-chat-card`));
}

export function rulesetBatch(ruleset: RulesetDefinition) {
  return (context: QuenchBatchContext): void => {
    const { describe, it, before, after, assert } = context;
    const scenario = SCENARIOS[ruleset.id];
    const types = scenario?.starts({ lead: "", second: "", npc: null, leadItem: null }, null).map((start) => start.messageType) ?? [];
    let snapshot: WorldSnapshot | null = null;
    let cast: Cast | null = null;
    let tc: string | null = null;
    let cardsBefore: Record<string, number> = {};

    describe(t("DECKBOUND.Quench.Ruleset.Suite", { ruleset: game.i18n.localize(ruleset.label) }), () => {
      before(async () => {
        refuseUntestableWorld(ruleset.id);
        if (!game.user.isGM) throw new Error(game.i18n.localize("DECKBOUND.Quench.GmOnly"));
        snapshot = snapshotWorld();
      });

      after(async () => {
        await snapshot?.cleanUp();
      });

      it(t("DECKBOUND.Quench.Ruleset.SetUp"), async () => {
        await setUpStacks(ruleset);
        for (const plan of planWorldStacks(ruleset)) assert.ok(findStack(ruleset.id, plan.address), plan.definition.id);
      });

      it(t("DECKBOUND.Quench.Ruleset.Actors"), async () => {
        const actorTypes = Object.keys(ruleset.dataModels.Actor ?? {});
        const created = [];
        const leadType = ruleset.characterTypes[0] ?? "";
        for (const type of actorTypes) {
          const system = scenario?.npc?.type === type ? scenario.npc.system : type === leadType ? (scenario?.lead ?? {}) : {};
          created.push(await createActor(ruleset, `Quench ${game.i18n.localize(`TYPES.Actor.${type}`)}`, type, system));
        }
        const second = await createActor(ruleset, "Quench 2", leadType);
        const lead = created.find((actor) => actor.type === leadType);
        const items = scenario?.leadItem && lead ? await lead.createEmbeddedDocuments("Item", [scenario.leadItem as never]) : [];
        const item = items?.[0];
        cast = {
          lead: lead?.id ?? "",
          second: second.id ?? "",
          npc: created.find((actor) => actor.type === scenario?.npc?.type)?.id ?? null,
          leadItem: item?.id ?? null,
        };
        for (const actor of created) {
          const sheet = actor.sheet;
          assert.ok(sheet, actor.type);
          await sheet!.render(true);
          assert.ok(sheet!.rendered, actor.type);
          assert.include(sheet!.title, actor.name ?? "", actor.type);
          await sheet!.close();
        }
        if (scenario?.targetCard) {
          const [card] = stackCards(ruleset, scenario.targetCard.from);
          assert.ok(card, scenario.targetCard.from);
          const laid = await sendToGm({ kind: "move", cards: [identityOf(card!)], ...scenario.targetCard });
          assert.ok(laid.ok, laid.ok ? "" : laid.reason);
          tc = identityOf(card!).code;
        }
        cardsBefore = census(ruleset);
      });

      types.forEach((messageType, index) => {
        it(t("DECKBOUND.Quench.Ruleset.Card", { type: game.i18n.localize(`TYPES.ChatMessage.${messageType}`) }), async () => {
          assert.ok(cast, t("DECKBOUND.Quench.Ruleset.NoCast"));
          const start = scenario!.starts(cast!, tc)[index]!;
          const started = await sendToGm({ kind: "startCard", ...start });
          assert.ok(started.ok, started.ok ? "" : game.i18n.localize(started.reason));
          const messageId = started.ok ? (started.messageId ?? "") : "";
          const html = await renderCardHtml(game.messages.get(messageId)!);
          assert.include(html, "deckbound-chat-card", messageType);
          assert.isAbove(buttonsIn(html).length, 0, t("DECKBOUND.Quench.Ruleset.NoButtons", { type: messageType }));
          const shown = await shownInChatLog(messageId);
          if (shown) assert.ok(shown.querySelector("button[data-action]"), t("DECKBOUND.Quench.Ruleset.NoButtons", { type: messageType }));
          const presses = await playThrough(messageId, scenario!.prompts?.(cast!) ?? {});
          assert.isAbove(presses, 0, t("DECKBOUND.Quench.Ruleset.Stuck", { type: messageType }));
        });
      });

      it(t("DECKBOUND.Quench.Ruleset.Conserved"), () => {
        assert.deepEqual(sorted(census(ruleset)), sorted(cardsBefore));
      });
    });
  };
}
