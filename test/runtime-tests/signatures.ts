/**
 * Type-level drift check: `tsc --noEmit` fails if the runtime's public signatures stop matching
 * Foundry's (from the fvtt-types package, used only through the compiler).
 *
 * Each check maps documents to tags ("Cards", "Card", "Actor"…) on both sides, then requires:
 * - ParamsAccepted: every argument list Foundry's signature allows is accepted by the runtime's, so
 *   production code typed against Foundry calls the runtime correctly;
 * - ReturnsMatch: what the runtime returns is what Foundry promises (for non-generic returns).
 * This file has no runtime content; it only has to compile.
 */
import type { RuntimeCard, RuntimeCards } from "../runtime/cards.ts";
import type { RuntimeActor, RuntimeCombat, RuntimeItem } from "../runtime/documents.ts";
import type { RuntimeActiveEffect } from "../runtime/active-effects.ts";
import type { RuntimeChatMessage } from "../runtime/chat-message.ts";
import type { RuntimeUser } from "../runtime/users.ts";
import type { RuntimeSettings } from "../runtime/settings.ts";
import type { RuntimeKeybindings } from "../runtime/keybindings.ts";
import type { RuntimeI18n } from "../runtime/i18n.ts";
import type { RuntimeHooks } from "../runtime/hooks.ts";
import type { DataModel } from "../runtime/data-model.ts";

// Runtime classes are structural: RuntimeActor adds nothing to RuntimeDocument, so it is tested last.
type Tag<T> = T extends Cards.Implementation | RuntimeCards
  ? "Cards"
  : T extends Card.Implementation | RuntimeCard
    ? "Card"
    : T extends User.Implementation | RuntimeUser
      ? "User"
      : T extends ChatMessage.Implementation | RuntimeChatMessage
        ? "ChatMessage"
        : T extends ActiveEffect.Implementation | RuntimeActiveEffect
          ? "ActiveEffect"
          : T extends Combat.Implementation | RuntimeCombat
            ? "Combat"
            : T extends Item.Implementation | RuntimeItem
              ? "Item"
              : T extends Actor.Implementation | RuntimeActor
                ? "Actor"
                : T extends Promise<infer P>
                  ? Promise<Tag<P>>
                  : T extends readonly unknown[]
                    ? { [K in keyof T]: Tag<T[K]> }
                    : T;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function type, for Parameters/ReturnType
type Fn = (...args: any) => any;
type ParamsAccepted<Foundry extends Fn, Runtime extends Fn> = Tag<Parameters<Foundry>> extends Tag<Parameters<Runtime>> ? true : false;
type ReturnsMatch<Foundry extends Fn, Runtime extends Fn> =
  Tag<Awaited<ReturnType<Runtime>>> extends Tag<Awaited<ReturnType<Foundry>>> ? true : false;
type Both<Foundry extends Fn, Runtime extends Fn> = [ParamsAccepted<Foundry, Runtime>, ReturnsMatch<Foundry, Runtime>];

export type SignatureChecks = {
  cardsDraw: Both<Cards.Implementation["draw"], RuntimeCards["draw"]>;
  cardsPass: Both<Cards.Implementation["pass"], RuntimeCards["pass"]>;
  cardsDeal: Both<Cards.Implementation["deal"], RuntimeCards["deal"]>;
  cardsShuffle: Both<Cards.Implementation["shuffle"], RuntimeCards["shuffle"]>;
  cardsRecall: Both<Cards.Implementation["recall"], RuntimeCards["recall"]>;
  cardPass: Both<Card.Implementation["pass"], RuntimeCard["pass"]>;
  cardFlip: Both<Card.Implementation["flip"], RuntimeCard["flip"]>;
  cardPlay: Both<Card.Implementation["play"], RuntimeCard["play"]>;
  cardDiscard: Both<Card.Implementation["discard"], RuntimeCard["discard"]>;
  actorUpdate: Both<Actor.Implementation["update"], RuntimeActor["update"]>;
  actorDelete: Both<Actor.Implementation["delete"], RuntimeActor["delete"]>;
  actorCreate: [ParamsAccepted<typeof Actor.create, typeof RuntimeActor.create>];
  messageCreate: [ParamsAccepted<typeof ChatMessage.create, typeof RuntimeChatMessage.create>];
  createEmbedded: [ParamsAccepted<Cards.Implementation["createEmbeddedDocuments"], RuntimeCards["createEmbeddedDocuments"]>];
  actorToggleStatusEffect: Both<Actor.Implementation["toggleStatusEffect"], RuntimeActor["toggleStatusEffect"]>;
  actorStatuses: [RuntimeActor["statuses"] extends Actor.Implementation["statuses"] ? true : false];
  effectStatuses: [RuntimeActiveEffect["statuses"] extends ActiveEffect.Implementation["statuses"] ? true : false];
  combatStart: Both<Combat.Implementation["startCombat"], RuntimeCombat["startCombat"]>;
  testUserPermission: Both<Actor.Implementation["testUserPermission"], RuntimeActor["testUserPermission"]>;
  getFlag: [ParamsAccepted<ChatMessage.Implementation["getFlag"], RuntimeChatMessage["getFlag"]>];
  settingsGet: [ParamsAccepted<typeof game.settings.get, RuntimeSettings["get"]>];
  settingsSet: [ParamsAccepted<typeof game.settings.set, RuntimeSettings["set"]>];
  settingsRegister: [ParamsAccepted<typeof game.settings.register, RuntimeSettings["register"]>];
  keybindingsGet: [ParamsAccepted<typeof game.keybindings.get, RuntimeKeybindings["get"]>];
  localize: Both<typeof game.i18n.localize, RuntimeI18n["localize"]>;
  format: Both<typeof game.i18n.format, RuntimeI18n["format"]>;
  has: Both<typeof game.i18n.has, RuntimeI18n["has"]>;
  userQuery: [ParamsAccepted<User.Implementation["query"], RuntimeUser["query"]>];
  hooksOn: [ParamsAccepted<typeof Hooks.on, RuntimeHooks["on"]>];
  hooksCallAll: Both<typeof Hooks.callAll, RuntimeHooks["callAll"]>;
  hooksCall: Both<typeof Hooks.call, RuntimeHooks["call"]>;
  updateSource: [ParamsAccepted<Actor.Implementation["updateSource"], DataModel["updateSource"]>];
  toObject: [ParamsAccepted<Actor.Implementation["toObject"], DataModel["toObject"]>];
  reset: Both<Actor.Implementation["reset"], DataModel["reset"]>;
};

/** Every check must be `true`: a drift turns one into `false` and this assignment fails to compile. */
type AllTrue<T> = { [K in keyof T]: T[K] extends readonly true[] ? true : false };
export const signaturesMatch: AllTrue<SignatureChecks> = {
  cardsDraw: true,
  cardsPass: true,
  cardsDeal: true,
  cardsShuffle: true,
  cardsRecall: true,
  cardPass: true,
  cardFlip: true,
  cardPlay: true,
  cardDiscard: true,
  actorUpdate: true,
  actorDelete: true,
  actorCreate: true,
  messageCreate: true,
  createEmbedded: true,
  actorToggleStatusEffect: true,
  actorStatuses: true,
  effectStatuses: true,
  combatStart: true,
  testUserPermission: true,
  getFlag: true,
  settingsGet: true,
  settingsSet: true,
  settingsRegister: true,
  keybindingsGet: true,
  localize: true,
  format: true,
  has: true,
  userQuery: true,
  hooksOn: true,
  hooksCallAll: true,
  hooksCall: true,
  updateSource: true,
  toObject: true,
  reset: true,
};
