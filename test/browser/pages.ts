/**
 * Browser harness pages: the real templates rendered with the real context builders (through the
 * Foundry test runtime, the same way the sheet renders in the integration tests), styled by the
 * compiled system stylesheet, inside a small clean-room Foundry-like frame (frame.css). Each page is
 * self-contained (CSS inline, card art as data URIs) so `npm start`'s preview can serve it as is.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as sass from "sass";
import { backSvg, cardSvg } from "../../scripts/card-art.mjs";
import { createWorld } from "../integration/world.ts";

const STYLES = fileURLToPath(new URL("../../styles", import.meta.url));
/** The system stylesheet, compiled from the same entry the build uses. */
export function compileSystemCss(): string {
  return sass.compile(`${STYLES}/deckbound.scss`, { loadPaths: [STYLES] }).css;
}

const PORTRAIT = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#124e57"/><circle cx="32" cy="24" r="12" fill="#f4efe4"/><path d="M10 60c2-14 12-20 22-20s20 6 22 20z" fill="#f4efe4"/></svg>`;

function dataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** Point Foundry paths at inline art: card faces and back by code, the default portrait. */
function inlineArt(html: string): string {
  return html
    .replace(/systems\/deckbound\/assets\/cards\/([A-Za-z0-9]+)\.svg/g, (_match, code: string) => dataUri(code === "back" ? backSvg() : cardSvg(code)))
    .replaceAll("icons/svg/mystery-man.svg", dataUri(PORTRAIT));
}

function page(title: string, css: string, body: string): string {
  const frame = readFileSync(fileURLToPath(new URL("frame.css", import.meta.url)), "utf8");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${frame}</style><style>${css}</style></head><body>${inlineArt(body)}</body></html>`;
}

function windowFrame(title: string, classes: string, width: number, content: string): string {
  return `<div class="app window-app ${classes}" style="width:${width}px"><header class="window-header"><h1 class="window-title">${title}</h1><span class="header-control" aria-hidden="true">✕</span></header><section class="window-content">${content}</section></div>`;
}

export async function renderHarnessPages(): Promise<{ name: string; html: string }[]> {
  const css = compileSystemCss();
  const world = await createWorld(1);
  try {
    const { modules, rt, gm } = world;
    const player = world.players[0]!;
    const ruleset = modules.sample.highCardRuleset;
    const ada = await world.character("Ada", player);
    await rt.as(gm, () => ada.update({ img: "icons/svg/mystery-man.svg" } as never));
    await rt.as(gm, () => modules.setup.setUpStacks(ruleset));
    const ask = (request: Parameters<typeof modules.authority.askGm>[0]) => rt.as(player, () => modules.authority.askGm(request));
    const drawn = await ask({ kind: "draw", actorId: ada.id!, count: 7 });
    const [played, discarded] = drawn.ok ? drawn.cards! : [];
    await ask({ kind: "move", from: `hand:${ada.id}`, to: "table", cards: [played!] });
    await ask({ kind: "move", from: `hand:${ada.id}`, to: "discard", cards: [discarded!] });

    const sheet = new modules.actorSheet.DeckboundActorSheet({ document: ada } as never) as unknown as {
      render(options: object): Promise<unknown>;
      renderedParts: Record<string, string>;
      mode: "play" | "edit";
    };
    await rt.as(player, () => sheet.render({ force: true }));
    const playSheet = windowFrame("Ada", "deckbound sheet actor", 560, `${sheet.renderedParts["header"]}${sheet.renderedParts["hand"]}`);
    sheet.mode = "edit";
    await rt.as(player, () => sheet.render({}));
    const editSheet = windowFrame("Ada", "deckbound sheet actor", 560, `${sheet.renderedParts["header"]}${sheet.renderedParts["hand"]}`);

    const { renderChatCard } = await import("../../src/foundry/chat/chat-cards.ts");
    const procedure = ruleset.procedures[0]!;
    const states = [
      { phase: "draw", actorId: ada.id, target: 8 },
      { phase: "drawn", actorId: ada.id, target: 8 },
      { phase: "revealed", actorId: ada.id, target: 8, card: { code: "QH", origin: "main" } },
      { phase: "resolved", actorId: ada.id, target: 8, card: { code: "QH", origin: "main" }, success: true },
      { phase: "resolved", actorId: ada.id, target: 10, card: { code: "4S", origin: "main" }, success: false },
    ];
    const messages: string[] = [];
    for (const state of states) {
      const content = await renderChatCard(procedure, procedure.parseState(state));
      messages.push(`<li class="chat-message"><header class="message-header"><span>Ada</span><span>Player 1</span></header><div class="message-content">${content}</div></li>`);
    }
    const chatLog = windowFrame("Chat", "chat-sidebar", 340, `<ol class="chat-log">${messages.join("")}</ol>`);
    return [
      { name: "sample-sheet", html: page("Deckbound sample sheet", css, playSheet) },
      { name: "sample-sheet-edit", html: page("Deckbound sample sheet (edit mode)", css, editSheet) },
      { name: "chat-cards", html: page("Deckbound chat cards", css, chatLog) },
    ];
  } finally {
    world.rt.uninstall();
  }
}
