/**
 * No card or sheet of ours names a `data-action` that Foundry's own applications handle
 * (test/runtime/foundry-actions.ts, the one list): a chat card's button click bubbles up to the chat
 * log, an ApplicationV2 that dispatches every `[data-action]` inside it, and a sheet's own actions
 * map shares its names with the window's (`close`, `toggleControls`, `tab`…). Walks every template,
 * every card's declared actions (dynamic `data-action="{{action}}"` names come from those) and
 * every application's DEFAULT_OPTIONS actions.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOUNDRY_ACTIONS } from "../runtime/foundry-actions.ts";
import { createWorld } from "./world.ts";
import type { World } from "./world.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const templates = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? templates(join(dir, entry.name)) : entry.name.endsWith(".hbs") ? [join(dir, entry.name)] : [],
  );

/** Foundry's tab navigation (`data-action="tab"`) is Foundry's own action, meant so in a sheet's tabs; never on a card. */
const MEANT_AS_FOUNDRY_S = new Set(["tab"]);

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.rt.uninstall());

describe("action names", () => {
  it("[CORE-06] no template names a data-action Foundry's applications handle (a card none at all, a sheet only Foundry's own tab navigation)", () => {
    const found = templates(join(ROOT, "templates")).flatMap((file) => {
      const path = relative(ROOT, file);
      const card = path.includes("/chat/");
      return [...readFileSync(file, "utf8").matchAll(/data-action="([^"{}]+)"/g)]
        .map((match) => match[1] ?? "")
        .filter((action) => FOUNDRY_ACTIONS.has(action) && (card || !MEANT_AS_FOUNDRY_S.has(action)))
        .map((action) => `${path}: ${action}`);
    });
    expect(found).toEqual([]);
  });

  it("[CORE-06] no card declares an action Foundry's applications handle", async () => {
    const { rulesets, procedureEntries } = world.modules.registry;
    const { loadProcedure } = await import("../../src/foundry/chat/procedure-loader.ts");
    const procedures = await Promise.all(
      rulesets.all().flatMap((ruleset) => procedureEntries(ruleset).map((entry) => loadProcedure(entry))),
    );
    const declared = procedures.flatMap((procedure) =>
      Object.keys(procedure.actions).map((action) => `${procedure.messageType}: ${action}`),
    );
    expect(declared).toContain("belmontTask: closeTask");
    expect(declared.filter((entry) => FOUNDRY_ACTIONS.has(entry.split(": ")[1] ?? ""))).toEqual([]);
  });

  it("[CORE-06] no application of ours defines an action Foundry's applications handle", async () => {
    const classes: { name: string; mergedDefaultOptions(): Record<string, unknown> }[] = [
      ...world.modules.registry.rulesets.all().flatMap((ruleset) => ruleset.sheets.map((sheet) => sheet.sheetClass as never)),
      (await import("../../src/foundry/sheets/deck-tools.ts")).DeckToolsApp as never,
      (await import("../../src/foundry/sheets/item-sheet.ts")).DeckboundItemSheet as never,
      (await import("../../src/foundry/hand-dock/hand-dock.ts")).HandDock as never,
      (await import("../../src/rulesets/doa/gm/gm-table-app.ts")).GmTableApp as never,
      (await import("../../src/rulesets/director/gm/director-tool.ts")).DirectorToolApp as never,
      (await import("../../src/rulesets/bastards/sheets/actor-sheets.ts")).TimePassesApp as never,
    ];
    const found = classes.flatMap((app) =>
      Object.keys((app.mergedDefaultOptions()["actions"] as object | undefined) ?? {})
        .filter((action) => FOUNDRY_ACTIONS.has(action))
        .map((action) => `${app.name}: ${action}`),
    );
    expect(classes.length).toBeGreaterThan(8);
    expect(found).toEqual([]);
  });
});
