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
import { installRuntime, type FoundryRuntime, type InstallOptions } from "./install.ts";
import type { RuntimeUser } from "./users.ts";

export { NotImplementedInRuntime } from "./fail-closed.ts";
export { DataModelValidationError } from "./fields.ts";
export { forgetTemplates, handlebars } from "./handlebars.ts";
export type { FoundryRuntime, InstallOptions } from "./install.ts";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const REPO_LANG_DIR = `${REPO_ROOT}lang`;

export function installFoundryRuntime(options: InstallOptions = {}): FoundryRuntime {
  const clients = new AsyncLocalStorage<RuntimeUser>();
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
