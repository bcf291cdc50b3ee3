/**
 * A person's moves around an encounter at the sandbox table, the same in every ruleset: the GM puts
 * fighters into the combat from the scene and begins it in the combat tracker; anyone reads the
 * newest chat card of a kind, and a fighter's row on a combat card. And Deck of Adventures' GM
 * revealing a Target Card from the GM's table tool.
 */
import type { FrameLocator, Locator } from "playwright-core";
import { shows } from "./sight.ts";

/** The GM adds each fighter to the combat (waiting until the scene shows it in), begins it in the tracker and opens the chat. */
export async function beginCombat(gm: FrameLocator, fighters: readonly string[]): Promise<void> {
  for (const name of fighters) {
    await gm.getByRole("button", { name: `Add ${name} to the combat` }).click();
    await shows(gm.getByRole("button", { name: `Remove ${name} from the combat` }));
  }
  await gm.getByRole("tab", { name: "Combat" }).click();
  await gm.getByRole("button", { name: "Begin combat" }).click();
  await gm.getByRole("tab", { name: "Chat" }).click();
}

/** The newest chat card headed `title` in a seat's chat (the Chat tab opened first). */
export async function chatCard(seat: FrameLocator, title: string): Promise<Locator> {
  await seat.getByRole("tab", { name: "Chat" }).click();
  return seat
    .getByRole("article")
    .filter({ has: seat.getByRole("heading", { name: title, exact: true }) })
    .last();
}

/** A fighter's row on a combat card, by the name it shows (not the other rows that mention that fighter). */
export function fighterRow(seat: FrameLocator, card: Locator, name: string): Locator {
  return card.getByRole("listitem").filter({ has: seat.getByText(name, { exact: true }) });
}

/**
 * Deck of Adventures: the GM names who Blinded / Deafened the fighter of `row` and the caster's
 * spell-casting attribute, both by their labels, in the dialog its "Blinded / Deafened by…" opens [DOA-16].
 */
export async function nameCaster(gm: FrameLocator, row: Locator, caster: string, attribute: string): Promise<void> {
  await row.getByRole("button", { name: "Blinded / Deafened by…" }).click();
  const dialog = gm.getByRole("dialog", { name: "Blinded / Deafened: who casts it" });
  await dialog.getByRole("combobox", { name: "Caster" }).selectOption({ label: caster });
  await dialog.getByRole("combobox", { name: "Spell-casting attribute" }).selectOption({ label: attribute });
  await dialog.getByRole("button", { name: "OK" }).click();
}

/** Deck of Adventures: the GM opens the GM's table tool from the scene controls and reveals a Target Card there; the tool. */
export async function revealTargetCard(gm: FrameLocator): Promise<Locator> {
  await gm.getByRole("navigation", { name: "Scene controls" }).getByRole("button", { name: "GM's table (Deck of Adventures)" }).click();
  const tool = gm.getByRole("dialog", { name: "GM's table (Deck of Adventures)" });
  await tool.getByRole("button", { name: "Reveal a Target Card" }).click();
  return tool;
}
