/**
 * The one narrowing from a document to its subtype's data model: `systemOf(actor, "doaDealer")` is
 * the Dealer's model, or null when the actor is of another type. Foundry's types give `system` as
 * the union of every subtype's model; the subtype names its model (src/types/config.ts), so the
 * single cast lives here instead of at every read.
 */
type ActorModel<T extends keyof DeckboundActorModels> = InstanceType<DeckboundActorModels[T]>;
type ItemModel<T extends keyof DeckboundItemModels> = InstanceType<DeckboundItemModels[T]>;

export function systemOf<T extends keyof DeckboundActorModels>(
  actor: Actor.Implementation | null | undefined,
  type: T,
): ActorModel<T> | null {
  return actor?.type === type ? (actor.system as unknown as ActorModel<T>) : null;
}

export function itemSystemOf<T extends keyof DeckboundItemModels>(
  item: Item.Implementation | null | undefined,
  type: T,
): ItemModel<T> | null {
  return item?.type === type ? (item.system as unknown as ItemModel<T>) : null;
}
