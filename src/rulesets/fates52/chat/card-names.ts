/**
 * The cards' templates and the check's phases: plain names (no Foundry global at load), shared by the
 * models registered at init (card-models.ts) and the cards' pure halves (check-card.ts, combat-card.ts).
 */
import { templatePath } from "../../../foundry/sheets/templates.ts";
import { FATES52 } from "../ids.ts";

export const CHECK_TEMPLATE = templatePath(FATES52, "chat/check.hbs");
export const COMBAT_TEMPLATE = templatePath(FATES52, "chat/combat.hbs");

export const CHECK_PHASES = ["ready", "drawing", "done"] as const;
