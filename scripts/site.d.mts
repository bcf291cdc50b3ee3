export const SITE_DIR: string;
export function coreIconsNamed(dirs: string[]): string[];
export function writeSite(options: { distDir: string; previewDir: string; outDir?: string }): string;
export function buildSite(options?: { outDir?: string; quiet?: boolean }): Promise<string>;
