/**
 * The ChatMessage models of A Game of Bastards' chat cards: the shared chat-card model, one named
 * class per message type so each subtype has its own entry in CONFIG.ChatMessage.dataModels.
 */
import { ChatCardModel } from "../../foundry/chat/chat-card-model.ts";

export class SkillHandCardModel extends ChatCardModel {}
export class OppositionCardModel extends ChatCardModel {}
export class DramaticCardModel extends ChatCardModel {}
