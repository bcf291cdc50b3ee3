/**
 * `game.i18n` (one per client language: each user's client reads its own) reading the merged language tree that the build also produces (scripts/lang.mjs):
 * `localize` returns the key itself when it is missing (as Foundry does), `format` replaces `{name}`
 * placeholders, `has` says whether the key exists.
 */
import { getProperty } from "./utils.ts";

/** The merged language tree: nested objects whose leaves are strings. */
export type LanguageTree = { [key: string]: string | LanguageTree };

export class RuntimeI18n {
  constructor(
    readonly translations: LanguageTree,
    readonly lang = "en",
  ) {}

  /** The string at `key`, or undefined when there is none. */
  lookup(key: string): string | undefined {
    const found = getProperty(this.translations, key);
    return typeof found === "string" ? found : undefined;
  }

  has(key: string, _fallback = true): boolean {
    return this.lookup(key) !== undefined;
  }

  localize(key: string): string {
    return this.lookup(key) ?? key;
  }

  /** Localise, then replace each `{name}` with `data.name`; unknown placeholders stay as written. */
  format(key: string, data: Record<string, unknown> = {}): string {
    return this.localize(key).replace(/{([^{}]+)}/g, (match, name: string) => (name in data ? String(data[name]) : match));
  }
}
