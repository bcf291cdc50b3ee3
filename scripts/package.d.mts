export const RELEASE_DIR: string;
export function packageRelease(options?: { distDir?: string; releaseDir?: string; quiet?: boolean; tag?: string }): Promise<{
  zipPath: string;
  manifestPath: string;
}>;
