/**
 * The table's store of compiled templates (test/runtime/handlebars.ts: shareCompilation). The seats
 * are pages of the table's origin, so the first seat to compile a source leaves Handlebars'
 * precompiled form of it on the table page for every seat of every world the page starts.
 */
type TableWindow = Window & { sandboxTemplateSpecs?: Map<string, string> };

export function handlebarsSpecs(table: Window): Map<string, string> {
  return ((table as TableWindow).sandboxTemplateSpecs ??= new Map<string, string>());
}
