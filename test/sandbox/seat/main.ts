/**
 * A seat: one user's Foundry client in its own browser realm. It asks the table page (the server)
 * who it is, installs the runtime for that user, loads the BUILT system (systems/deckbound/deckbound.mjs) and
 * starts it as Foundry does — init, the world's data, setup, ready — then shows the table. The GM's
 * seat of a fresh world then prepares it (world.ts).
 */
import type { CommittedWrite } from "../../runtime/network.ts";
import { applyCommitted } from "../../runtime/network.ts";
import { shareCompilation } from "../../runtime/handlebars.ts";
import type { LanguageTree } from "../../runtime/i18n.ts";
import type { ServerMessage } from "../protocol.ts";
import shellStrings from "../lang/en.json";
import { seededRandom } from "../../runtime/random.ts";
import { SANDBOX_RULESETS } from "../rulesets.ts";
import { SeatConnection } from "./connection.ts";
import { reportProblems } from "./problems.ts";
import { SYSTEM_ROOT } from "../system-files.ts";
import { installSeatRuntime } from "./runtime.ts";
import { handlebarsSpecs } from "./templates.ts";
import { SeatShell } from "./shell.ts";
import { buildWorld } from "./world.ts";

const connection = new SeatConnection(window.parent);
shareCompilation(handlebarsSpecs(window.parent));
const shell = new SeatShell(document.body);
shell.notifier.onError = reportProblems(connection);
let queued: ServerMessage[] | null = [];

function next(type: ServerMessage["type"]): Promise<ServerMessage> {
  return new Promise((resolve) => {
    const listen = (event: MessageEvent<ServerMessage>) => {
      if (event.source !== window.parent || event.data?.type !== type) return;
      window.removeEventListener("message", listen);
      resolve(event.data);
    };
    window.addEventListener("message", listen);
  });
}

/** After the world is loaded, everything the server sends goes to the connection. */
window.addEventListener("message", (event: MessageEvent<ServerMessage>) => {
  if (event.source !== window.parent) return;
  const message = event.data;
  if (message.type === "config" || message.type === "world") return;
  if (queued) queued.push(message);
  else connection.receive(message);
});

/**
 * A seeded table: the system draws its randomness from `crypto.getRandomValues` (as a browser
 * gives it); here that becomes a seeded generator, so the same seed shuffles and deals alike.
 */
function seedTheTable(seed: number): void {
  const next = seededRandom(seed);
  crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
    if (!array) return array;
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let index = 0; index < bytes.length; index++) bytes[index] = Math.floor(next() * 256);
    return array;
  };
}

/** The system's stylesheet, from the built system (as Foundry loads system.json's styles). */
function loadSystemStyles(): void {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = `${SYSTEM_ROOT}deckbound.css`;
  document.head.prepend(link);
}

async function boot(): Promise<void> {
  loadSystemStyles();
  const configured = next("config");
  connection.send({ type: "boot" });
  const config = (await configured) as Extract<ServerMessage, { type: "config" }>;
  // The GM's client does every shuffle and draw; with a seed, its randomness is the seed's.
  const seatUser = config.users.find((user) => user.id === config.seat);
  if (config.seed !== undefined && seatUser?.role === "GAMEMASTER") seedTheTable(config.seed);
  const rt = await installSeatRuntime({
    seatUserId: config.seat,
    connection,
    screen: shell.screen,
    shellStrings: shellStrings as LanguageTree,
    worldSettings: config.worldSettings,
  });
  for (const user of config.users) await rt.createUser({ id: user.id, name: user.name, role: user.role });
  document.title = game.i18n.format("SANDBOX.Seat.Title", { name: game.user.name ?? "" });
  await import(/* @vite-ignore */ `${SYSTEM_ROOT}deckbound.mjs`);
  Hooks.callAll("init");
  const joined = next("world");
  connection.send({ type: "hello" });
  const world = (await joined) as Extract<ServerMessage, { type: "world" }>;
  for (const write of world.writes as CommittedWrite[]) applyCommitted(write, false);
  // Writes committed while the world loaded come after it, in order.
  const waiting = queued ?? [];
  queued = null;
  for (const message of waiting) connection.receive(message);
  connection.onWrite = () => shell.refresh();
  connection.onError = (error) => console.warn("Sandbox | a committed write was refused here:", error.message);
  Hooks.callAll("setup");
  Hooks.callAll("ready");
  const ruleset = String(game.settings.get("deckbound" as never, "activeRuleset" as never));
  const definition = SANDBOX_RULESETS.find((r) => r.id === ruleset);
  shell.start({ id: ruleset, label: definition ? game.i18n.localize(definition.label) : ruleset });
  if (world.build && definition) {
    await waitForDecks();
    await buildWorld(definition);
  }
  connection.send({ type: "ready" });
}

/** The system's ready sets the world's decks up asynchronously: wait until its writes have settled. */
async function waitForDecks(): Promise<void> {
  let last = -1;
  let count = game.cards.size;
  for (let tick = 0; tick < 200 && (count === 0 || count !== last); tick++) {
    last = count;
    await new Promise((resolve) => setTimeout(resolve, 50));
    count = game.cards.size;
  }
}

boot().catch((error: unknown) => {
  console.error(error);
  connection.send({ type: "failed", error: error instanceof Error ? `${error.message}\n${error.stack ?? ""}` : String(error) });
});
