/**
 * The sheet's "Ignore damage" dialog [DOA-04] (pure): how much damage, of which kind, and from what;
 * each field labelled. The GM's client checks the answer again (ignore-damage-procedure.ts).
 */
import { DAMAGE_KINDS } from "../../../rules/doa/damage.ts";
import { MOST_DAMAGE } from "../chat/ignore-damage-model.ts";

const KEY = "DECKBOUND.DOA.IgnoreDamage";
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function ignoreDamageDialogContent(localize: (key: string) => string): string {
  const field = (id: string, label: string, input: string) =>
    `<div class="form-group"><label for="doa-damage-${id}">${escape(localize(`${KEY}.${label}`))}</label><div class="form-fields">${input}</div></div>`;
  const kinds = DAMAGE_KINDS.map(
    (kind) =>
      `<option value="${kind}">${escape(localize(`DECKBOUND.DOA.DamageKind.${kind.charAt(0).toUpperCase()}${kind.slice(1)}`))}</option>`,
  ).join("");
  return [
    field("amount", "Amount", `<input id="doa-damage-amount" type="number" name="damage" value="1" min="1" max="${MOST_DAMAGE}" step="1">`),
    field("kind", "Kind", `<select id="doa-damage-kind" name="damageKind">${kinds}</select>`),
    field("source", "Source", `<input id="doa-damage-source" type="text" name="source" maxlength="80">`),
  ].join("");
}
