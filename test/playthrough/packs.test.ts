/**
 * The compendium packs of rulesets a world does not play are kept out of its players' way
 * (T-CORE-02): the GM's Compendium tab lists every pack of the system, a player's only the packs of
 * the world's ruleset.
 */
import { describe, it } from "vitest";
import { shows, showsCount, showsNone } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";

const table = useSandbox();

const DOA_PACKS = ["Deck of Adventures: Example Dealers and Bystanders", "Deck of Adventures: Example Powers, Vulnerabilities and Gear"];
const OTHER_PACKS = [
  "Belmont Quest: Example Belmont",
  "A Game of Bastards: Advantages, Disadvantages and Weapons",
  "A Game of Bastards: Characters",
  "52 Fates: Monsters and Example Characters",
  "The Director's Rules: Archetypes",
  "The Director's Rules: Example Characters",
];

describe("compendium packs at the table", () => {
  it("[T-CORE-02] In a Deck of Adventures world the GM's Compendium tab lists every ruleset's packs; Ann's lists only Deck of Adventures' packs", async () => {
    await table.start("Deck of Adventures", { seed: 3 });
    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Compendium" }).click();
    const gmPacks = gm.getByRole("tabpanel", { name: "Compendium" });
    for (const label of [...DOA_PACKS, ...OTHER_PACKS]) await shows(gmPacks.getByRole("list", { name: label }));
    await showsCount(gmPacks.getByRole("list"), DOA_PACKS.length + OTHER_PACKS.length);
    await shows(gmPacks.getByRole("list", { name: "Belmont Quest: Example Belmont" }).getByRole("button").first());
    await table.screenshot("sandbox-doa-gm-compendium");

    const ann = await table.sit("Ann");
    await ann.getByRole("tab", { name: "Compendium" }).click();
    const annPacks = ann.getByRole("tabpanel", { name: "Compendium" });
    for (const label of DOA_PACKS) await shows(annPacks.getByRole("list", { name: label }));
    await showsCount(annPacks.getByRole("list"), DOA_PACKS.length);
    for (const label of OTHER_PACKS) await showsNone(annPacks.getByRole("heading", { name: label }));
    await table.screenshot("sandbox-doa-ann-compendium");
  });
});
