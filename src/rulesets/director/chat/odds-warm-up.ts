/**
 * A competition's odds computed once while the client is idle (Step 18), so that the first
 * competition card a Director world shows runs code the browser has already compiled and seen run:
 * two players on action decks of their own (alike: counted by heads) and three NPCs sharing the
 * enemy deck (its sets, and the tie-break's walk over who is still level). Measured in Node on the
 * bundled rules, the first odds a fresh process computes after this against cold: four NPCs × 7 on a
 * 52-card deck 0.6 ms against 4 ms, eight NPCs × 9 on 208 cards 9 ms against 38 ms.
 */
import { BALANCED_ARCHETYPE } from "../../../rules/director/archetypes.ts";
import { competitionOdds } from "../../../rules/director/competition-odds.ts";
import type { CompetitionOdds, CompetitorDraw } from "../../../rules/director/competition-odds.ts";
import { DEFAULT_ENEMY_COUNTS } from "../../../rules/director/decks.ts";
import type { Suit } from "../../../rules/cards/card.ts";

export function warmCompetitionOdds(): CompetitionOdds {
  const player = (stack: string): CompetitorDraw => ({ deck: { stack, composition: BALANCED_ARCHETYPE.counts }, suit: "S", count: 6 });
  const npc = (suit: Suit): CompetitorDraw => ({ deck: { stack: "enemy", composition: DEFAULT_ENEMY_COUNTS }, suit, count: 5 });
  return competitionOdds([player("first"), player("second"), npc("S"), npc("H"), npc("S")], { tieBreak: "highestCards" });
}
