/**
 * A name's possessive, one way everywhere (Step 16): "Carlton Reeve's", but "Korr of the Red
 * Steppes'" — never "Steppes's". A name ending in a single s takes the apostrophe alone
 * ("Steppes'", "Hills'"); one ending in ss keeps 's, as it is said ("Cass's"). A phrase that belongs to a name ("{whose} turn") takes the
 * possessive from here, never "{name}'s" in a language file (test/lang-keys.test.ts keeps it out).
 * The forms are language keys, so a language may write its possessive its own way.
 */
const KEY = "DECKBOUND.Foundry.Possessive";

/** The name in its possessive form in the client's language: "Town Guard's", "Korr of the Red Steppes'". */
export function possessive(name: string): string {
  const form = /(?<!s)s$/i.test(name.trim()) ? "EndsInS" : "Other";
  return game.i18n.format(`${KEY}.${form}`, { name });
}

/** Once, at init: `{{localize "KEY" whose=(deckboundPossessive name)}}` in templates, the same form as possessive(). */
export function registerPossessiveHelper(): void {
  Handlebars.registerHelper("deckboundPossessive", (name: unknown) => possessive(typeof name === "string" ? name : String(name ?? "")));
}
