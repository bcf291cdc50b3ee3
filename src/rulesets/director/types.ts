// The Director's document subtypes, for TypeScript (see src/types/config.ts).
import type { CompetitionCardModel } from "./chat/competition-model.ts";
import type { TestCardModel } from "./chat/test-model.ts";
import type { DirectorArchetypeModel, DirectorCharacterModel, DirectorNpcModel } from "./models.ts";

declare global {
  interface DeckboundActorModels {
    directorCharacter: typeof DirectorCharacterModel;
    directorNpc: typeof DirectorNpcModel;
  }
  interface DeckboundItemModels {
    directorArchetype: typeof DirectorArchetypeModel;
  }
  interface DeckboundMessageModels {
    directorTest: typeof TestCardModel;
    directorCompetition: typeof CompetitionCardModel;
  }
}
