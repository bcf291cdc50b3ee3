/**
 * What a person sees, as assertions that wait a moment as a person would (the page answers after
 * the server's round trip): something shown, how many of something, the text shown.
 */
import type { Locator } from "playwright-core";
import { expect } from "vitest";

// Generous: on a loaded two-core machine several seats and playthrough files share the CPU.
const PATIENCE = { timeout: 40_000 };

/** The locator is shown (the first match). */
export async function shows(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: "visible", ...PATIENCE });
}

/** Exactly `count` of them are on the page. */
export async function showsCount(locator: Locator, count: number): Promise<void> {
  await expect.poll(() => locator.count(), PATIENCE).toBe(count);
}

/** More than `count` of them are on the page (cards a draw adds to those already there). */
export async function showsMoreThan(locator: Locator, count: number): Promise<void> {
  await expect.poll(() => locator.count(), PATIENCE).toBeGreaterThan(count);
}

/** Its text (the first match's) matches. */
export async function showsText(locator: Locator, text: RegExp | string): Promise<void> {
  await expect.poll(() => locator.first().innerText(), PATIENCE).toMatch(text);
}

/** Nothing of it is shown. */
export async function showsNone(locator: Locator): Promise<void> {
  await showsCount(locator, 0);
}

/** It is not shown: hidden on the page (a form's line for another choice), or not there at all. */
export async function showsHidden(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: "hidden", ...PATIENCE });
}

/** It shows whole in the scrolling list around it (a chat log): its top and bottom edges are inside the list's view. */
export async function showsWhole(item: Locator, list: Locator): Promise<void> {
  await shows(item);
  const [box, view] = await Promise.all([item.first().boundingBox(), list.boundingBox()]);
  expect(
    box && view && box.y >= view.y - 1 && box.y + box.height <= view.y + view.height + 1,
    `shown whole in the list ${JSON.stringify([box, view])}`,
  ).toBe(true);
}

/**
 * Odds as the table shows them, for a pattern that reads any odds: "42.3%", a certain "100%", an
 * impossible "0%", and what is only near either, "> 99.9%" / "< 0.1%". (No group: wrap it to capture.)
 */
export const ODDS = String.raw`(?:0%|100%|\d{1,2}\.\d%|< 0\.1%|> 99\.9%)`;
