// The chat-card monkey at npm test's count; `npm run fuzz` presses 3 000 times (test/fuzz/).
import { describeChatCardMonkey } from "../fuzz/chat-card-monkey.ts";

describeChatCardMonkey(40);
