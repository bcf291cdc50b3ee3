/**
 * First-action bench (Step 18): in the sandbox table, the wall time from an action's OK to the card
 * with its odds in the seat that clicked it, for the first action of a fresh world and for the
 * second. The first used to wait on the deferred card code, chunk after chunk, on the GM's client
 * and then on the player's (190–240 ms against 13–16 ms); once the world is ready and a client is
 * idle it loads that code at once, and runs the ruleset's `whenIdle` (a Director world computes one
 * competition's odds) (src/foundry/chat/procedure-loader.ts `preloadWhenIdle`).
 *
 * Each sample is a fresh world of Deck of Adventures: the GM reveals a Target Card, Ann opens The
 * Face, makes a Bluffing check (the first), draws it, then makes a second one; and a fresh world of
 * the Director's rules: the Director creates two NPCs, the Thug competes from his sheet and the
 * Director joins with the Guard (the world's first odds: two competitors sharing the enemy deck),
 * twice. Each time is taken inside the seat that clicks OK (the click event to the moment the card
 * shows its odds), so the browser driver's own waits do not count. Used by scripts/bench.mjs
 * (through vite's module runner) with a built system and sandbox.
 */
import type { Frame, FrameLocator, Locator, Page } from "playwright-core";
import { launchBrowser } from "../test/browser/chromium.ts";

export interface FirstActionTimes {
  /** Milliseconds from OK to the card with its odds, per fresh world. */
  readonly first: readonly number[];
  readonly second: readonly number[];
}

const READY = /the world is ready/;
const CHECK_CARD = "Bluffing check";
const ODDS = /% to succeed/;
const COMPETITION_CARD = "Competition";
const WIN_ODDS = /% to win/;

/** The two actions timed: a Deck of Adventures check and a Director's competition. */
export interface FirstActions {
  readonly check: FirstActionTimes;
  readonly competition: FirstActionTimes;
}

/** `worlds` fresh worlds of each ruleset at the sandbox served at `sandboxUrl`, each timed once for its first action and once for its second. */
export async function firstActionTimes(sandboxUrl: string, worlds: number): Promise<FirstActions> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.setDefaultTimeout(60_000);
    await page.goto(sandboxUrl);
    const check = { first: [] as number[], second: [] as number[] };
    const competition = { first: [] as number[], second: [] as number[] };
    for (let world = 0; world < worlds; world++) {
      await startWorld(page, "Deck of Adventures");
      await revealTargetCard(page);
      const ann = await seat(page, "Ann");
      check.first.push(await timedCheck(page, ann, 1));
      await drawLatestCard(page, 1);
      check.second.push(await timedCheck(page, ann, 2));
      await noProblems(page);
      await startWorld(page, "The Director's poker-deck rules");
      const gm = await seat(page, "Gamemaster");
      await createNpc(page, "Thug");
      await createNpc(page, "Guard");
      competition.first.push(await timedCompetition(page, gm, 1));
      competition.second.push(await timedCompetition(page, gm, 2));
      await noProblems(page);
    }
    return { check, competition };
  } finally {
    await browser.close();
  }
}

async function noProblems(page: Page): Promise<void> {
  const problems = await page.getByRole("log", { name: "Problems at this table" }).getByRole("listitem").allInnerTexts();
  if (problems.length > 0) throw new Error(`problems at the sandbox table: ${problems.join("; ")}`);
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
  const gm = seatView(page, "Gamemaster");
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

/** What that person's seat shows. */
function seatView(page: Page, name: string): FrameLocator {
  return page.getByTitle(`${name}'s seat`).contentFrame();
}

/** Open that character's sheet from the seat's Actors directory; the sheet's dialog. */
async function openSheet(view: FrameLocator, name: string): Promise<Locator> {
  await view.getByRole("tab", { name: "Actors" }).click();
  await view.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name, exact: true }).click();
  return view.getByRole("dialog", { name });
}

/**
 * Ann opens The Face, presses Bluffing and OK; resolves to the milliseconds, measured in her seat,
 * from the OK's click to the `count`th Bluffing check card showing its odds.
 */
async function timedCheck(page: Page, ann: Frame, count: number): Promise<number> {
  const view = seatView(page, "Ann");
  const sheet = await openSheet(view, "The Face");
  await view.getByRole("tab", { name: "Chat" }).click();
  await sheet.getByRole("button", { name: "Bluffing", exact: true }).click();
  const ok = view.getByRole("dialog", { name: "Make a check" }).getByRole("button", { name: "OK" });
  await ok.waitFor();
  const ms = await timedOk(ann, ok, { dialog: "Make a check", card: CHECK_CARD, odds: ODDS.source, count });
  await sheet.getByRole("button", { name: "Close window" }).click();
  return ms;
}

/** The Director creates a non-player character from Create Actor; it shows in the Actors directory. */
async function createNpc(page: Page, name: string): Promise<void> {
  const gm = seatView(page, "Gamemaster");
  await gm.getByRole("tab", { name: "Actors" }).click();
  await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name: "Create Actor" }).click();
  const create = gm.getByRole("dialog", { name: "Create Actor" });
  await create.getByRole("textbox", { name: "Name" }).fill(name);
  await create.getByRole("combobox", { name: "Type" }).selectOption({ label: "Non-player character" });
  await create.getByRole("button", { name: "OK" }).click();
  await gm.getByRole("tabpanel", { name: "Actors" }).getByRole("button", { name, exact: true }).waitFor();
}

/**
 * The Thug competes from his sheet and the Director joins the competition with the Guard, both
 * drawing from the enemy deck. Resolves to the milliseconds, measured in the Director's seat, from
 * the join's OK to the `count`th competition card showing both competitors' odds.
 */
async function timedCompetition(page: Page, gmFrame: Frame, count: number): Promise<number> {
  const gm = seatView(page, "Gamemaster");
  const sheet = await openSheet(gm, "Thug");
  await sheet.getByRole("button", { name: "Compete with Body" }).click();
  await gm.getByRole("dialog", { name: "Enter the competition" }).getByRole("button", { name: "OK" }).click();
  await sheet.getByRole("button", { name: "Close window" }).click();
  await gm.getByRole("tab", { name: "Chat" }).click();
  const card = gm
    .getByRole("article")
    .filter({ hasText: COMPETITION_CARD })
    .nth(count - 1);
  await card.getByRole("button", { name: "Join with Spirit" }).click();
  const join = gm.getByRole("dialog", { name: "Enter the competition" });
  await join.getByRole("combobox", { name: "Who joins" }).selectOption({ label: "Guard" });
  return timedOk(gmFrame, join.getByRole("button", { name: "OK" }), {
    dialog: "Enter the competition",
    card: COMPETITION_CARD,
    odds: WIN_ODDS.source,
    count,
  });
}

/** What timedOk waits for: `count` cards reading `card` and matching `odds`, after an OK in the dialog reading `dialog`. */
interface TimedCard {
  readonly dialog: string;
  readonly card: string;
  readonly odds: string;
  readonly count: number;
}

/**
 * Clicks `ok`; resolves to the milliseconds, measured in the seat's frame, from the click reaching
 * that seat's dialog to the `count`th card with its odds (the browser driver's waits do not count).
 */
async function timedOk(seatFrame: Frame, ok: Locator, wanted: TimedCard): Promise<number> {
  const elapsed = seatFrame.evaluate(
    ({ dialog, card, odds, count }) =>
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
            if ((event.target as Element | null)?.closest?.("dialog, [role=dialog]")?.textContent?.includes(dialog)) {
              pressed = performance.now();
              observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
            }
          },
          { capture: true, once: true },
        );
      }),
    wanted,
  );
  await ok.click();
  return elapsed;
}

/** Ann draws the `count`th Bluffing check card, so the next check starts on a settled table. */
async function drawLatestCard(page: Page, count: number): Promise<void> {
  const card = seatView(page, "Ann")
    .getByRole("article")
    .filter({ hasText: CHECK_CARD })
    .nth(count - 1);
  await card.getByRole("button", { name: "Draw", exact: true }).click();
  await card.getByRole("button", { name: "Draw", exact: true }).waitFor({ state: "detached" });
}
