/**
 * The 52 Fates stacks in Foundry [F52-01, F52-04, F52-18]: the shared deck, the face-up discard pile,
 * the cards in play, the Fate Dealer's hand and a secret hand per character. Shapes come from the
 * pure rules (src/rules/fates52/decks.ts).
 */
import { dealerHandSpec, deckSpec, discardSpec, fates52Deck, handSpec, playSpec } from "../../rules/fates52/decks.ts";
import { stackDefinition, stacksOnFirstUse } from "../../foundry/registry/stack-definitions.ts";
import { F52_I18N } from "./ids.ts";

const S = `${F52_I18N}.Stack`;

export const fates52Stacks = stacksOnFirstUse(() => [
  stackDefinition(deckSpec(), { scope: "world", label: `${S}.Deck`, recipe: () => fates52Deck() }),
  stackDefinition(discardSpec(), { scope: "world", label: `${S}.Discard` }),
  stackDefinition(playSpec(), { scope: "world", label: `${S}.Play` }),
  stackDefinition(dealerHandSpec(), { scope: "world", label: `${S}.DealerHand` }),
  stackDefinition(handSpec("owner"), { scope: "character", label: `${S}.Hand` }),
]);
