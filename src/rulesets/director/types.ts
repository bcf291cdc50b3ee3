// The Director's document subtypes, for TypeScript (see src/types/config.ts).
import type { ARCHETYPE_TYPE, CHARACTER_TYPE, COMPETITION_MESSAGE, NPC_TYPE, TEST_MESSAGE } from "./ids.ts";
import type { CompetitionCardModel } from "./chat/competition-model.ts";
import type { TestCardModel } from "./chat/test-model.ts";
import type { DirectorArchetypeModel } from "./models/archetype.ts";
import type { DirectorCharacterModel, DirectorNpcModel } from "./models/character.ts";

declare global {
  interface DeckboundActorModels {
    [CHARACTER_TYPE]: typeof DirectorCharacterModel;
    [NPC_TYPE]: typeof DirectorNpcModel;
  }
  interface DeckboundItemModels {
    [ARCHETYPE_TYPE]: typeof DirectorArchetypeModel;
  }
  interface DeckboundMessageModels {
    [TEST_MESSAGE]: typeof TestCardModel;
    [COMPETITION_MESSAGE]: typeof CompetitionCardModel;
  }
}
