/**
 * Cards (a deck, hand or pile) and Card, following the behaviour documented for Foundry v13's Cards API:
 * - a deck keeps its cards; drawing marks them `drawn: true` and creates copies (same `_id`,
 *   `origin` = the deck) in the destination; passing out of a hand or pile deletes the card there;
 *   passing a card back to its origin deck un-draws it there;
 * - draw(from, n) picks from `from`'s available cards in `sort` order (TOP = lowest sort first,
 *   BOTTOM = highest first, RANDOM = the runtime's seeded random) and then passes them;
 * - the acting user must be able to update BOTH stacks, with Foundry's one exception: a user with
 *   LIMITED permission on a deck may mark its cards drawn (so a player can draw from a LIMITED deck
 *   into a stack they own); shuffle and recall need OWNER;
 * - hooks passCards / dealCards / returnCards run before the writes and can cancel by returning false.
 */
import { RuntimeDocument, TypeDataField, documentClassFor, flagsField, ownershipField, type RoleName } from "./document.ts";
import { ArrayField, BooleanField, HTMLField, NumberField, SchemaField, StringField } from "./fields.ts";
import { runtime } from "./state.ts";
import type { AnyRecord } from "./utils.ts";
import type { RuntimeUser } from "./users.ts";
import type { Collection } from "./collection.ts";

export const CARD_DRAW_MODES = { TOP: 0, FIRST: 0, BOTTOM: 1, LAST: 1, RANDOM: 2 } as const;

/** Options of draw/pass/deal/shuffle/recall; null means "the default", as in Foundry's types. */
export interface CardMoveOptions {
  how?: number | null;
  updateData?: object | null;
  action?: string | null;
  chatNotification?: boolean | null;
}

/** The database writes one move needs, keyed like Foundry's hook context. */
interface MovePlan {
  toCreate: AnyRecord[];
  toUpdate: AnyRecord[];
  fromUpdate: AnyRecord[];
  fromDelete: string[];
}

function faceSchema() {
  return new SchemaField({
    name: new StringField({ blank: true }),
    text: new HTMLField(),
    img: new StringField({ blank: true, nullable: true, initial: null }),
  });
}

export class RuntimeCard extends RuntimeDocument {
  static override metadata = {
    name: "Card",
    embedded: {},
    coreTypes: ["base"],
    createRole: "ASSISTANT" as RoleName,
    foreignKeys: { origin: "Cards" },
  };

  static override defineSchema() {
    return {
      _id: new StringField({ required: true, blank: false, nullable: true, initial: null }),
      name: new StringField({ required: true, blank: false }),
      description: new HTMLField(),
      type: new StringField({ required: true, blank: false, initial: "base" }),
      system: new TypeDataField("Card", ["base"]),
      suit: new StringField({ required: true, blank: true }),
      value: new NumberField({ required: false, nullable: true, initial: null }),
      back: faceSchema(),
      faces: new ArrayField(faceSchema()),
      face: new NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }),
      drawn: new BooleanField({ initial: false }),
      origin: new StringField({ required: true, blank: false, nullable: true, initial: null }),
      width: new NumberField({ integer: true, positive: true }),
      height: new NumberField({ integer: true, positive: true }),
      rotation: new NumberField({ required: true, nullable: false, initial: 0 }),
      sort: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
      flags: flagsField(),
    };
  }

  declare parent: RuntimeCards | null;
  declare name: string;
  declare face: number | null;
  declare faces: { name: string; text: string; img: string | null }[];
  declare back: { name: string; text: string; img: string | null };
  declare drawn: boolean;
  declare sort: number;

  /** The deck this card belongs to: its parent when in a deck, otherwise its origin. */
  get source(): RuntimeCards | null {
    if (this.parent?.type === "deck") return this.parent;
    return (this as unknown as { origin: RuntimeCards | null }).origin;
  }

  /** In its own deck (not a copy held elsewhere). */
  get isHome(): boolean {
    return this.parent !== null && this.parent === this.source;
  }

  get currentFace(): { name: string; text: string; img: string | null } | null {
    return this.face === null ? null : (this.faces[this.face] ?? null);
  }

  get showFace(): boolean {
    return this.face !== null;
  }

  get hasNextFace(): boolean {
    return this.face === null ? this.faces.length > 0 : this.face < this.faces.length - 1;
  }

  get hasPreviousFace(): boolean {
    return this.face !== null;
  }

  get img(): string | null {
    return this.currentFace?.img ?? this.back.img;
  }

  /**
   * Who may write a Card: a user who may update its stack (its OWNER) may create Cards in it and
   * update or delete them, any field — origin and system included; and a Card in a deck may be
   * marked drawn by a user with LIMITED permission on that deck. Foundry documents the Card's own
   * create and update checks ("Is a User able to create a new Card within this parent?", "Is a user
   * able to update an existing Card?": https://foundryvtt.com/api/v10/classes/foundry.documents.BaseCard.html,
   * and v9's "_canCreate … embedded Card document within this parent"), and a player may draw into
   * a hand they own from a deck they only see (https://foundryvtt.com/article/cards/). A Card in a
   * hand is its owner's to edit: "card.isOwner is always true for cards in your hand"
   * (https://github.com/zeel01/monarch/issues/36). The exact rule bodies are not published: ⚠
   * docs/FOUNDRY-ASSUMPTIONS.md, "Card permissions".
   */
  override canUserModify(user: RuntimeUser, action: "create" | "update" | "delete", data?: AnyRecord): boolean {
    if (super.canUserModify(user, action, data)) return true;
    if (action !== "update" || this.parent?.type !== "deck" || !data) return false;
    const onlyDrawn = Object.keys(data).every((key) => key === "_id" || key === "drawn");
    return onlyDrawn && this.parent.testUserPermission(user, "LIMITED");
  }

  /** No face given: face-down ↔ face 0 (per the notes). */
  flip(face?: number | null): Promise<this | undefined> {
    const target = face !== undefined ? face : this.face === null ? 0 : null;
    return this.update({ face: target });
  }

  async pass(to: RuntimeCards, options: CardMoveOptions = {}): Promise<RuntimeCard | undefined> {
    const [moved] = await this.requireParent().pass(to, [this.id as string], options);
    return moved;
  }

  play(to: RuntimeCards, options: CardMoveOptions = {}): Promise<RuntimeCard | undefined> {
    return this.pass(to, { action: "play", ...options });
  }

  discard(to: RuntimeCards, options: CardMoveOptions = {}): Promise<RuntimeCard | undefined> {
    return this.pass(to, { action: "discard", ...options });
  }

  /** Send this card home: a copy goes back to its origin deck; a drawn deck card is fetched back. */
  async recall(options: CardMoveOptions = {}): Promise<RuntimeCard | undefined> {
    const parent = this.requireParent();
    if (!this.isHome) {
      const source = this.source;
      if (!source) throw new Error(`Card ${this.name} has no origin deck to return to`);
      await parent.pass(source, [this.id as string], { action: "recall", ...options });
      return source.cards.get(this.id as string);
    }
    if (!this.drawn) return this;
    const holder = stacks().find((s) => s !== parent && s.cards.get(this.id as string)?.source === parent);
    if (holder) await holder.pass(parent, [this.id as string], { action: "recall", ...options });
    return this;
  }

  private requireParent(): RuntimeCards {
    if (!this.parent) throw new Error(`Card ${this.name} is not in a stack`);
    return this.parent;
  }
}

function stacks(): RuntimeCards[] {
  return (runtime().collections.get("Cards")?.contents ?? []) as RuntimeCards[];
}

export class RuntimeCards extends RuntimeDocument {
  static override metadata = {
    name: "Cards",
    embedded: { Card: "cards" },
    coreTypes: ["deck", "hand", "pile"],
    createRole: "ASSISTANT" as RoleName,
    foreignKeys: {},
  };

  static override defineSchema() {
    return {
      _id: new StringField({ required: true, blank: false, nullable: true, initial: null }),
      name: new StringField({ required: true, blank: false }),
      type: new StringField({ required: true, blank: false, initial: "deck" }),
      description: new HTMLField(),
      img: new StringField({ required: false, blank: true, nullable: true, initial: null }),
      system: new TypeDataField("Cards", ["deck", "hand", "pile"]),
      width: new NumberField({ integer: true, positive: true }),
      height: new NumberField({ integer: true, positive: true }),
      rotation: new NumberField({ required: true, nullable: false, initial: 0 }),
      displayCount: new BooleanField({ initial: false }),
      folder: new StringField({ required: false, blank: false, nullable: true, initial: null }),
      sort: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
      ownership: ownershipField(),
      flags: flagsField(),
    };
  }

  declare name: string;
  declare type: string;
  declare cards: Collection<RuntimeCard>;

  /** In a deck, the cards not drawn; in a hand or pile, all of them. */
  get availableCards(): RuntimeCard[] {
    return this.cards.filter((c) => this.type !== "deck" || !c.drawn);
  }

  /** In a deck, the cards drawn out of it; elsewhere none. */
  get drawnCards(): RuntimeCard[] {
    return this.type === "deck" ? this.cards.filter((c) => c.drawn) : [];
  }

  async draw(from: RuntimeCards, number = 1, options: CardMoveOptions = {}): Promise<RuntimeCard[]> {
    const picked = from.pick(number, options.how ?? CARD_DRAW_MODES.TOP);
    return from.pass(
      this,
      picked.map((c) => c.id as string),
      {
        updateData: options.updateData,
        chatNotification: options.chatNotification,
        action: "draw",
      },
    );
  }

  async pass(to: RuntimeCards, ids: string[], options: CardMoveOptions = {}): Promise<RuntimeCard[]> {
    const action = options.action ?? "pass";
    const cards = ids.map((id) => this.availableCard(id));
    const plan = this.planMove(to, cards, options.updateData ?? {});
    const user = runtime().currentUser();
    this.assertMovePermitted(user, to, plan);
    if (runtime().hooks.call("passCards", this, to, { action, ...plan }) === false) return [];
    const created = plan.toCreate.length ? await to.createEmbeddedDocuments("Card", plan.toCreate, { keepId: true, action }) : [];
    const updated = plan.toUpdate.length ? await to.updateEmbeddedDocuments("Card", plan.toUpdate, { action }) : [];
    await this.commitSourceSide(plan, action);
    await this.notify(options.chatNotification, action, cards.length, to);
    return [...created, ...updated] as RuntimeCard[];
  }

  /** Deal `number` cards to EACH of `to`, round-robin. One write per target plus one for this stack. */
  async deal(to: RuntimeCards[], number = 1, options: CardMoveOptions = {}): Promise<this> {
    const action = options.action ?? "deal";
    const picked = this.pick(number * to.length, options.how ?? CARD_DRAW_MODES.TOP);
    const perTarget = to.map((_, j) => picked.filter((_card, i) => i % to.length === j));
    const plans = to.map((target, j) => this.planMove(target, perTarget[j] ?? [], options.updateData ?? {}));
    const user = runtime().currentUser();
    plans.forEach((plan, j) => this.assertMovePermitted(user, to[j] as RuntimeCards, plan));
    const context = {
      action,
      toCreate: plans.map((p) => p.toCreate),
      fromUpdate: plans.flatMap((p) => p.fromUpdate),
      fromDelete: plans.flatMap((p) => p.fromDelete),
    };
    if (runtime().hooks.call("dealCards", this, to, context) === false) return this;
    for (const [j, target] of to.entries()) {
      const plan = plans[j] as MovePlan;
      if (plan.toCreate.length) await target.createEmbeddedDocuments("Card", plan.toCreate, { keepId: true, action });
      if (plan.toUpdate.length) await target.updateEmbeddedDocuments("Card", plan.toUpdate, { action });
    }
    await this.commitSourceSide({ toCreate: [], toUpdate: [], fromUpdate: context.fromUpdate, fromDelete: context.fromDelete }, action);
    await this.notify(options.chatNotification, action, picked.length, this);
    return this;
  }

  /** New `sort` values for every card from the runtime's seeded random. Needs OWNER. */
  async shuffle(options: CardMoveOptions = {}): Promise<this> {
    this.assertOwner("shuffle");
    const order = [...this.cards.contents].sort((a, b) => a.sort - b.sort);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(runtime().random() * (i + 1));
      [order[i], order[j]] = [order[j] as RuntimeCard, order[i] as RuntimeCard];
    }
    const updates = order.map((card, i) => ({ ...(options.updateData ?? {}), _id: card.id, sort: i }));
    if (updates.length) await this.updateEmbeddedDocuments("Card", updates, { action: "shuffle" });
    await this.notify(options.chatNotification, "shuffle", updates.length, this);
    return this;
  }

  /**
   * A deck collects every card drawn from it (deleting the copies wherever they are) and marks them
   * undrawn; a hand or pile sends each card with an origin back to that deck. Needs OWNER.
   */
  async recall(options: CardMoveOptions = {}): Promise<this> {
    this.assertOwner("recall");
    const updateData = options.updateData ?? {};
    if (this.type === "deck") {
      const holders = stacks().filter((s) => s !== this);
      const fromDelete: Record<string, string[]> = {};
      const returned: RuntimeCard[] = [];
      for (const stack of holders) {
        const copies = stack.cards.filter((c) => c._source["origin"] === this.id);
        if (copies.length) fromDelete[stack.id as string] = copies.map((c) => c.id as string);
        returned.push(...copies);
      }
      const toUpdate = this.drawnCards.map((c) => ({ ...updateData, _id: c.id, drawn: false }));
      const user = runtime().currentUser();
      const refused = returned.find((c) => !c.canUserModify(user, "delete"));
      if (refused) throw new Error(`User ${user.name} lacks permission to delete cards in ${refused.parent?.name} [${refused.parent?.id}]`);
      if (runtime().hooks.call("returnCards", this, returned, { toUpdate, fromDelete }) === false) return this;
      if (toUpdate.length) await this.updateEmbeddedDocuments("Card", toUpdate, { action: "recall" });
      for (const stack of holders) {
        const ids = fromDelete[stack.id as string];
        if (ids) await stack.deleteEmbeddedDocuments("Card", ids, { action: "recall" });
      }
      await this.notify(options.chatNotification, "recall", returned.length, this);
      return this;
    }
    const toUpdate: Record<string, AnyRecord[]> = {};
    const returned = this.cards.filter((c) => {
      const home = c.source;
      if (!home || !home.cards.has(c.id as string)) return false;
      (toUpdate[home.id as string] ??= []).push({ ...updateData, _id: c.id, drawn: false });
      return true;
    });
    const fromDelete = returned.map((c) => c.id as string);
    const user = runtime().currentUser();
    for (const [deckId, updates] of Object.entries(toUpdate)) {
      const deck = stacks().find((s) => s.id === deckId) as RuntimeCards;
      if (updates.some((u) => !deck.cards.get(u["_id"] as string)?.canUserModify(user, "update", u))) {
        throw new Error(`User ${user.name} lacks permission to update cards in ${deck.name} [${deck.id}]`);
      }
    }
    if (runtime().hooks.call("returnCards", this, returned, { toUpdate, fromDelete }) === false) return this;
    for (const [deckId, updates] of Object.entries(toUpdate)) {
      const deck = stacks().find((s) => s.id === deckId) as RuntimeCards;
      await deck.updateEmbeddedDocuments("Card", updates, { action: "recall" });
    }
    if (fromDelete.length) await this.deleteEmbeddedDocuments("Card", fromDelete, { action: "recall" });
    await this.notify(options.chatNotification, "recall", returned.length, this);
    return this;
  }

  /* ---------------- internals ---------------- */

  /** `number` available cards in draw order. Throws when there are not enough. */
  private pick(number: number, how: number): RuntimeCard[] {
    const available = [...this.availableCards].sort((a, b) => a.sort - b.sort);
    if (available.length < number) {
      throw new Error(`There are not enough cards remaining in ${this.name} to draw ${number} (${available.length} left)`);
    }
    if (how === CARD_DRAW_MODES.BOTTOM) return available.slice(available.length - number).reverse();
    if (how === CARD_DRAW_MODES.RANDOM) {
      const pool = [...available];
      const out: RuntimeCard[] = [];
      for (let i = 0; i < number; i++) out.push(...pool.splice(Math.floor(runtime().random() * pool.length), 1));
      return out;
    }
    return available.slice(0, number);
  }

  private availableCard(id: string): RuntimeCard {
    const card = this.cards.get(id);
    if (!card) throw new Error(`Card [${id}] does not exist in ${this.name}`);
    if (this.type === "deck" && card.drawn) throw new Error(`Card ${card.name} has already been drawn from ${this.name}`);
    return card;
  }

  private planMove(to: RuntimeCards, cards: RuntimeCard[], updateData: object): MovePlan {
    const plan: MovePlan = { toCreate: [], toUpdate: [], fromUpdate: [], fromDelete: [] };
    for (const card of cards) {
      const id = card.id as string;
      const origin = (card._source["origin"] as string | null) ?? (this.type === "deck" ? this.id : null);
      const goingHome = to.type === "deck" && origin === to.id && to.cards.has(id);
      if (goingHome) plan.toUpdate.push({ ...updateData, _id: id, drawn: false });
      else plan.toCreate.push({ ...card.toObject(), origin, drawn: false, ...updateData, _id: id });
      if (this.type === "deck") plan.fromUpdate.push({ _id: id, drawn: true });
      else plan.fromDelete.push(id);
    }
    return plan;
  }

  /** Check every write of the move up front so a refused move changes nothing. */
  private assertMovePermitted(user: RuntimeUser, to: RuntimeCards, plan: MovePlan): void {
    const refuse = (stack: RuntimeCards, action: string) =>
      new Error(`User ${user.name} lacks permission to ${action} cards in ${stack.name} [${stack.id}]`);
    if (plan.toCreate.length && !to.canUserModify(user, "update")) throw refuse(to, "create");
    for (const update of plan.toUpdate)
      if (!to.cards.get(update["_id"] as string)?.canUserModify(user, "update", update)) throw refuse(to, "update");
    for (const update of plan.fromUpdate)
      if (!this.cards.get(update["_id"] as string)?.canUserModify(user, "update", update)) throw refuse(this, "update");
    for (const id of plan.fromDelete) if (!this.cards.get(id)?.canUserModify(user, "delete")) throw refuse(this, "delete");
  }

  private async commitSourceSide(plan: MovePlan, action: string): Promise<void> {
    if (plan.fromUpdate.length) await this.updateEmbeddedDocuments("Card", plan.fromUpdate, { action });
    if (plan.fromDelete.length) await this.deleteEmbeddedDocuments("Card", plan.fromDelete, { action });
  }

  private assertOwner(what: string): void {
    const user = runtime().currentUser();
    if (!this.testUserPermission(user, "OWNER")) throw new Error(`User ${user.name} lacks permission to ${what} ${this.name} [${this.id}]`);
  }

  /** chatNotification (default true) posts a plain message; its content is data attributes, not prose. */
  private async notify(chatNotification: boolean | null | undefined, action: string, count: number, other: RuntimeCards): Promise<void> {
    if (chatNotification === false) return;
    await documentClassFor("ChatMessage").create({
      content: `<p class="cards-notification" data-action="${action}" data-count="${count}" data-from="${this.id}" data-to="${other.id}"></p>`,
    });
  }
}
