/**
 * Every item in the compendium packs (and every item an actor in them carries) shows a thing that
 * fits it: a Foundry core icon (icons/svg/…) other than Foundry's default item icon, and one the
 * sandbox draws a stand-in of its own for — not the person that stands in for Foundry's default
 * portrait (an armour or an ability sheet showed a person: issue #31).
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DRAWN_ICONS, standInIcon } from "../../scripts/stand-in-icon.mjs";
import { PACK_SOURCES, packSources } from "./pack-sources.ts";

/** Foundry's defaults: Item.DEFAULT_ICON and the actor portrait (test/runtime/documents.ts cites them). */
const DEFAULT_ITEM_ICON = "icons/svg/item-bag.svg";
const DEFAULT_PORTRAIT = "icons/svg/mystery-man.svg";

type PackDocument = { name: string; type?: string; img?: string; items?: PackDocument[] };

const items = readdirSync(PACK_SOURCES).flatMap((pack) =>
  packSources<PackDocument>(pack).flatMap((document) => {
    const carried = (document.items ?? []).map((item) => ({ where: `${pack}: ${document.name} carries ${item.name}`, img: item.img }));
    return document.items === undefined && document.type !== undefined && !pack.endsWith("-actors") && !pack.endsWith("-macros")
      ? [{ where: `${pack}: ${document.name}`, img: document.img }, ...carried]
      : carried;
  }),
);

const iconName = (img: string | undefined) => /^icons\/svg\/([a-z0-9-]+)\.svg$/.exec(img ?? "")?.[1];

describe("the packs' item images", () => {
  it("finds the items of every item pack and the items the packs' actors carry", () => {
    expect(items.length).toBeGreaterThan(90);
    expect(items.some(({ where }) => where.includes("carries"))).toBe(true);
  });

  it("every item names a core icon that fits it: not Foundry's default item icon, not the default portrait", () => {
    expect(items.filter(({ img }) => iconName(img) === undefined || img === DEFAULT_ITEM_ICON || img === DEFAULT_PORTRAIT)).toEqual([]);
  });

  it("every item's icon has a stand-in of its own in the sandbox, and none of them is the person", () => {
    expect(items.filter(({ img }) => !DRAWN_ICONS.includes(iconName(img)!))).toEqual([]);
    const person = standInIcon(DEFAULT_PORTRAIT);
    for (const { img } of items) expect(standInIcon(img!), img).not.toBe(person);
  });

  it("Foundry's default item icon and any icon not drawn stand in as things, not as the person", () => {
    const person = standInIcon(`/${DEFAULT_PORTRAIT}`);
    expect(standInIcon(`/${DEFAULT_ITEM_ICON}`)).not.toBe(person);
    expect(standInIcon("/icons/svg/daze.svg")).not.toBe(person);
    expect(standInIcon("/icons/svg/daze.svg")).not.toBe(standInIcon(`/${DEFAULT_ITEM_ICON}`));
    expect(standInIcon("/icons/svg/shield.svg")).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });
});
