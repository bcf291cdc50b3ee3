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
 * Templates preloaded at setup (system.ts), as partials (`{{> "systems/deckbound/templates/…"}}`)
 * and compiled for fast rendering. Foundry does not await a `setup` listener (Hooks.callAll), and a template
 * naming a partial that was never loaded throws "The partial … could not be found"
 * (https://foundryvtt.com/api/functions/foundry.applications.handlebars.loadTemplates.html: a
 * template is a partial once preloaded). So what renders outside an application's own PARTS
 * `templates` (chat cards) awaits `templatesLoaded()` first.
 */
const preloads: Promise<unknown>[] = [];
const preloadedPaths = new Set<string>();

/** Start loading `paths` (at setup); `templatesLoaded()` resolves once every load started so far has. */
export function preloadTemplates(paths: readonly string[]): Promise<void> {
  for (const path of paths) preloadedPaths.add(path);
  const loading = foundry.applications.handlebars.loadTemplates([...paths]);
  preloads.push(loading);
  return loading.then(() => undefined);
}

/** Every template preloaded so far, loaded (a failed load rejects here, loudly). */
export async function templatesLoaded(): Promise<void> {
  await Promise.all(preloads);
}

/** Every template preloaded so far whose path starts with `prefix`. */
export function preloadedTemplatesUnder(prefix: string): string[] {
  return [...preloadedPaths].filter((path) => path.startsWith(prefix));
}

/**
 * Have Handlebars compile these templates before their first use: Foundry compiles a template on its
 * first render (Handlebars.compile is lazy), which made a fresh world's first card of a kind some
 * 50 ms slower than the next (Step 18). Each is rendered once with no data and the result dropped;
 * a helper that wants data may throw, after the template has compiled, and nothing changes.
 */
export async function warmTemplates(paths: readonly string[]): Promise<void> {
  await templatesLoaded();
  for (const path of paths) {
    try {
      await foundry.applications.handlebars.renderTemplate(path, {});
    } catch {
      // Compiled before rendering; what an empty render throws says nothing about the template.
    }
  }
}
