/**
 * Entry point Foundry loads (system.json `esmodules`: deckbound.mjs, bundled from this file).
 * Minimal placeholder from the build task: it only proves the module loads. Wiring (settings, data
 * models, sheets, queries) belongs here and is added by the Foundation-2 work.
 */
Hooks.once("init", () => {
  console.log("deckbound | init");
});
