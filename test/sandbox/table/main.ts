/**
 * The sandbox's table page: pick a ruleset and start a fresh world; the world runs in the server
 * (server.ts) with one seat per user — the GM, Ann and Bob, and Cora, an assistant GM, when the picker
 * asks for her — each its own client in an iframe; the
 * seat tabs switch which one you play (the others keep running, as other people's browsers would).
 * Reset world throws the world away and starts the same ruleset afresh.
 */
import strings from "../lang/en.json";
import type { SeatMessage, SeatUser } from "../protocol.ts";
import { SANDBOX_RULESETS } from "../rulesets.ts";
import { cardArtUrls } from "../system-files.ts";
import { SandboxServer } from "./server.ts";

const TABLE_USERS: readonly SeatUser[] = [
  { id: "sandboxGamemastr", name: "Gamemaster", role: "GAMEMASTER" },
  { id: "sandboxPlayerAnn", name: "Ann", role: "PLAYER" },
  { id: "sandboxPlayerBob", name: "Bob", role: "PLAYER" },
];
/** Seated when the picker's "Assistant GM seat" is ticked: a GM who is not the active GM while the Gamemaster is connected. */
const ASSISTANT: SeatUser = { id: "sandboxAssistant", name: "Cora", role: "ASSISTANT" };
let USERS: readonly SeatUser[] = TABLE_USERS;

const text = strings.SANDBOX.Table;
const format = (template: string, data: Record<string, string>) => template.replace(/{(\w+)}/g, (_, key: string) => data[key] ?? "");

const picker = document.querySelector<HTMLFormElement>("#world-picker") as HTMLFormElement;
const select = picker.querySelector<HTMLSelectElement>("select") as HTMLSelectElement;
const seedInput = picker.querySelector<HTMLInputElement>("input[name=seed]") as HTMLInputElement;
const delayInput = picker.querySelector<HTMLInputElement>("input[name=delay]") as HTMLInputElement;
const assistantInput = picker.querySelector<HTMLInputElement>("input[name=assistant]") as HTMLInputElement;
const seatsBar = document.querySelector<HTMLElement>("#seats") as HTMLElement;
const resetButton = document.querySelector<HTMLButtonElement>("#reset") as HTMLButtonElement;
const status = document.querySelector<HTMLElement>("#world-status") as HTMLElement;
const stage = document.querySelector<HTMLElement>("#stage") as HTMLElement;
const problems = document.querySelector<HTMLElement>("#problems") as HTMLElement;
const problemList = problems.querySelector<HTMLOListElement>("ol") as HTMLOListElement;

for (const ruleset of SANDBOX_RULESETS) select.append(new Option(ruleset.name, ruleset.id));

let server: SandboxServer | undefined;
/** How many worlds this page has started: a late answer from an earlier one changes nothing. */
let worlds = 0;
const frames = new Map<string, HTMLIFrameElement>();
let current = USERS[0] as SeatUser;

window.addEventListener("message", (event: MessageEvent<SeatMessage>) => {
  if (server && event.source) server.receive(event.source as Window, event.data);
});

function seatFrame(user: SeatUser): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.title = format(text.SeatTitle, { name: user.name });
  frame.src = "./seat.html";
  frame.hidden = user !== current;
  stage.append(frame);
  frames.set(user.id, frame);
  // The frame's window stays the same object through its navigation: connect it before it can speak.
  server?.connect(frame.contentWindow as Window, user);
  return frame;
}

function showSeat(user: SeatUser): void {
  current = user;
  for (const [id, frame] of frames) frame.hidden = id !== user.id;
  for (const tab of seatsBar.querySelectorAll<HTMLButtonElement>("[role=tab]"))
    tab.setAttribute("aria-selected", String(tab.dataset["user"] === user.id));
}

function seatTabs(): void {
  seatsBar.replaceChildren();
  for (const user of USERS) {
    const tab = document.createElement("button");
    tab.type = "button";
    tab.setAttribute("role", "tab");
    tab.dataset["user"] = user.id;
    const label = { GAMEMASTER: text.GmSeat, ASSISTANT: text.AssistantSeat, PLAYER: "{name}" }[user.role];
    tab.textContent = format(label, { name: user.name });
    tab.disabled = true;
    tab.addEventListener("click", () => showSeat(user));
    seatsBar.append(tab);
  }
  showSeat(current);
}

/** Whatever went wrong in any seat stays listed on the table until the world is started again. */
function showProblem(user: SeatUser, message: string): void {
  listProblem(format(text.Problem, { name: user.name, message }));
}

function listProblem(line: string): void {
  const item = document.createElement("li");
  item.textContent = line;
  problemList.append(item);
  problems.hidden = false;
}

/** What went wrong in the page itself stays listed in every world. */
const pageProblems: string[] = [];

/**
 * Every card face and the back, loaded and decoded once for the whole page, as a browser that has
 * played a while holds them. The seats are frames of this page and share its memory cache, so a
 * card dealt later shows at once, never as an empty frame while its picture loads (screenshots
 * caught the Director's competition cards blank). Once per page, not once per seat and world: that
 * was a fifth of a world start's browser CPU.
 */
const warmed: HTMLImageElement[] = [];
const cardArtWarmed = Promise.all(
  cardArtUrls().map(async (url) => {
    const image = new Image();
    image.src = url;
    warmed.push(image);
    await image.decode().catch(() => {
      pageProblems.push(format(text.ArtMissing, { url }));
      listProblem(format(text.ArtMissing, { url }));
    });
  }),
);

function startWorld(rulesetId: string): void {
  const ruleset = SANDBOX_RULESETS.find((r) => r.id === rulesetId) ?? (SANDBOX_RULESETS[0] as (typeof SANDBOX_RULESETS)[number]);
  server?.disconnectAll();
  for (const frame of frames.values()) frame.remove();
  frames.clear();
  USERS = assistantInput.checked ? [...TABLE_USERS, ASSISTANT] : TABLE_USERS;
  current = USERS[0] as SeatUser;
  problemList.replaceChildren();
  problems.hidden = true;
  for (const problem of pageProblems) listProblem(problem);
  document.body.dataset["ruleset"] = ruleset.id;
  status.textContent = format(text.Preparing, { ruleset: ruleset.name });
  let ready = 0;
  const world = ++worlds;
  const seed = seedInput.value.trim() === "" ? undefined : Number(seedInput.value);
  const delay = Number(delayInput.value);
  server = new SandboxServer(
    USERS,
    ruleset.id,
    Number.isSafeInteger(seed) ? seed : undefined,
    Number.isFinite(delay) ? Math.min(5000, Math.max(0, delay)) : 0,
    (user) => {
      seatsBar.querySelector<HTMLButtonElement>(`[data-user="${user.id}"]`)?.removeAttribute("disabled");
      // The GM's seat prepares the world; the players join it once it is there.
      if (user.role === "GAMEMASTER") for (const player of USERS.filter((u) => u.role !== "GAMEMASTER")) seatFrame(player);
      if (++ready === USERS.length)
        void cardArtWarmed.then(() => {
          if (world === worlds) status.textContent = format(text.Ready, { ruleset: ruleset.name });
        });
    },
    (user, error) => {
      status.textContent = format(text.Failed, { name: user.name, error });
    },
    showProblem,
  );
  seatTabs();
  resetButton.hidden = false;
  seatFrame(USERS[0] as SeatUser);
}

picker.addEventListener("submit", (event) => {
  event.preventDefault();
  startWorld(select.value);
});
resetButton.addEventListener("click", () => startWorld(document.body.dataset["ruleset"] ?? select.value));
