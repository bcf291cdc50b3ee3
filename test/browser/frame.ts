/**
 * The browser harness's page frame: a self-contained HTML page (CSS inline, card art as data URIs)
 * styled by the compiled system stylesheet inside a small clean-room Foundry-like window frame
 * (frame.css), so the same page can be screenshot by a test and served by `npm start`'s preview.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as sass from "sass";
import { backSvg, cardSvg } from "../../scripts/card-art.mjs";
import { standInIcon } from "../../scripts/stand-in-icon.mjs";

const STYLES = fileURLToPath(new URL("../../styles", import.meta.url));

/** A harness page: its file name (without extension) and its whole HTML. */
export interface HarnessPage {
  readonly name: string;
  readonly html: string;
}

/** The system stylesheet, compiled from the same entry the build uses. */
export function compileSystemCss(): string {
  return sass.compile(`${STYLES}/deckbound.scss`, { loadPaths: [STYLES] }).css;
}

function dataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** Point Foundry paths at inline art: card faces and back by code, the system's actor portraits, Foundry's core icons as the sandbox stands them in. */
function inlineArt(html: string): string {
  return html
    .replace(/systems\/deckbound\/assets\/cards\/([A-Za-z0-9]+)\.svg/g, (_match, code: string) =>
      dataUri(code === "back" ? backSvg() : cardSvg(code)),
    )
    .replace(/systems\/deckbound\/(assets\/actors\/\w+\.svg)/g, (_match, path: string) =>
      dataUri(readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), "utf8")),
    )
    .replace(/\bicons\/[A-Za-z0-9_/-]+\.svg/g, (path) => dataUri(standInIcon(path)));
}

export function page(title: string, css: string, body: string): string {
  const frame = readFileSync(fileURLToPath(new URL("frame.css", import.meta.url)), "utf8");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${frame}</style><style>${css}</style></head><body>${inlineArt(body)}</body></html>`;
}

export function windowFrame(title: string, classes: string, width: number, content: string): string {
  return `<div class="app window-app ${classes}" style="width:${width}px"><header class="window-header"><h1 class="window-title">${title}</h1><span class="header-control" aria-hidden="true">✕</span></header><section class="window-content">${content}</section></div>`;
}

/** A chat message as Foundry's chat log shows one, around a rendered chat card. */
export function chatMessage(speaker: string, author: string, content: string): string {
  return `<li class="chat-message"><header class="message-header"><span>${speaker}</span><span>${author}</span></header><div class="message-content">${content}</div></li>`;
}

/** A chat log window holding these messages. */
export function chatLog(messages: readonly string[], width = 340): string {
  return windowFrame("Chat", "chat-sidebar", width, `<ol class="chat-log">${messages.join("")}</ol>`);
}
