/** The buttons a rendered chat card offers: each one's `data-action` and its other data-* attributes, camel-cased as `dataset` gives them. */
export interface CardButton {
  readonly action: string;
  readonly data: Readonly<Record<string, string>>;
}

export function buttonsIn(html: string): CardButton[] {
  const buttons: CardButton[] = [];
  for (const [tag] of html.matchAll(/<button\b[^>]*\bdata-action="[^"]*"[^>]*>/g)) {
    const data: Record<string, string> = {};
    for (const [, name = "", value = ""] of tag.matchAll(/\bdata-([a-z0-9-]+)="([^"]*)"/g)) {
      data[name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())] = value;
    }
    const { action, ...rest } = data;
    if (action) buttons.push({ action, data: rest });
  }
  return buttons;
}
