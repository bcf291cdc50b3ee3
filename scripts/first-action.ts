/**
 * First-action bench (Step 18): in the sandbox table, the wall time from the OK of a player's check
 * dialog to the card with its odds in that player's seat, for the first check of a fresh world and
 * for the second. The first used to wait on the deferred card code, chunk after chunk, on the GM's
 * client and then on the player's (190–240 ms against 13–16 ms); once the world is ready and a
 * client is idle it loads that code at once (src/foundry/chat/procedure-loader.ts `preloadWhenIdle`).
 *
 * Each sample is a fresh world of Deck of Adventures: the GM reveals a Target Card, Ann opens The Face, makes a Bluffing check
 * (the first), draws it, then makes a second one. Both times are taken inside Ann's seat (the OK's
 * click event to the moment the new card shows its odds), so the browser driver's own waits do not
 * count. Used by scripts/bench.mjs (through vite's module runner) with a built system and sandbox.
 */
import type { Frame, Page } from "playwright-core";
import { launchBrowser } from "../test/browser/chromium.ts";

export interface FirstActionTimes {
  /** Milliseconds from OK to the card with its odds, per fresh world. */
  readonly first: readonly number[];
  readonly second: readonly number[];
}

const READY = /the world is ready/;
const CHECK_CARD = "Bluffing check";
const ODDS = /% to succeed/;

/** `worlds` fresh worlds at the sandbox served at `sandboxUrl`, each timed once for its first and once for its second check. */
export async function firstActionTimes(sandboxUrl: string, worlds: number): Promise<FirstActionTimes> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.setDefaultTimeout(60_000);
    await page.goto(sandboxUrl);
    const first: number[] = [];
    const second: number[] = [];
    for (let world = 0; world < worlds; world++) {
      await startWorld(page, "Deck of Adventures");
      await revealTargetCard(page);
      const ann = await seat(page, "Ann");
      first.push(await timedCheck(page, ann, 1));
      await drawLatestCard(page, 1);
      second.push(await timedCheck(page, ann, 2));
      const problems = await page.getByRole("log", { name: "Problems at this table" }).getByRole("listitem").allInnerTexts();
      if (problems.length > 0) throw new Error(`problems at the sandbox table: ${problems.join("; ")}`);
    }
    return { first, second };
  } finally {
    await browser.close();
  }
}

async function startWorld(page: Page, ruleset: string): Promise<void> {
  await page.getByLabel("Ruleset").selectOption({ label: ruleset });
  await page.getByRole("spinbutton", { name: "Shuffle seed" }).fill("");
  await page.getByRole("button", { name: "Start a new world" }).click();
  await page.getByRole("status").filter({ hasText: READY }).waitFor();
}

/** The GM reveals a Target Card from the GM's table tool (a check is made against it). */
async function revealTargetCard(page: Page): Promise<void> {
  await seat(page, "Gamemaster");
  const gm = page.getByTitle("Gamemaster's seat").contentFrame();
  await gm.getByRole("navigation", { name: "Scene controls" }).getByRole("button", { name: "GM's table (Deck of Adventures)" }).click();
  const tool = gm.getByRole("dialog", { name: "GM's table (Deck of Adventures)" });
  await tool.getByRole("button", { name: "Reveal a Target Card" }).click();
  await tool.getByRole("heading", { name: "Target Cards on the GM's table 1" }).waitFor();
}

/** Sit in that person's seat; the seat's frame. */
async function seat(page: Page, name: string): Promise<Frame> {
  await page.getByRole("tab", { name: new RegExp(`^${name}`) }).click();
  const frame = await page.getByTitle(`${name}'s seat`).elementHandle();
  const content = await frame?.contentFrame();
  if (!content) throw new Error(`${name}'s seat has no frame`);
  return content;
}

/**
 * Ann opens The Face, presses Bluffing and OK; resolves to the milliseconds, measured in her seat,
 * from the OK's click to the `count`th Bluffing check card showing its odds.
 */
async function timedCheck(page: Page, ann: Frame, count: number): Promise<number> {
  const seatView = page.getByTitle("Ann's seat").contentFrame();
  await seatView.getByRole("tab", { name: "Actors" }).click();
  await seatView.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "The Face" }).click();
  const sheet = seatView.getByRole("dialog", { name: "The Face" });
  await seatView.getByRole("tab", { name: "Chat" }).click();
  await sheet.getByRole("button", { name: "Bluffing", exact: true }).click();
  const ok = seatView.getByRole("dialog", { name: "Make a check" }).getByRole("button", { name: "OK" });
  await ok.waitFor();
  const elapsed = ann.evaluate(
    ({ card, odds, count }) =>
      new Promise<number>((resolve) => {
        let pressed = 0;
        const shown = () =>
          [...document.querySelectorAll("article")].filter(
            (article) => article.textContent?.includes(card) && new RegExp(odds).test(article.textContent ?? ""),
          ).length >= count;
        const observer = new MutationObserver(() => {
          if (pressed && shown()) {
            observer.disconnect();
            resolve(performance.now() - pressed);
          }
        });
        document.addEventListener(
          "click",
          (event) => {
            if ((event.target as Element | null)?.closest?.("dialog, [role=dialog]")?.textContent?.includes("Make a check")) {
              pressed = performance.now();
              observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
            }
          },
          { capture: true, once: true },
        );
      }),
    { card: CHECK_CARD, odds: ODDS.source, count },
  );
  await ok.click();
  const ms = await elapsed;
  await sheet.getByRole("button", { name: "Close window" }).click();
  return ms;
}

/** Ann draws the `count`th Bluffing check card, so the next check starts on a settled table. */
async function drawLatestCard(page: Page, count: number): Promise<void> {
  const seatView = page.getByTitle("Ann's seat").contentFrame();
  const card = seatView
    .getByRole("article")
    .filter({ hasText: CHECK_CARD })
    .nth(count - 1);
  await card.getByRole("button", { name: "Draw", exact: true }).click();
  await card.getByRole("button", { name: "Draw", exact: true }).waitFor({ state: "detached" });
}
