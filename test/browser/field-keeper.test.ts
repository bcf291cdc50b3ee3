/**
 * A value typed while an earlier save is still on its way is never lost (Step 11): the real
 * FieldKeeper and saveOrRefuse in headless Chromium, each save held back until the test lets it
 * through, so the order that a slow machine or connection produces is played on purpose.
 */
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { rolldown } from "rolldown";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./chromium.ts";

interface FieldKeeperPage {
  answerOldest(): Promise<void>;
  answerOldestLater(): void;
  clicks(): number;
  notes(): string[];
  redraw(): Promise<void>;
  waiting(): number;
  stored(): Record<string, number>;
  refuseNextSave(): void;
  warnings(): string[];
}
declare const fieldKeeperPage: FieldKeeperPage;

let browser: Browser;
let page: Page;
let script: string;

beforeAll(async () => {
  const bundle = await rolldown({ input: join(import.meta.dirname, "field-keeper", "page.ts"), logLevel: "silent" });
  script = (await bundle.generate({ format: "esm" })).output[0].code;
  await bundle.close();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

async function openSheet(): Promise<void> {
  page = await browser.newPage();
  await page.setContent("<!doctype html><html><body></body></html>");
  await page.addScriptTag({ content: script, type: "module" });
  await page.getByRole("spinbutton", { name: "BP damage" }).waitFor();
}

const field = (name: string) => page.getByRole("spinbutton", { name: `${name} damage` });
const answerOldest = () => page.evaluate(() => fieldKeeperPage.answerOldest());
const waiting = () => page.evaluate(() => fieldKeeperPage.waiting());

describe("a sheet saving over a slow connection", () => {
  it("keeps a field left while its save is on its way through the redraw of an earlier save, and the next save does not undo it", async () => {
    await openSheet();
    await field("BP").fill("3");
    await page.keyboard.press("Tab"); // BP saved (held back)
    await page.keyboard.type("2");
    await page.keyboard.press("Tab"); // SP saved (held back); MP in focus
    expect(await waiting()).toBe(2);

    await answerOldest(); // BP stored: the sheet redraws from what is stored, SP's save still on its way
    expect(await field("SP").inputValue()).toBe("2");
    await page.keyboard.type("4");
    await page.keyboard.press("Tab"); // MP saved: the whole form, SP included
    while ((await waiting()) > 0) await answerOldest();

    expect(await page.evaluate(() => fieldKeeperPage.stored())).toEqual({ bp: 3, sp: 2, mp: 4 });
    for (const [name, value] of [
      ["BP", "3"],
      ["SP", "2"],
      ["MP", "4"],
    ] as const)
      expect(await field(name).inputValue()).toBe(value);
    await page.close();
  });

  it("a button pressed as a field is left is clicked, though the field's save and its redraw land before the button is released", async () => {
    await openSheet();
    await field("BP").fill("3");
    const done = await page.getByRole("button", { name: "Done" }).boundingBox();
    if (!done) throw new Error("the Done button is not shown");
    await page.mouse.move(done.x + done.width / 2, done.y + done.height / 2);
    await page.mouse.down(); // BP left for the button: its save goes (held back)
    await expect.poll(waiting).toBe(1);
    await page.evaluate(() => fieldKeeperPage.answerOldestLater()); // stored before the release
    await page.mouse.up();
    await expect.poll(() => page.evaluate(() => fieldKeeperPage.clicks())).toBe(1);
    // The redraw came after the release, from what was stored.
    await expect.poll(() => field("BP").inputValue()).toBe("3");
    expect(await page.evaluate(() => fieldKeeperPage.stored())).toMatchObject({ bp: 3 });
    await page.close();
  });

  it("keeps a picker's choice (a field that is not the document's) through every redraw, its saves settled or not, and never sends it", async () => {
    await openSheet();
    const suit = page.getByRole("combobox", { name: "Suit" });
    const shown = () => suit.locator("option:checked").innerText();
    await suit.selectOption({ label: "Hearts" }); // the form saves on change: what it holds, unchanged (held back)
    await field("BP").fill("3");
    await page.keyboard.press("Tab"); // BP saved (held back)
    await answerOldest(); // the sheet redraws, BP's save still on its way
    expect(await shown()).toBe("Hearts");
    await answerOldest(); // BP stored: every save has settled
    expect(await shown()).toBe("Hearts");
    await field("SP").fill("2");
    await page.keyboard.press("Tab");
    await answerOldest(); // a redraw after the picker's change is long settled
    expect(await shown()).toBe("Hearts");
    expect(await page.evaluate(() => fieldKeeperPage.stored())).toEqual({ bp: 3, sp: 2, mp: 0 });
    await page.close();
  });

  it("keeps a name typed for a button (not the document's) while it is typed, after it is left and until the button uses it", async () => {
    await openSheet();
    const note = page.getByRole("textbox", { name: "Note" });
    const redraw = () => page.evaluate(() => fieldKeeperPage.redraw());
    await note.fill("Swim");
    await redraw(); // another seat's change, while the name is typed
    await expect.poll(() => note.inputValue()).toBe("Swim");
    await page.keyboard.type("ming"); // the focus came back with the text
    await page.keyboard.press("Tab"); // left: the form saves what it holds (the name is not in it)
    while ((await waiting()) > 0) await answerOldest();
    await redraw();
    await expect.poll(() => note.inputValue()).toBe("Swimming");
    await page.getByRole("button", { name: "Use note" }).click();
    await expect.poll(() => page.evaluate(() => fieldKeeperPage.notes())).toEqual(["Swimming"]);
    await expect.poll(() => note.inputValue()).toBe("");
    await redraw();
    expect(await note.inputValue()).toBe("");
    expect(await page.evaluate(() => fieldKeeperPage.stored())).toEqual({ bp: 0, sp: 0, mp: 0 });
    await page.close();
  });

  it("shows the stored value again once a save on its way is refused", async () => {
    await openSheet();
    await page.evaluate(() => fieldKeeperPage.refuseNextSave());
    await field("BP").fill("3");
    await page.keyboard.press("Tab");
    await answerOldest(); // refused: the sheet is drawn again from what is stored
    await expect.poll(() => field("BP").inputValue()).toBe("0");
    expect(await page.evaluate(() => fieldKeeperPage.warnings())).toEqual(["DECKBOUND.Foundry.Item.Refused"]);
    await page.close();
  });
});
