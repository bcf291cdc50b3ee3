/** The foundry.applications, foundry.appv1 and foundry.documents.collections namespaces of one install. */
import { ActorSheetV2, ApplicationV2, DocumentSheetV2, HandlebarsApplicationMixin, ItemSheetV2 } from "./application.ts";
import { dialogClass, type DialogKind } from "./dialogs.ts";
import { failClosed } from "./fail-closed.ts";
import { getTemplate, loadTemplates, renderTemplate } from "./handlebars.ts";
import { ActorSheet, ItemSheet, type SheetRegistry } from "./sheet-config.ts";
import type { AnyRecord } from "./utils.ts";

export function applicationsNamespace(
  open: (kind: DialogKind, config?: AnyRecord) => Promise<unknown>,
  sheets: SheetRegistry,
  instances: () => Map<string, object>,
): { applications: object; appv1: object; collections: object } {
  const collectionSheets = (documentName: string) =>
    failClosed(
      {
        registerSheet: (scope: string, sheetClass: unknown, options?: { types?: string[]; makeDefault?: boolean; label?: string }) =>
          sheets.registerSheet({ documentName }, scope, sheetClass, options),
        unregisterSheet: (scope: string, sheetClass?: unknown) => sheets.unregisterSheet({ documentName }, scope, sheetClass),
      },
      `foundry.documents.collections.${documentName}s`,
    );
  return {
    applications: failClosed(
      {
        api: failClosed(
          { ApplicationV2, HandlebarsApplicationMixin, DocumentSheetV2, DialogV2: dialogClass(open) },
          "foundry.applications.api",
        ),
        sheets: failClosed({ ActorSheetV2, ItemSheetV2 }, "foundry.applications.sheets"),
        handlebars: failClosed({ renderTemplate, loadTemplates, getTemplate }, "foundry.applications.handlebars"),
        apps: failClosed(
          { DocumentSheetConfig: failClosed(sheets, "foundry.applications.apps.DocumentSheetConfig") },
          "foundry.applications.apps",
        ),
        get instances() {
          return instances();
        },
      },
      "foundry.applications",
    ),
    appv1: failClosed({ sheets: failClosed({ ActorSheet, ItemSheet }, "foundry.appv1.sheets") }, "foundry.appv1"),
    collections: failClosed({ Actors: collectionSheets("Actor"), Items: collectionSheets("Item") }, "foundry.documents.collections"),
  };
}
