import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeCardArt } from "../../scripts/build.mjs";
import { BLACK, RED, SUIT_PATHS, SUIT_SYMBOLS, backSvg, cardCodes, cardSvg } from "../../scripts/card-art.mjs";
import type { SuitCode } from "../../scripts/card-art.mjs";
import { SUITS, cardCode, rankCode, suitSymbol } from "../../src/rules/cards/card.ts";
import { deckWithJokers } from "../../src/rules/cards/recipes.ts";
import { launchBrowser, screenshotPath } from "../browser/chromium.ts";

const SUITED = /^(10|[2-9JQKA])([CDHS])$/;

describe("card art", () => {
  it("[CORE-01] has one face per card of the 54-card deck, named by the card model's notation and symbols", () => {
    expect(cardCodes()).toEqual(deckWithJokers().map(cardCode));
    for (const suit of SUITS) expect(SUIT_SYMBOLS[suit]).toBe(suitSymbol(suit));
  });

  it("[CORE-01] the build writes 55 SVG files: 54 faces and back.svg", () => {
    const dir = mkdtempSync(join(tmpdir(), "deckbound-art-"));
    try {
      writeCardArt(dir);
      const files = readdirSync(join(dir, "assets", "cards")).sort();
      expect(files).toEqual([...cardCodes().map((code) => `${code}.svg`), "back.svg"].sort());
      expect(readFileSync(join(dir, "assets", "cards", "QH.svg"), "utf8")).toBe(cardSvg("QH"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("[CORE-01] every suited face shows its rank, its own suit shape and only its suit's colour", () => {
    for (const code of cardCodes().filter((c) => SUITED.test(c))) {
      const [, rank, suit] = SUITED.exec(code) as unknown as [string, string, SuitCode];
      const svg = cardSvg(code);
      const red = suit === "H" || suit === "D";
      expect(svg, code).toContain(`>${rank}</text>`);
      expect(svg, code).toContain(`<title>${rank}${SUIT_SYMBOLS[suit]}</title>`);
      expect(svg, code).toContain(`d="${SUIT_PATHS[suit]}"`);
      for (const other of Object.keys(SUIT_PATHS) as SuitCode[]) {
        if (other !== suit) expect(svg, `${code} has no ${other} shape`).not.toContain(SUIT_PATHS[other]);
      }
      expect(svg, code).toContain(`fill="${red ? RED : BLACK}"`);
      expect(svg, code).not.toContain(red ? BLACK : RED);
    }
  });

  it("[CORE-01] the jokers are told apart by colour and by star style (filled / outlined), not colour alone", () => {
    const red = cardSvg("JKR");
    const black = cardSvg("JKB");
    for (const svg of [red, black]) expect(svg).toContain(">JOKER</text>");
    expect(red).toContain(`fill="${RED}"`);
    expect(red).not.toContain(BLACK);
    expect(red).not.toContain("stroke-linejoin"); // filled stars
    expect(black).toContain(`fill="${BLACK}"`);
    expect(black).not.toContain(RED);
    expect(black.match(new RegExp(`stroke="${BLACK}"`, "g"))).toHaveLength(3); // outlined stars: two corners, centre
  });

  it("[CORE-01] the notation the rules use (rankCode) is the rank printed on the card", () => {
    expect(cardSvg(`${rankCode(10)}S`)).toContain(">10</text>");
    expect(cardSvg(`${rankCode(14)}D`)).toContain(">A</text>");
    expect(() => cardSvg("1C")).toThrow();
  });
});

describe("card art in a browser", () => {
  let browser: Browser;
  const files = [...cardCodes().map((code) => ({ code, svg: cardSvg(code) })), { code: "back", svg: backSvg() }];
  const dataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("[CORE-01] every file parses as SVG in Chromium", async () => {
    const page = await browser.newPage();
    const problems = await page.evaluate((texts) => {
      return texts.flatMap(({ code, svg }) => {
        const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
        const root = doc.documentElement;
        const broken = doc.getElementsByTagName("parsererror").length > 0 || root.localName !== "svg";
        return broken ? [code] : [];
      });
    }, files);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("[CORE-01] all 55 images render at 60 px wide (screenshot: test/screenshots/card-sheet.png)", async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 600 }, deviceScaleFactor: 1 });
    const rows = ["C", "D", "H", "S"].map((suit) => files.filter((f) => f.code.endsWith(suit) && f.code.length <= 3 && !f.code.startsWith("JK")));
    const extras = files.filter((f) => f.code.startsWith("JK") || f.code === "back");
    const img = (f: { code: string; svg: string }, width: number) =>
      `<img alt="${f.code}" width="${width}" src="${dataUrl(f.svg)}">`;
    await page.setContent(`<!doctype html>
      <style>body{margin:12px;background:#3b4a3f;display:flex;flex-direction:column;gap:8px}
      div{display:flex;gap:6px} img{border-radius:3px;box-shadow:0 1px 3px #0008}</style>
      ${[...rows, extras].map((row) => `<div>${row.map((f) => img(f, 60)).join("")}</div>`).join("")}
      <div>${["AS", "7H", "10D", "QC", "KH", "JKR", "back"].map((code) => img(files.find((f) => f.code === code)!, 120)).join("")}</div>`);
    const sizes = await page.$$eval("img", (imgs) =>
      imgs.map((image) => ({ complete: image.complete, width: image.naturalWidth, height: image.naturalHeight })),
    );
    expect(sizes).toHaveLength(55 + 7);
    for (const size of sizes) expect(size).toEqual({ complete: true, width: 250, height: 350 });
    await page.screenshot({ path: screenshotPath("card-sheet.png"), fullPage: true });
    await page.close();
  });
});
