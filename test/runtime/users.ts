/**
 * Users: role, `isGM` (ASSISTANT or GAMEMASTER, as in Foundry), `active` (connected), `isSelf`
 * (is this the user of the current client, i.e. of the surrounding `runtime.as`), `character`,
 * `targets` (the tokens this user targets; there is no canvas, so a test adds `targetToken`s), and
 * `query` (queries.ts). Users are made by the harness (`runtime.createUser`), not by API calls.
 */
import { Collection } from "./collection.ts";
import { failClosedClass } from "./fail-closed.ts";
import { RuntimeDocument, USER_ROLES, flagsField, type RoleName } from "./document.ts";
import { NumberField, StringField } from "./fields.ts";
import { runQuery } from "./queries.ts";
import { runtime } from "./state.ts";
import type { AnyRecord } from "./utils.ts";

export class RuntimeUser extends RuntimeDocument {
  static override metadata = {
    name: "User",
    embedded: {},
    coreTypes: [],
    createRole: "GAMEMASTER" as RoleName,
    foreignKeys: { character: "Actor" },
  };

  static override defineSchema() {
    return {
      _id: new StringField({ required: true, blank: false, nullable: true, initial: null }),
      name: new StringField({ required: true, blank: false }),
      role: new NumberField({ required: true, nullable: false, integer: true, min: 0, max: 4, initial: USER_ROLES.PLAYER }),
      character: new StringField({ required: true, blank: false, nullable: true, initial: null }),
      color: new StringField({ required: true, blank: true }),
      flags: flagsField(),
    };
  }

  declare name: string;
  declare role: number;
  /** Connected to the world; only active users answer queries. Not stored data. */
  declare active: boolean;
  /** Foundry's `User#targets`: the tokens this user targets. Not stored data. */
  declare readonly targets: RuntimeUserTargets;

  constructor(data: AnyRecord = {}, options: { parent?: RuntimeDocument | null } = {}) {
    super(data, options);
    Object.defineProperty(this, "active", { value: true, writable: true, enumerable: false, configurable: true });
    Object.defineProperty(this, "targets", { value: new RuntimeUserTargets(), writable: false, enumerable: false, configurable: true });
  }

  get isGM(): boolean {
    return this.hasRole("ASSISTANT");
  }

  hasRole(role: RoleName | number): boolean {
    const needed = typeof role === "number" ? role : USER_ROLES[role];
    return this.role >= needed;
  }

  get isSelf(): boolean {
    return runtime().currentUser() === this;
  }

  /** Users own themselves; a non-GM may not change their own role. */
  override getUserLevel(user: RuntimeUser | null = runtime().currentUser()): number {
    return user === this ? 3 : super.getUserLevel(user);
  }

  override canUserModify(user: RuntimeUser, action: "create" | "update" | "delete", data?: AnyRecord): boolean {
    if (user.isGM) return true;
    return action === "update" && user === this && !(data && "role" in data);
  }

  /** Ask this user's client to run the query handler registered in CONFIG.queries. */
  query(name: string, data: unknown, options: { timeout?: number } = {}): Promise<unknown> {
    return runQuery(this, name, data, options);
  }
}

export class UserCollection extends Collection<RuntimeUser> {
  constructor() {
    super("User");
  }

  /** The active GM: connected users with isGM, highest role first, then the earliest made. */
  get activeGM(): RuntimeUser | null {
    const gms = this.filter((u) => u.active && u.isGM);
    gms.sort((a, b) => b.role - a.role);
    return gms[0] ?? null;
  }

  /** Foundry's `game.users.players`: non-GM users. */
  get players(): RuntimeUser[] {
    return this.filter((u) => !u.isGM);
  }
}

/**
 * A targeted token as far as the runtime has one (there is no canvas): its name, id and actor.
 * Anything else a token has fails closed.
 */
export class RuntimeTargetToken {
  constructor(
    readonly actor: RuntimeDocument | null,
    readonly name: string = (actor as { name?: string } | null)?.name ?? "",
    readonly id: string = `token-${name}`,
  ) {}
}
failClosedClass(RuntimeTargetToken);

/** A token standing for `actor`, for a test to put in `user.targets`. */
export function targetToken(actor: RuntimeDocument | null, name?: string): RuntimeTargetToken {
  return new RuntimeTargetToken(actor, name);
}

/**
 * Foundry's `UserTargets` (a Set of Tokens): iteration, `size`, `has`, `add`, `delete`, `clear` and
 * `ids`. Other Set members fail closed rather than answer for a set this does not model.
 */
export class RuntimeUserTargets {
  readonly #tokens = new Set<RuntimeTargetToken>();

  get size(): number {
    return this.#tokens.size;
  }

  get ids(): string[] {
    return [...this.#tokens].map((token) => token.id);
  }

  has(token: RuntimeTargetToken): boolean {
    return this.#tokens.has(token);
  }

  add(token: RuntimeTargetToken): this {
    this.#tokens.add(token);
    return this;
  }

  delete(token: RuntimeTargetToken): boolean {
    return this.#tokens.delete(token);
  }

  clear(): void {
    this.#tokens.clear();
  }

  [Symbol.iterator](): IterableIterator<RuntimeTargetToken> {
    return this.#tokens.values();
  }
}
failClosedClass(RuntimeUserTargets);
