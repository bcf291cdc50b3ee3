// Declaration merging for fvtt-types v13 (docs/ARCHITECTURE.md, "Types").
// Type-only: nothing here exists at runtime. Keep in sync with CONFIG.*.dataModels and system.json
// documentTypes (test/integration/document-types.test.ts checks the runtime side).
//
// Each ruleset declares its own subtypes in its own file (src/rulesets/<id>/types.ts) by merging
// into the global interfaces DeckboundActorModels / DeckboundItemModels / DeckboundMessageModels
// below: interfaces merge across files, while a second `Actor:` property in DataModelConfig would
// conflict.
import type { PlayingCardModel } from "../foundry/table/playing-card-model.ts";
import type { StackFlag } from "../foundry/table/stack-address.ts";
import type { GmResult } from "../foundry/gm/requests.ts";
import type { PublishedKey, SealedRequest } from "../foundry/gm/identity.ts";
import type { DeckboundChatMessage } from "../foundry/chat/chat-message.ts";

declare module "fvtt-types/configuration" {
  interface AssumeHookRan {
    ready: true;
  }

  interface DataModelConfig {
    Card: { playing: typeof PlayingCardModel };
    Actor: DeckboundActorModels;
    Item: DeckboundItemModels;
    ChatMessage: DeckboundMessageModels;
  }

  /** The system's ChatMessage class: procedure cards render in its renderHTML (chat/chat-message.ts). */
  interface DocumentClassConfig {
    ChatMessage: typeof DeckboundChatMessage;
  }

  interface SettingConfig {
    "deckbound.activeRuleset": string;
    "deckbound.verifyRequests": boolean;
    "deckbound.testWorld": boolean;
  }

  interface FlagConfig {
    Cards: { deckbound: { stack?: StackFlag } };
    /** A combat tracker following a chat card (src/foundry/combat-tracker.ts). */
    Combat: { deckbound: { card?: string } };
    Combatant: { deckbound: { participant?: string } };
    /** The public key of the user's current session (src/foundry/gm/identity.ts). */
    User: { deckbound: { requestKey?: PublishedKey } };
  }
}

declare global {
  // Filled in by each ruleset's types.ts (empty interfaces are allowed by the lint config).
  interface DeckboundActorModels {}
  interface DeckboundItemModels {}
  interface DeckboundMessageModels {}

  // eslint-disable-next-line @typescript-eslint/no-namespace -- CONFIG.Queries is a global namespace in fvtt-types
  namespace CONFIG {
    interface Queries {
      "deckbound.request": (data: SealedRequest) => Promise<GmResult>;
      /** Another GM's client serves the world now: finish what this queue started, then answer (gm/authority.ts). */
      "deckbound.handover": (data: null) => Promise<boolean>;
    }
  }
}
