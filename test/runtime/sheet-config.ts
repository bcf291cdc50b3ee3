/**
 * DocumentSheetConfig: registerSheet / unregisterSheet are recorded, and decide which class
 * `document.sheet` makes.
 */
export interface SheetRegistration {
  documentName: string;
  scope: string;
  sheetClass: unknown;
  types: string[] | undefined;
  makeDefault: boolean;
  label: string | undefined;
}

/** DocumentSheetConfig.registerSheet / unregisterSheet, recorded for `sheetClassFor`. */
export class SheetRegistry {
  readonly registrations: SheetRegistration[] = [];

  registerSheet(
    documentClass: { documentName: string },
    scope: string,
    sheetClass: unknown,
    options: { types?: string[]; makeDefault?: boolean; label?: string } = {},
  ): void {
    this.registrations.push({
      documentName: documentClass.documentName,
      scope,
      sheetClass,
      types: options.types,
      makeDefault: options.makeDefault ?? false,
      label: options.label,
    });
  }

  unregisterSheet(documentClass: { documentName: string }, scope: string, sheetClass?: unknown): void {
    for (let i = this.registrations.length - 1; i >= 0; i--) {
      const r = this.registrations[i] as SheetRegistration;
      if (r.documentName === documentClass.documentName && r.scope === scope && (!sheetClass || r.sheetClass === sheetClass))
        this.registrations.splice(i, 1);
    }
  }

  /** The default sheet class for a document name and type (the last makeDefault registration wins). */
  sheetClassFor(documentName: string, type: string): unknown {
    const matching = this.registrations.filter((r) => r.documentName === documentName && (!r.types || r.types.includes(type)));
    return (matching.filter((r) => r.makeDefault).at(-1) ?? matching.at(-1))?.sheetClass;
  }
}

/** Placeholders for foundry.appv1 core sheets, so `unregisterSheet(Actor, "core", foundry.appv1.sheets.ActorSheet)` works. */
export class ActorSheet {}
export class ItemSheet {}
