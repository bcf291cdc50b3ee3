/**
 * Counts, one way everywhere (Step 16): a counted phrase is a language key with a form per plural
 * category of the client's language (`one`, `other`; a language may add `few`, `many`…), picked
 * with `Intl.PluralRules` as Foundry's own strings and dnd5e's are, never "card(s)" and never a
 * count pasted before a fixed plural. A form the language does not give falls back to `other`.
 */
const rules = new Map<string, Intl.PluralRules>();

function pluralRules(): Intl.PluralRules {
  const lang = game.i18n.lang || "en";
  let known = rules.get(lang);
  if (!known) {
    known = new Intl.PluralRules(lang);
    rules.set(lang, known);
  }
  return known;
}

/** The key of the form `count` takes: `<key>.one`, `<key>.other`…; a key that is a phrase itself (no count in it) as it is. */
export function pluralKey(key: string, count: number): string {
  if (game.i18n.has(key, false)) return key;
  const form = `${key}.${pluralRules().select(count)}`;
  return game.i18n.has(form, false) ? form : `${key}.other`;
}

/** A counted phrase in the client's language: the form for `count`, formatted with `count` and `data`. */
export function formatCount(key: string, count: number, data: Record<string, string | number> = {}): string {
  return game.i18n.format(pluralKey(key, count), {
    ...Object.fromEntries(Object.entries(data).map(([name, value]) => [name, String(value)])),
    count: String(count),
  });
}

/** Once, at init: `{{deckboundCount "KEY" count=n name=…}}` in templates, the same phrase as formatCount. */
export function registerCountHelper(): void {
  Handlebars.registerHelper("deckboundCount", function (this: unknown, key: unknown, options: Handlebars.HelperOptions) {
    const hash = (options.hash ?? {}) as Record<string, string | number>;
    const count = Number(hash["count"]);
    return formatCount(String(key), Number.isFinite(count) ? count : 0, hash);
  });
}
