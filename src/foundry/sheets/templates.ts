/** Template paths, one way: `systems/deckbound/templates/<area>/<file>`. */
import { SYSTEM_ID } from "../constants.ts";

export const TEMPLATE_ROOT = `systems/${SYSTEM_ID}/templates` as const;

/** A ruleset's (or the shared) template: `templatePath("doa", "sheet/dealer.hbs")`. */
export function templatePath(area: string, file: string): string {
  return `${TEMPLATE_ROOT}/${area}/${file}`;
}

/** A shared template: `templates/shared/<file>`. */
export function sharedTemplate(file: string): string {
  return templatePath("shared", file);
}

/**
 * Templates preloaded at init, as partials (`{{> "systems/deckbound/templates/…"}}`) and compiled
 * for fast rendering. Foundry does not await an `init` listener (Hooks.callAll), and a template
 * naming a partial that was never loaded throws "The partial … could not be found"
 * (https://foundryvtt.com/api/functions/foundry.applications.handlebars.loadTemplates.html: a
 * template is a partial once preloaded). So what renders outside an application's own PARTS
 * `templates` (chat cards) awaits `templatesLoaded()` first.
 */
const preloads: Promise<unknown>[] = [];

/** Start loading `paths` (at init); `templatesLoaded()` resolves once every load started so far has. */
export function preloadTemplates(paths: readonly string[]): Promise<void> {
  const loading = foundry.applications.handlebars.loadTemplates([...paths]);
  preloads.push(loading);
  return loading.then(() => undefined);
}

/** Every template preloaded so far, loaded (a failed load rejects here, loudly). */
export async function templatesLoaded(): Promise<void> {
  await Promise.all(preloads);
}
