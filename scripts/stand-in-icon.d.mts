export const DRAWN_ICONS: readonly string[];
export function standInIcon(path: string): string;
