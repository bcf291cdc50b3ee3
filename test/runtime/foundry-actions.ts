/**
 * The `data-action` names Foundry v13's own applications handle — the one list: the template walk
 * (test/integration/action-names.test.ts) refuses them in any card or sheet of ours, and the
 * sandbox's chat log dispatches the chat log's own (test/sandbox/seat/chat-log.ts). An
 * ApplicationV2 dispatches every click on a `[data-action]` inside its element, so a card button
 * named like one of these, whose click bubbles up to the chat log, runs Foundry's handler.
 *
 * Confirmed from public sources:
 * - every ApplicationV2 window: `close` (the frame's close button), `toggleControls` (the frame's
 *   controls menu) and `tab` (tab navigation): foundryvtt/dnd5e module/applications/item/item-sheet.mjs
 *   (`[data-action="close"]` in the frame), module/applications/api/application-v2-mixin.mjs
 *   (`[data-action="toggleControls"]`), templates/shared/sidebar-tabs.hbs (`data-action="tab"`);
 * - document sheets: `copyUuid` (foundryvtt/dnd5e module/applications/item/item-sheet.mjs, the
 *   frame's `[data-action="copyUuid"]`);
 * - the Sidebar: `toggleState` (https://foundryvtt.com/api/classes/foundry.applications.sidebar.Sidebar.html,
 *   DEFAULT_OPTIONS.actions);
 * - the Settings tab: `notifyUpdate`, `openApp`
 *   (https://foundryvtt.com/api/classes/foundry.applications.sidebar.tabs.Settings.html);
 * - the ChatLog: `deleteMessage`, `dismissMessage`
 *   (https://foundryvtt.com/api/classes/foundry.applications.sidebar.tabs.ChatLog.html, DEFAULT_OPTIONS.actions),
 *   and `jumpToBottom` (the chat form's button, `button[data-action="jumpToBottom"]`, as v13 modules select it).
 * ⚠ Not confirmed (docs/FOUNDRY-ASSUMPTIONS.md): the rest of the ChatLog's list (`expandRoll`,
 * `export`, `flush`, `rollMode`?) and document sheets' `configureSheet`, `editImage`,
 * `showPortraitArtwork`, `showTokenArtwork`, `configurePrototypeToken`: listed so that no card or
 * sheet of ours uses them either.
 */
export const APPLICATION_ACTIONS = ["close", "tab", "toggleControls"] as const;
export const DOCUMENT_SHEET_ACTIONS = [
  "copyUuid",
  "configureSheet",
  "editImage",
  "showPortraitArtwork",
  "showTokenArtwork",
  "configurePrototypeToken",
] as const;
export const SIDEBAR_ACTIONS = ["toggleState", "notifyUpdate", "openApp"] as const;
export const CHAT_LOG_ACTIONS = ["deleteMessage", "dismissMessage", "jumpToBottom", "expandRoll", "export", "flush", "rollMode"] as const;

/** Every action name a Foundry application of the chat log's or a sheet's kind may handle itself. */
export const FOUNDRY_ACTIONS: ReadonlySet<string> = new Set([
  ...APPLICATION_ACTIONS,
  ...DOCUMENT_SHEET_ACTIONS,
  ...SIDEBAR_ACTIONS,
  ...CHAT_LOG_ACTIONS,
]);
