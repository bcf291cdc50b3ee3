import type { Server } from "node:http";
export const PREVIEW_DIR: string;
export const DEFAULT_PORT: number;
export function buildPreview(options?: { outDir?: string; quiet?: boolean; harness?: boolean }): Promise<void>;
/** `unchanging`: the served files do not change while served, so the browser may keep them all (the playthroughs' build). */
export function servePreview(options?: { port?: number; distDir?: string; previewDir?: string; unchanging?: boolean }): Promise<Server>;
export function linkIntoFoundry(dataPath: string, distDir?: string): string;
