/**
 * The items an actor sheet lists, grouped by subtype, each with open (its sheet), and for those who
 * may edit the actor, create and delete [T-CORE-06]. Pure: the sheet hands in the actor's items.
 */
export interface ItemRow {
  readonly id: string;
  readonly name: string;
  readonly img: string;
}

export interface ItemGroup {
  readonly type: string;
  /** `TYPES.Item.<type>`, localised by the template: what one of them is (the create button names it). */
  readonly label: string;
  /** `TYPES.Item.<type>Pl`, the group's heading: a list of them is named in the plural (dnd5e's convention for its inventory sections). */
  readonly heading: string;
  readonly items: readonly ItemRow[];
}

export interface ItemListView {
  readonly groups: readonly ItemGroup[];
  readonly editable: boolean;
}

export function itemListView(
  items: readonly { readonly id: string; readonly name: string; readonly img: string; readonly type: string }[],
  types: readonly string[],
  editable: boolean,
): ItemListView {
  return {
    editable,
    groups: types.map((type) => ({
      type,
      label: `TYPES.Item.${type}`,
      heading: `TYPES.Item.${type}Pl`,
      items: items
        .filter((item) => item.type === type)
        .map(({ id, name, img }) => ({ id, name, img }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    })),
  };
}
