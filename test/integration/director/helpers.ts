/** What the Director's integration tests share on top of `createWorld`: the table they play at. */
import { DIRECTOR } from "../../../src/rulesets/director/ids.ts";
import type { WorldOptions } from "../world.ts";

export const DIRECTOR_TABLE: WorldOptions = { ruleset: DIRECTOR, players: ["Ann", "Bob", "Cat"], gmName: "Director", seed: 20261122 };

/** A stack's address: `action:<actorId>` for a character's, the bare id for the Director's. */
export const address = (stack: string, owner?: string): string => (owner ? `${stack}:${owner}` : stack);
