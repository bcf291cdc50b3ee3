import type { Server } from "node:http";
export const PREVIEW_DIR: string;
export const DEFAULT_PORT: number;
export function buildPreview(options?: { outDir?: string; quiet?: boolean; harness?: boolean }): Promise<void>;
export function servePreview(options?: { port?: number; distDir?: string; previewDir?: string }): Promise<Server>;
export function linkIntoFoundry(dataPath: string, distDir?: string): string;
