// The Director's document subtypes, for TypeScript (see src/types/config.ts).
import type { ChatCardModel } from "../../foundry/chat/chat-card-model.ts";
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
    directorTest: typeof ChatCardModel;
    directorCompetition: typeof ChatCardModel;
  }
}
