/**
 * Deck of Adventures' characters at the sandbox table, by clicks only: the GM makes a Bystander
 * and a Companion from Create Actor and edits them on their sheets (a Bystander's maximum Health,
 * a Companion's Dealer, base speed, background, role and notes); a value the rules do not allow is
 * refused with a readable message; a Vulnerability The Face takes yields experience during Character
 * Creation, and none once the GM has ended it. Ann then makes a check with the DR and hand she picks.
 */
import { describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { shows, showsNone, showsText } from "../sandbox/sight.ts";
import { useSandbox } from "../sandbox/table-session.ts";
import { revealTargetCard } from "../sandbox/encounter.ts";
import { createActor, enter, openSheet } from "../sandbox/sheets.ts";

const table = useSandbox();

type Seat = Awaited<ReturnType<typeof table.sit>>;

/** The GM creates an actor of a type from Create Actor and opens its sheet in edit mode. */
async function createForEditing(gm: Seat, name: string, type: string): Promise<Locator> {
  const sheet = await createActor(gm, name, type);
  await sheet.getByRole("button", { name: "Edit" }).click();
  return sheet;
}

/** Type a value into a field and leave it, as a user does: the sheet saves on change. */
describe("Deck of Adventures characters at the table", () => {
  it("[T-DOA-01] The GM makes a Bystander (maximum Health 1–3, no Fate Cards or Vulnerabilities) and a Companion following The Face, and edits speed, background, role and notes; bad values are refused; The Face's Vulnerabilities yield experience only during Character Creation", async () => {
    await table.start("Deck of Adventures");
    const gm = await table.sit("Gamemaster");

    const tam = await createForEditing(gm, "Old Tam", "Bystander");
    // A Bystander holds no Fate Cards and has no Vulnerabilities [DOA-21]: neither is on the sheet.
    await shows(tam.getByRole("heading", { name: "Weapons", exact: true }));
    await showsNone(tam.getByRole("heading", { name: "Vulnerabilities", exact: true }));
    await showsNone(tam.getByRole("button", { name: /Vulnerability/ }));
    await showsNone(tam.getByRole("heading", { name: /^Fate Cards/ }));
    const max = tam.getByRole("spinbutton", { name: "Maximum Health (1–3)" });
    await enter(max, "3");
    await expect.poll(() => tam.getByRole("spinbutton", { name: "Maximum Health (1–3)" }).inputValue()).toBe("3");
    await enter(tam.getByRole("spinbutton", { name: "Maximum Health (1–3)" }), "4");
    await showsText(gm.getByRole("alert").last(), /Health.* must be a whole number from 1 to 3: nothing was saved/);
    await expect.poll(() => tam.getByRole("spinbutton", { name: "Maximum Health (1–3)" }).inputValue()).toBe("3");
    await enter(tam.getByRole("spinbutton", { name: "Base speed" }), "4");
    await enter(tam.getByRole("textbox", { name: "Role" }), "Ferryman");
    await enter(tam.getByRole("textbox", { name: "Notes" }), "Knows the river. <b>Owes</b> nobody.");
    await tam.getByRole("button", { name: "Play" }).click();
    await shows(tam.getByText("Ferryman"));
    await shows(tam.getByText("Knows the river. <b>Owes</b> nobody."));
    await table.screenshot("sandbox-doa-bystander");
    await tam.getByRole("button", { name: "Close window" }).click();

    const pip = await createForEditing(gm, "Pip", "Companion");
    await showsNone(pip.getByRole("heading", { name: "Vulnerabilities", exact: true }));
    await pip.getByRole("combobox", { name: "Dealer" }).selectOption({ label: "The Face" });
    await expect
      .poll(() => pip.getByRole("combobox", { name: "Dealer" }).getByRole("option", { selected: true }).textContent())
      .toBe("The Face");
    await enter(pip.getByRole("textbox", { name: "Background" }), "Street urchin");
    await pip.getByRole("button", { name: "Play" }).click();
    await shows(pip.getByText("Street urchin"));
    await shows(pip.getByText("The Face"));
    // The Face is level 1: a Companion's Health is half the Dealer's level, rounded up [DOA-17].
    await shows(pip.getByText("1/1"));
    await table.screenshot("sandbox-doa-companion");
    await pip.getByRole("button", { name: "Close window" }).click();

    // [DOA-22] Vulnerabilities yield experience "when they are added … during Character Creation".
    await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
    const face = gm.getByRole("dialog", { name: "The Face" });
    await face.getByRole("button", { name: "Edit" }).click();
    const inCreation = face.getByRole("checkbox", { name: "In Character Creation" });
    await expect.poll(() => inCreation.isChecked()).toBe(true);
    const spent = async () =>
      Number(/(-?\d+) of \d+ experience spent/.exec((await face.getByText(/experience spent/).textContent()) ?? "")?.[1]);
    const before = await spent();
    await face.getByRole("button", { name: "Create Vulnerability" }).click();
    const first = gm.getByRole("dialog", { name: "New Vulnerability" });
    await first.getByRole("button", { name: "Close window" }).click();
    await expect.poll(spent).toBe(before - 1);
    await inCreation.uncheck();
    await shows(face.getByText("Character Creation is over: a Vulnerability added now yields no experience."));
    await table.screenshot("sandbox-doa-creation-over");
    await face.getByRole("button", { name: "Create Vulnerability" }).click();
    const later = gm.getByRole("dialog", { name: "New Vulnerability" }).last();
    await expect.poll(() => later.getByRole("checkbox", { name: "Added during Character Creation" }).isChecked()).toBe(false);
    await later.getByRole("button", { name: "Close window" }).click();
    await expect.poll(spent).toBe(before - 1);

    // The Face rises to level 3: Pip's Health, half The Face's level rounded up, follows on Pip's open
    // sheet, and Pip, unhurt, stays unhurt [DOA-17].
    const pipAgain = await openSheet(gm, "Pip");
    await shows(pipAgain.getByText("1/1"));
    await enter(face.getByRole("spinbutton", { name: "Level" }), "3");
    await shows(pipAgain.getByText("2/2"));
  });

  it("[T-DOA-02] [T-CORE-07] Ann checks The Face's Bluffing against the GM's TC with the DR and Lower Hand she sets in the labelled dialog, after the GM rules that attributes do not add to skills: her open sheet follows at once, and the card agrees", async () => {
    await table.reset();
    const ann = await table.sit("Ann");
    const sheet = await openSheet(ann, "The Face");
    const bluffing = sheet.getByRole("listitem").filter({ hasText: "Bluffing" });
    // Conviction +2 and Bluffing's own +2 [DOA-07].
    await shows(bluffing.getByText("+4", { exact: true }));

    const gm = await table.sit("Gamemaster");
    await gm.getByRole("tab", { name: "Settings" }).click();
    await gm
      .getByRole("group", { name: "This world's settings" })
      .getByRole("checkbox", { name: "Deck of Adventures: attributes add to skills" })
      .uncheck();
    await gm.getByRole("tab", { name: "Chat" }).click();
    await revealTargetCard(gm);
    await shows(gm.getByRole("article").filter({ hasText: "Target Card revealed" }));

    await table.sit("Ann");
    await shows(bluffing.getByText("+2", { exact: true }));
    await sheet.getByRole("button", { name: "Bluffing", exact: true }).click();
    const dialog = ann.getByRole("dialog", { name: "Make a check" });
    await dialog.getByRole("spinbutton", { name: "DR" }).fill("5");
    await dialog.getByRole("spinbutton", { name: /Upper|Lower|Hand/ }).fill("-1");
    await dialog.getByRole("button", { name: "OK" }).click();
    await sheet.getByRole("button", { name: "Close window" }).click();

    await ann.getByRole("tab", { name: "Chat" }).click();
    const card = ann.getByRole("article").filter({ hasText: "Bluffing check" });
    await shows(card.getByText("Lower Hand (1)"));
    await shows(card.getByRole("definition").filter({ hasText: /^5$/ }));
    // The card's modifier is the sheet's: Bluffing's own 2.
    await shows(card.getByRole("definition").filter({ hasText: /^2$/ }));
    await table.screenshot("sandbox-doa-check-dr-hand");
  });
});
