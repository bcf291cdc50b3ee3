/**
 * The dock's layout, remembered per client (a client setting, as each browser keeps its own):
 * collapsed or open, and how wide its cards are drawn (the dock's size).
 */
import { SYSTEM_ID } from "../constants.ts";
import { clientSettings } from "./client-settings.ts";

export const DOCK_LAYOUT = "handDock" as const;

export interface DockLayout {
  readonly collapsed: boolean;
  readonly cardWidth: number;
}

export const CARD_WIDTH = { min: 48, max: 132, step: 14, initial: 76 } as const;

const DEFAULT_LAYOUT: DockLayout = { collapsed: false, cardWidth: CARD_WIDTH.initial };

const settings = clientSettings;

export function registerDockLayout(): void {
  settings().register(SYSTEM_ID, DOCK_LAYOUT, { scope: "client", config: false, type: Object, default: { ...DEFAULT_LAYOUT } });
}

/** The stored layout, each value checked (a hand-edited or stale value falls back to the default). */
export function dockLayout(): DockLayout {
  const stored = settings().get(SYSTEM_ID, DOCK_LAYOUT) as Partial<DockLayout> | null;
  const width = Number(stored?.cardWidth);
  return {
    collapsed: stored?.collapsed === true,
    cardWidth: Number.isFinite(width) ? clampWidth(width) : DEFAULT_LAYOUT.cardWidth,
  };
}

export async function saveDockLayout(change: Partial<DockLayout>): Promise<void> {
  await settings().set(SYSTEM_ID, DOCK_LAYOUT, { ...dockLayout(), ...change });
}

export function clampWidth(width: number): number {
  return Math.min(CARD_WIDTH.max, Math.max(CARD_WIDTH.min, Math.round(width)));
}
