export const ROOT: string;
export const SYSTEM_ID: string;
export const DIST_DIR: string;
export const DEFAULT_REPO_URL: string;
export function build(options?: { outDir?: string; quiet?: boolean }): Promise<void>;
export function buildScript(outDir: string, options?: { quiet?: boolean }): Promise<void>;
export function buildStyles(outDir: string): void;
export function copyTemplates(outDir: string): void;
export function copyAssets(outDir: string): void;
export function writeCardArt(outDir: string): void;
export function writeCardSounds(outDir: string): void;
export function writeLanguages(outDir: string): void;
export function compilePacks(outDir: string): Promise<void>;
export function writeManifest(outDir: string): void;
export function systemManifest(options?: { repoUrl?: string }): Record<string, unknown>;
export function releaseUrls(version: string, repoUrl?: string): { url: string; manifest: string; download: string };
export function releaseManifestFields(
  tag: string,
  version: string,
  repoUrl?: string,
): { version: string; url: string; manifest: string; download: string };
