// `npm run fuzz`: the chat-card monkey at full count, 3 000 presses a card type (FUZZ_PRESSES to change).
import { describeChatCardMonkey } from "./chat-card-monkey.ts";

describeChatCardMonkey(Number(process.env["FUZZ_PRESSES"] ?? 3000));
