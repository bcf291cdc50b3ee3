/**
 * The runtime installed in a seat's browser realm: one client, whose user never changes (what
 * AsyncLocalStorage simulates in Node is simply true here), files fetched from the server (the
 * built system under systems/deckbound/, beside the page, as Foundry serves it and as a static host does), writes and queries through the seat's connection, and the seat's
 * screen for windows, dialogs and notifications.
 */
import { installRuntime, type FoundryRuntime } from "../../runtime/install.ts";
import type { LanguageTree } from "../../runtime/i18n.ts";
import type { RuntimeUser } from "../../runtime/users.ts";
import type { ScreenPort } from "../../runtime/screen.ts";
import type { SeatConnection } from "./connection.ts";
import { SYSTEM_ROOT } from "../system-files.ts";
import { MANIFEST_PACKS } from "./packs.ts";

async function fetchText(path: string): Promise<string> {
  const response = await fetch(`${SYSTEM_ROOT}${path}`);
  if (!response.ok) throw new Error(`${SYSTEM_ROOT}${path}: ${response.status}`);
  return response.text();
}

/** Deep-merge the shell's own strings under the system's (the system wins nowhere: keys differ). */
function merged(system: LanguageTree, shell: LanguageTree): LanguageTree {
  const out: LanguageTree = { ...system };
  for (const [key, value] of Object.entries(shell)) {
    const existing = out[key];
    out[key] = typeof value === "object" && typeof existing === "object" ? merged(existing, value) : value;
  }
  return out;
}

export async function installSeatRuntime(options: {
  seatUserId: string;
  connection: SeatConnection;
  screen: ScreenPort;
  shellStrings: LanguageTree;
  /** The world's stored settings, there before init (protocol.ts). */
  worldSettings: Readonly<Record<string, unknown>>;
}): Promise<FoundryRuntime> {
  const translations = merged(JSON.parse(await fetchText("lang/en.json")) as LanguageTree, options.shellStrings);
  let seatUser: RuntimeUser | undefined;
  const rt = installRuntime(
    { packs: MANIFEST_PACKS, worldSettings: options.worldSettings },
    {
      clients: {
        current: () => (seatUser ??= game.users.get(options.seatUserId) as unknown as RuntimeUser | undefined),
        run(user, fn) {
          if (user.id !== options.seatUserId) throw new Error(`This seat is ${options.seatUserId}'s client: it cannot act as ${user.name}`);
          return fn();
        },
      },
      translations,
      readTemplate: fetchText,
      network: options.connection,
      screen: options.screen,
    },
  );
  return rt;
}
