/**
 * The controls a chat card offers a seat, read from the card as that seat sees it: each button's
 * action and its data-* values (what pressing it sends). The offered-control walks press each one
 * and check the rules never refuse it for a reason the card could have known.
 */
export interface OfferedControl {
  readonly action: string;
  readonly data: Record<string, string>;
}

export function offeredControls(html: string): OfferedControl[] {
  return [...html.matchAll(/<button\b[^>]*\bdata-action="([^"]*)"[^>]*>/g)].map(([tag, action]) => ({
    action: action!,
    data: Object.fromEntries(
      [...tag.matchAll(/\bdata-([a-z]+)="([^"]*)"/g)].filter(([, name]) => name !== "action").map(([, n, v]) => [n!, v!]),
    ),
  }));
}
