/**
 * The Deckbound Foundry VTT v13 test runtime: a clean-room, in-memory stand-in for the parts of
 * Foundry the system uses. See README.md beside this file for what is implemented and every
 * deliberate simplification.
 *
 *   const rt = installFoundryRuntime();          // in beforeEach
 *   const gm = await rt.createUser({ name: "GM", role: "GAMEMASTER" });
 *   await rt.as(player, () => hand.draw(deck, 2, { chatNotification: false }));
 *   rt.uninstall();                              // in afterEach
 *
 * Production modules read `foundry.*` at import time, so import them AFTER installing (dynamic import).
 *
 * This is the Node install: every client is simulated in this one process, the acting one chosen by
 * AsyncLocalStorage (`rt.as`), and files come from the repository. The sandbox's browser install is
 * test/sandbox/seat/runtime.ts.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { loadLanguage } from "../../scripts/lang.mjs";
import { shareCompilation } from "./handlebars.ts";
import { installRuntime, type FoundryRuntime, type InstallOptions } from "./install.ts";
import type { RuntimeUser } from "./users.ts";

export { NotImplementedInRuntime } from "./fail-closed.ts";
export { DataModelValidationError } from "./fields.ts";
export { forgetTemplates, handlebars } from "./handlebars.ts";
export type { FoundryRuntime, InstallOptions } from "./install.ts";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const REPO_LANG_DIR = `${REPO_ROOT}lang`;

/**
 * One AsyncLocalStorage for every runtime this process installs (one at a time: install.ts). Node 20
 * walks every storage that has ever run, until it is disabled, for each promise made anywhere in the
 * process (node:async_hooks' `storageList`): a storage per install made each promise cost more with every
 * world a worker had booted (Vitest runs a worker's files in one process), a tenth of a node test file's
 * CPU by the end of a run (Step 17). The process keeps it across test files, whose modules load afresh.
 */
const clients: AsyncLocalStorage<RuntimeUser> = ((
  globalThis as { deckboundRuntimeClients?: AsyncLocalStorage<RuntimeUser> }
).deckboundRuntimeClients ??= new AsyncLocalStorage<RuntimeUser>());

/** Templates compiled once for the whole process, across test files (handlebars.ts: shareCompilation). */
shareCompilation(((globalThis as { deckboundTemplateSpecs?: Map<string, string> }).deckboundTemplateSpecs ??= new Map<string, string>()));

export function installFoundryRuntime(options: InstallOptions = {}): FoundryRuntime {
  return installRuntime(options, {
    clients: { current: () => clients.getStore(), run: (user, fn) => clients.run(user, fn) },
    translations: loadLanguage(options.langDir ?? REPO_LANG_DIR, "en"),
    language(code) {
      const dir = options.languages?.[code];
      if (!dir) throw new Error(`The runtime knows no language "${code}": pass it in installFoundryRuntime({ languages })`);
      return loadLanguage(dir, code);
    },
    readTemplate: (path) => readFile(`${REPO_ROOT}${path}`, "utf8"),
  });
}
