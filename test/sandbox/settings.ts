/**
 * The sandbox's world settings as the GM works them: a checkbox of the sidebar's Settings tab, in its
 * group "This world's settings", ticked or cleared (the setting saves on change).
 */
import type { FrameLocator, Locator } from "playwright-core";
import { expect } from "vitest";

/** One of this world's settings, by its name, on the GM's Settings tab (opened). */
export async function worldSetting(gm: FrameLocator, name: string): Promise<Locator> {
  await gm.getByRole("tab", { name: "Settings" }).click();
  return gm.getByRole("group", { name: "This world's settings" }).getByRole("checkbox", { name });
}

/** The GM turns one of this world's settings on or off, and sees it so. */
export async function setWorldSetting(gm: FrameLocator, name: string, on: boolean): Promise<void> {
  const setting = await worldSetting(gm, name);
  await setting.setChecked(on);
  await expect.poll(() => setting.isChecked()).toBe(on);
}
