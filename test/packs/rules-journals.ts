/**
 * Reads the `rules` compendium's source documents (packs/_source/rules/*.json) for the pack tests.
 * The JSON files are the source of truth; the build compiles them to LevelDB unchanged.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const RULES_SOURCE = fileURLToPath(new URL("../../packs/_source/rules/", import.meta.url));

/** The rulesets a journal may be tagged with: the folder names under src/rules. */
export const RULESETS = ["bastards", "belmont", "director", "doa", "fates52"] as const;

export interface JournalPage {
  _id: string;
  _key?: string;
  name: string;
  type: string;
  sort: number;
  text?: { content?: string; format?: number };
}

export interface JournalEntry {
  _id: string;
  _key?: string;
  name: string;
  pages: JournalPage[];
  /** A ruleset's journal says which ruleset it summarises; the general overview carries none. */
  flags?: { deckbound?: { ruleset?: string } };
}

export interface JournalFile {
  file: string;
  entry: JournalEntry;
}

export function journalFiles(): string[] {
  return readdirSync(RULES_SOURCE)
    .filter((file) => file.endsWith(".json"))
    .sort();
}

/** Parses every file; a file that is not valid JSON throws, naming the file. */
export function readJournals(): JournalFile[] {
  return journalFiles().map((file) => {
    const text = readFileSync(join(RULES_SOURCE, file), "utf8");
    try {
      return { file, entry: JSON.parse(text) as JournalEntry };
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
  });
}

export function rulesetJournal(ruleset: string): JournalEntry {
  const found = readJournals().filter(({ entry }) => entry.flags?.deckbound?.ruleset === ruleset);
  if (found.length !== 1) throw new Error(`expected one journal for ${ruleset}, found ${found.length}`);
  return found[0]!.entry;
}
