/**
 * Entry point Foundry loads (system.json `esmodules`: deckbound.mjs, bundled from this file).
 * Wiring only: rulesets register themselves by import (src/rulesets/index.ts), then
 * src/foundry/system.ts does the rest from Foundry's hooks.
 */
import "./rulesets/index.ts";
import { initSystem, readySystem, registerSystemHooks, setupSystem } from "./foundry/system.ts";
import { registerQuenchHook } from "./quench/register.ts";

registerQuenchHook();

Hooks.once("init", () => {
  initSystem();
  registerSystemHooks();
});

Hooks.once("setup", () => {
  setupSystem();
});

Hooks.once("ready", () => {
  void readySystem();
});
