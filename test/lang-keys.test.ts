/**
 * Every complete i18n key written as a literal in the system's code or templates exists in the
 * merged English language file, and every string there is non-empty. (Keys built at run time from
 * a prefix are checked by the tests of the code that builds them.)
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadLanguage, type LanguageTree } from "../scripts/lang.mjs";

const ROOT = join(import.meta.dirname, "..");
const KEY = /["'`](DECKBOUND\.[A-Za-z0-9_.-]*[A-Za-z0-9_-])["'`]/g;

function files(dir: string, extensions: readonly string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, extensions);
    return extensions.some((extension) => name.endsWith(extension)) ? [path] : [];
  });
}

function lookup(tree: LanguageTree, key: string): string | LanguageTree | undefined {
  return key
    .split(".")
    .reduce<string | LanguageTree | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), tree);
}

function leaves(tree: LanguageTree, path = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const here = path ? `${path}.${key}` : key;
    return typeof value === "string" ? [[here, value] as [string, string]] : leaves(value, here);
  });
}

const language = loadLanguage(join(ROOT, "lang"));

/** Every line of these files that matches `pattern` (after `clean`), as "path:line: text". */
function linesMatching(paths: readonly string[], pattern: RegExp, clean = (line: string) => line): string[] {
  return paths.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .map((line, index) => [index + 1, clean(line)] as const)
      .filter(([, line]) => pattern.test(line))
      .map(([at, line]) => `${file.slice(ROOT.length + 1)}:${at}: ${line.trim()}`),
  );
}

describe("localisation", () => {
  it("every literal DECKBOUND key in src/ and templates/ has an English string", () => {
    const sources = [...files(join(ROOT, "src"), [".ts"]), ...files(join(ROOT, "templates"), [".hbs"])];
    const missing = sources.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(KEY)]
        .map((match) => match[1]!)
        // A key followed by "." in code is a prefix (`${PREFIX}.Name`): only whole keys are checked.
        .filter((key) => lookup(language, key) === undefined)
        .map((key) => `${file.slice(ROOT.length + 1)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it("every English string is non-empty", () => {
    expect(
      leaves(language)
        .filter(([, value]) => value.trim() === "")
        .map(([key]) => key),
    ).toEqual([]);
  });

  it("no English sentence puts an article before a word filled in later (a/an cannot agree with it: 'Create a Armour')", () => {
    expect(
      leaves(language)
        .filter(([, value]) => /\b(a|an)\s+\{[^}]+\}/i.test(value))
        .map(([key, value]) => `${key}: ${value}`),
    ).toEqual([]);
  });

  it("no English string builds a name's possessive by hand ('{name}'s' wrote \"Korr of the Red Steppes's\"): it takes {whose} from the one possessive helper", () => {
    const POSSESSIVE_KEY = "DECKBOUND.Foundry.Possessive.";
    expect(
      leaves(language)
        .filter(([key, value]) => !key.startsWith(POSSESSIVE_KEY) && /\}['’]s?(?![A-Za-z])/.test(value))
        .map(([key, value]) => `${key}: ${value}`),
    ).toEqual([]);
    expect(lookup(language, `${POSSESSIVE_KEY}EndsInS`)).toBe("{name}'");
    expect(lookup(language, `${POSSESSIVE_KEY}Other`)).toBe("{name}'s");
  });

  it("no English sentence is only an if-clause ('If both play their best from here.'): a condition comes with what it conditions", () => {
    const fragment = /(?:^|[.!?]\s)(?:If|When|While|Unless|Because|Although|Until) [^.,;:!?—–]*[.!?](?:\s|$)/;
    expect(
      leaves(language)
        .filter(([, value]) => fragment.test(value))
        .map(([key, value]) => `${key}: ${value}`),
    ).toEqual([]);
  });

  it("every item type's Create label reads as English (no article to agree)", () => {
    const create = lookup(language, "DECKBOUND.Foundry.Item.Create") as string;
    const itemTypes = lookup(language, "TYPES.Item") as LanguageTree;
    const labels = Object.values(itemTypes).map((type) => create.replace("{type}", type as string));
    expect(labels.filter((label) => /\ba [AEIOU]/.test(label) || /\ban [^AEIOU]/.test(label))).toEqual([]);
    expect(labels).toContain("Create Armour");
  });
});

describe("counts in the English strings", () => {
  /** A count placeholder, then a counted word in the plural: "{count} cards", "{n} spaces", "{n} duplicated stacks" (a possessive, "{whose} excess cards", counts nothing). */
  const PASTED_PLURAL =
    /\{(?![a-zA-Z]*[wW]hose\})[a-zA-Z]+\} (?:[a-z]+ )?(?:cards|wildcards|symbols|spaces|abilities|stacks|copies|members|votes|jokers|points|followers|extras)\b/;

  it("no string counts with '(s)'", () => {
    expect(
      leaves(language)
        .filter(([, value]) => value.includes("(s)"))
        .map(([key]) => key),
    ).toEqual([]);
  });

  it("no string gives a count as a range from 1 ('Pick your defence, 1 to 2 cards', 'Number up to your Body (1–1)'): say 'up to {count}', or count it through the plural helper (its 'other' form may)", () => {
    expect(
      leaves(language)
        .filter(([key, value]) => /\b1\s*(?:to|–)\s*\{/.test(value) && !key.endsWith(".other"))
        .map(([key, value]) => `${key}: ${value}`),
    ).toEqual([]);
  });

  it("a counted phrase (a key with 'one'/'other' forms) is shown only through the plural helper, and a plain string never through it: '{{localize \"…Discard\"}}' of a counted key shows the raw key", () => {
    const templates = files(join(ROOT, "templates"), [".hbs"]);
    const code = files(join(ROOT, "src"), [".ts"]);
    const uses = [
      ...templates.flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/\{\{\(?(localize|deckboundCount) "(DECKBOUND\.[^"]+)"/g)].map(
          (match) => [file, match[1]!, match[2]!] as const,
        ),
      ),
      ...code.flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/\b(i18n\.(?:localize|format)|formatCount)\(\s*"(DECKBOUND\.[^"]+)"/g)].map(
          (match) => [file, match[1]!, match[2]!] as const,
        ),
      ),
    ];
    expect(uses.length).toBeGreaterThan(500);
    const wrong = uses
      .filter(([, helper, key]) => {
        const counted = typeof lookup(language, key) === "object";
        return helper === "deckboundCount" || helper === "formatCount" ? !counted : counted;
      })
      .map(([file, helper, key]) => `${file.slice(ROOT.length + 1)}: ${helper} ${key}`);
    expect(wrong).toEqual([]);
  });

  it("a count before a plural word is the 'other' form of a phrase that has its 'one' (the plural helper picks it)", () => {
    const pasted = leaves(language)
      .filter(([key, value]) => PASTED_PLURAL.test(value) && !key.endsWith(".other"))
      .map(([key, value]) => `${key}: ${value}`);
    expect(pasted).toEqual([]);
    const others = leaves(language).filter(([key]) => key.endsWith(".other"));
    expect(others.length).toBeGreaterThan(10);
    for (const [key] of others) expect(lookup(language, key.replace(/\.other$/, ".one")), key).toBeTypeOf("string");
  });
});

describe("signed numbers", () => {
  it("no English string puts a hyphen-minus before a number or a number filled in later ('modifier -4': the minus sign is U+2212)", () => {
    expect(
      leaves(language)
        .filter(([, value]) => /(^|[\s(])-(\d|\{)/.test(value))
        .map(([key, value]) => `${key}: ${value}`),
    ).toEqual([]);
  });

  it("no code but src/foundry/number-view.ts writes a number's sign by hand: signed() and shownNumber() give '+3' and '−4' everywhere", () => {
    const BY_HAND = /`\+\$\{|\? "\+"|"\+" :|"\u2212"|"−"|\\u2212/;
    const written = linesMatching(
      files(join(ROOT, "src"), [".ts"]).filter((file) => !file.endsWith("number-view.ts")),
      BY_HAND,
    );
    expect(written).toEqual([]);
  });
});

describe("odds", () => {
  it("[CORE-05] no code but src/foundry/odds-view.ts writes a percentage, and no template or English string puts '%' after a number (odds read one way: percent())", () => {
    const BY_HAND = /toFixed\(|toPrecision\(|\}%|["'`]%["'`]|style:\s*["']percent["']/;
    const code = linesMatching(
      [...files(join(ROOT, "src"), [".ts"]), ...files(join(ROOT, "preview"), [".ts"])].filter(
        (file) => !file.endsWith(join("foundry", "odds-view.ts")),
      ),
      BY_HAND,
    );
    // A bar's width is a CSS length, not odds shown in words.
    const templates = linesMatching(files(join(ROOT, "templates"), [".hbs"]), /\}\}\s*%/, (line) =>
      line.replace(/width:\s*\{\{[^}]+\}\}%/g, ""),
    );
    const strings = leaves(language)
      .filter(([, value]) => /(\d|\})\s*%/.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect([...code, ...templates, ...strings]).toEqual([]);
  });
});

describe("templates", () => {
  it("no template or code pastes a possessive after a filled-in name ('{{name}}'s', `${name}'s`): it takes possessive() / deckboundPossessive", () => {
    const pasted = linesMatching(
      [...files(join(ROOT, "templates"), [".hbs"]), ...files(join(ROOT, "src"), [".ts"])],
      /\}\}['’]s?\b|\$\{[^}]+\}['’]s?(?![A-Za-z])/,
    );
    expect(pasted).toEqual([]);
  });

  it("an input for a maximum is never set right after the input for its current value with no '/' between (the Energy boxes read '3 5', the play view '3/5')", () => {
    const pairs = files(join(ROOT, "templates"), [".hbs"]).flatMap((file) =>
      [
        ...readFileSync(file, "utf8").matchAll(
          /<input\b[^>]*>((?:(?!<input\b)[\s\S]){0,80}?)<input\b[^>]*name="[^"]*(?:\.max|[mM]ax[A-Z][a-zA-Z]*)"/g,
        ),
      ]
        .filter((match) => !match[1]!.includes("/"))
        .map((match) => `${file.slice(ROOT.length + 1)}: ${match[0].slice(0, 120)}`),
    );
    expect(pairs).toEqual([]);
  });
});
