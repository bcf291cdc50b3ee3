/**
 * The `rules` compendium's sources: every file is a JournalEntry the Foundry CLI can compile
 * (ids, keys, text pages), and each of the five rulesets has exactly one journal.
 */
import { describe, expect, it } from "vitest";
import { RULESETS, journalFiles, readJournals } from "./rules-journals.ts";

const FOUNDRY_ID = /^[A-Za-z0-9]{16}$/;
const VOID_ELEMENTS = new Set(["br", "hr", "img", "wbr"]);

/** The tags left open or closed out of order in an HTML fragment; empty when it nests properly. */
function unbalancedTags(html: string): string[] {
  const open: string[] = [];
  const problems: string[] = [];
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g)) {
    const tag = name!.toLowerCase();
    if (VOID_ELEMENTS.has(tag)) continue;
    if (!closing) open.push(tag);
    else if (open.at(-1) === tag) open.pop();
    else problems.push(`</${tag}> while <${open.at(-1) ?? "nothing"}> is open`);
  }
  return [...problems, ...open.map((tag) => `<${tag}> never closed`)];
}

const journals = readJournals();

describe("packs/_source/rules", () => {
  it("holds JSON files that all parse", () => {
    expect(journalFiles().length).toBeGreaterThan(0);
    expect(journals).toHaveLength(journalFiles().length);
  });

  it("gives every entry a unique 16-character id and the matching _key", () => {
    const ids = journals.map(({ entry }) => entry._id);
    for (const { file, entry } of journals) {
      expect(entry._id, file).toMatch(FOUNDRY_ID);
      expect(entry._key, file).toBe(`!journal!${entry._id}`);
      expect(entry.name.trim().length, file).toBeGreaterThan(0);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every entry at least one page, each with a unique 16-character id and the matching _key", () => {
    const pageIds = journals.flatMap(({ entry }) => entry.pages.map((page) => page._id));
    for (const { file, entry } of journals) {
      expect(entry.pages.length, file).toBeGreaterThan(0);
      for (const page of entry.pages) {
        expect(page._id, `${file} ${page.name}`).toMatch(FOUNDRY_ID);
        expect(page._key, `${file} ${page.name}`).toBe(`!journal.pages!${entry._id}.${page._id}`);
      }
      const names = entry.pages.map((page) => page.name);
      expect(new Set(names).size, `${file}: page names`).toBe(names.length);
    }
    expect(new Set(pageIds).size).toBe(pageIds.length);
  });

  it("has only HTML text pages with content whose tags nest properly", () => {
    for (const { file, entry } of journals) {
      for (const page of entry.pages) {
        const where = `${file} ${page.name}`;
        expect(page.type, where).toBe("text");
        expect(page.text?.format, where).toBe(1);
        const content = page.text?.content ?? "";
        expect(content.length, where).toBeGreaterThan(0);
        expect(unbalancedTags(content), where).toEqual([]);
      }
    }
  });

  it("has exactly one journal per ruleset, and no journal for an unknown ruleset", () => {
    const tagged = journals.flatMap(({ entry }) => entry.flags?.deckbound?.ruleset ?? []);
    expect([...tagged].sort()).toEqual([...RULESETS]);
  });

  it("the nesting check itself catches a misplaced and an unclosed tag", () => {
    expect(unbalancedTags("<p>a<br>b <strong>c</strong></p><ul><li>d</li></ul>")).toEqual([]);
    expect(unbalancedTags("<p><strong>a</p></strong>")).not.toEqual([]);
    expect(unbalancedTags("<table><tr><td>a</td></tr>")).toEqual(["<table> never closed"]);
  });
});
