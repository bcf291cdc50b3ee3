/**
 * Harness pages of the sample "high card" ruleset (test/sample-ruleset): its sheet in play and edit
 * mode and its chat card in every state, rendered by the real templates and context builders.
 */
import { createWorld } from "../../integration/world.ts";
import { chatLog, chatMessage, compileSystemCss, page, windowFrame } from "../frame.ts";
import type { HarnessPage } from "../frame.ts";

export async function renderPages(): Promise<HarnessPage[]> {
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

    const { currentViewer, renderCardState } = await import("../../../src/foundry/chat/card-render.ts");
    const { loadProcedure } = await import("../../../src/foundry/chat/procedure-loader.ts");
    const procedure = await loadProcedure(ruleset.deferredProcedures![0]!);
    const states = [
      { phase: "draw", actorId: ada.id, target: 8, card: null, success: null },
      { phase: "drawn", actorId: ada.id, target: 8, card: null, success: null },
      { phase: "revealed", actorId: ada.id, target: 8, card: { code: "QH", origin: "main" }, success: null },
      { phase: "resolved", actorId: ada.id, target: 8, card: { code: "QH", origin: "main" }, success: true },
      { phase: "resolved", actorId: ada.id, target: 10, card: { code: "4S", origin: "main" }, success: false },
    ];
    const messages: string[] = [];
    for (const state of states) {
      const content = await rt.as(player, () => renderCardState(procedure, state, currentViewer(ada.id ?? "")));
      messages.push(chatMessage("Ada", "Player 1", content));
    }
    return [
      { name: "sample-sheet", html: page("Deckbound sample sheet", css, playSheet) },
      { name: "sample-sheet-edit", html: page("Deckbound sample sheet (edit mode)", css, editSheet) },
      { name: "chat-cards", html: page("Deckbound chat cards", css, chatLog(messages)) },
    ];
  } finally {
    world.rt.uninstall();
  }
}
