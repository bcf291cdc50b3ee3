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
