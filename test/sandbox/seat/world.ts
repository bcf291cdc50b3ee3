/**
 * A fresh world, prepared by the GM's seat once the system is ready (after the system's own ready
 * set the world's decks up): the ruleset's example characters and creatures imported from the
 * packs; the player characters given to the players — the first to Ann, the second to Bob (a
 * ruleset with one example hero gives it to both) — and made each player's character.
 */
import type { SandboxRuleset } from "../rulesets.ts";
import { packsOf } from "./packs.ts";

export async function buildWorld(ruleset: SandboxRuleset): Promise<void> {
  const players = game.users.filter((user) => !user.isGM);
  const actors = packsOf(ruleset.id)
    .filter((pack) => pack.documentName === "Actor")
    .flatMap((pack) => pack.entries);
  const heroes = actors.filter((actor) => ruleset.playerTypes.includes(actor.type));
  const others = actors.filter((actor) => !heroes.includes(actor));
  const ownersOf = (index: number) => (heroes.length === 1 ? players : players.filter((_, i) => i === index));
  const created: Actor.Implementation[] = [];
  for (const [index, hero] of heroes.entries()) {
    const ownership: Record<string, number> = { default: 0 };
    for (const player of ownersOf(index)) ownership[player.id ?? ""] = 3;
    const actor = await Actor.create({ ...hero, ownership } as unknown as Actor.CreateData);
    if (actor) created.push(actor);
  }
  if (others.length) await Actor.create(others.map((actor) => ({ ...actor, ownership: { default: 0 } })) as unknown as Actor.CreateData[]);
  for (const [index, player] of players.entries()) {
    const character = created[heroes.length === 1 ? 0 : index];
    if (character) await player.update({ character: character.id } as User.UpdateData);
  }
}
