export type LanguageTree = { [key: string]: string | LanguageTree };
export function loadLanguage(langDir: string, code?: string): LanguageTree;
