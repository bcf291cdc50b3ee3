/**
 * What a playthrough needs to sit at the sandbox table: the browser the global setup started (one
 * for all playthrough files, one window per worker), the sandbox page, and a person's moves that
 * are not about any ruleset — start a world of a ruleset by its name, sit in someone's seat,
 * take a screenshot. Everything else a playthrough does is clicks and reading, in its own file.
 */
import { chromium, type Browser, type FrameLocator, type Page } from "playwright-core";
import { afterEach, beforeAll, expect, inject } from "vitest";
import { screenshotPath } from "../browser/chromium.ts";

/** Cora, an assistant GM, is seated only in a world started with `assistant: true`. */
export type SeatName = "Gamemaster" | "Ann" | "Bob" | "Cora";

export interface SandboxTable {
  readonly page: Page;
  /**
   * Pick the ruleset by the name the picker shows and start a fresh world; wait until it is ready.
   * With a `seed` the table's shuffles and draws come out the same every time; without, at random.
   * With a `delay` (ms) every message from the table reaches the seats that late, as over a slow connection
   * (without one, the LAG environment variable's, if set). With `assistant`, Cora sits at the table
   * too, an assistant GM beside the Gamemaster (who stays the active GM).
   */
  start(ruleset: string, options?: { seed?: number; delay?: number; assistant?: boolean }): Promise<void>;
  /** Press Reset world and wait for the fresh world. */
  reset(): Promise<void>;
  /** Switch to that person's seat; returns what that seat's screen shows. */
  sit(name: SeatName): Promise<FrameLocator>;
  /** Save what the page shows to test/screenshots/<name>.png. */
  screenshot(name: string): Promise<void>;
}

const READY = /the world is ready/;

/**
 * `LAG=150 npm test`: every world a playthrough starts without a lag of its own is played as over a
 * slow connection, every message from the table reaching the seats that late (Step 17).
 */
const LAG = process.env["LAG"] ? Number(process.env["LAG"]) : undefined;
if (LAG !== undefined && !(Number.isInteger(LAG) && LAG >= 0))
  throw new Error(`LAG must be a whole number of milliseconds, not "${process.env["LAG"]}"`);

export interface SandboxOptions {
  readonly viewport?: { readonly width: number; readonly height: number };
  /**
   * Where the table is served: by the project's own server (`npm start`'s, the default); as the
   * static site on a plain static file server (test/sandbox/global-setup.ts); or on a host name the
   * browser does not count as secure (plain HTTP, not localhost), so that every seat is an insecure
   * context, without WebCrypto, as a player's browser is on a Foundry served over plain HTTP from
   * another machine.
   */
  readonly served?: "project" | "static" | "insecure";
}

const SERVED = { project: "sandboxUrl", static: "staticSandboxUrl", insecure: "insecureSandboxUrl" } as const;

/**
 * The window a playthrough file plays in. A playthrough worker runs its files one after another in
 * one process (isolate: false, vitest.config.ts), so the window outlives a file: the next file
 * resizes it and loads the sandbox afresh in it, a new page load leaving nothing of the last world
 * behind (the sandbox keeps nothing in the browser's storage). A new connection, context and page
 * per file cost about 1.3 CPU-s each: npm test took 809 CPU-s with the kept window, about 940 without
 * (Step 17: npm test ≤ 8 minutes).
 * The browser server closes every window at the end of the run (test/sandbox/global-setup.ts).
 */
let kept: { browser: Browser; page: Page } | undefined;

async function keptWindow(): Promise<Page> {
  if (kept?.browser.isConnected() && !kept.page.isClosed()) return kept.page;
  const browser = await chromium.connect(inject("browserEndpoint"));
  const page = await (await browser.newContext()).newPage();
  // A page whose renderer crashed stays open but answers nothing: the next file opens a new one.
  page.once("crash", () => {
    if (kept?.page === page) kept = undefined;
  });
  kept = { browser, page };
  return page;
}

export function useSandbox({ viewport = { width: 1400, height: 900 }, served = "project" }: SandboxOptions = {}): SandboxTable {
  let page: Page | undefined;

  beforeAll(async () => {
    page = await keptWindow();
    page.setDefaultTimeout(40_000);
    await page.setViewportSize(viewport);
    await page.goto(inject(SERVED[served]));
  }, 180_000);

  /**
   * The table lists whatever went wrong in any seat (an uncaught error, a console error, an error
   * notification) until the world starts again: read it after each test and before a world is
   * thrown away, so no problem passes unseen between two looks.
   */
  const noProblems = async () => {
    if (!page) return;
    const problems = await page.getByRole("log", { name: "Problems at this table" }).getByRole("listitem").allInnerTexts();
    expect(problems, "problems listed at the sandbox table").toEqual([]);
  };
  afterEach(noProblems);

  const current = (): Page => {
    if (!page) throw new Error("the sandbox page is not open yet");
    return page;
  };
  const waitForWorld = async () => {
    await expect.poll(() => current().getByRole("status").textContent(), { timeout: 30_000 }).toMatch(READY);
  };

  return {
    get page() {
      return current();
    },
    async start(ruleset, options = {}) {
      await noProblems();
      await current().getByLabel("Ruleset").selectOption({ label: ruleset });
      await current()
        .getByRole("spinbutton", { name: "Shuffle seed" })
        .fill(options.seed === undefined ? "" : String(options.seed));
      const delay = options.delay ?? LAG;
      await current()
        .getByRole("spinbutton", { name: "Lag (ms)" })
        .fill(delay === undefined ? "" : String(delay));
      await current()
        .getByRole("checkbox", { name: "Assistant GM seat" })
        .setChecked(options.assistant ?? false);
      await current().getByRole("button", { name: "Start a new world" }).click();
      await waitForWorld();
    },
    async reset() {
      await noProblems();
      await current().getByRole("button", { name: "Reset world" }).click();
      await waitForWorld();
    },
    async sit(name) {
      await current()
        .getByRole("tab", { name: new RegExp(`^${name}`) })
        .click();
      return current().getByTitle(`${name}'s seat`).contentFrame();
    },
    async screenshot(name) {
      await seatShownWhole(current());
      // Finite CSS animations (a card flipping as it is dealt) are run to their end: a shot shows the table at rest.
      await current().screenshot({ path: screenshotPath(`${name}.png`), animations: "disabled" });
    },
  };
}

/**
 * Before a screenshot, the seat on screen shows as a person sees it: not scrolled (its page's top at
 * the screen's top) and every window whole on the screen, its bottom above the screen's.
 */
async function seatShownWhole(page: Page): Promise<void> {
  const seat = page.locator('iframe[title$="\'s seat"]:visible');
  const screen = await seat.boundingBox();
  if (!screen) throw new Error("no seat is on screen");
  const inside = seat.contentFrame();
  const top = (await inside.locator("body").boundingBox())?.y;
  expect(top, "the seat's page is scrolled").toBe(screen.y);
  for (const window of await inside.locator(".sandbox-window").all()) {
    const box = await window.boundingBox();
    if (!box) continue;
    const title = await window.getAttribute("aria-label");
    expect(box.y + box.height, `the window "${title}" reaches below the screen`).toBeLessThanOrEqual(screen.y + screen.height);
  }
}
