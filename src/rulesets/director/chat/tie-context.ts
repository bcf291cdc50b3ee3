/**
 * The competition card when its leaders are tied: what the Director's "Draw again" would give, before
 * anyone draws [DIR-09, CORE-05] — each tied competitor's chance to win the new round (the world's
 * tie-break included) and of a tie again, from whole decks [DIR-11], the same card counts. Its own
 * module, as gathering-context.ts, because it computes a competition's odds (competition-odds.ts).
 */
import { attributeSuit } from "../../../rules/director/attributes.ts";
import { competitionOdds } from "../../../rules/director/competition-odds.ts";
import type { CompetitionState, DirectorRulings } from "../../../rules/director/index.ts";
import { percent } from "../../../foundry/odds-view.ts";

/** Per competitor (by index), its chance to win if the tied draw again (null for one not tied), and of a tie again; null when not tied. */
export function tieContext(
  competition: CompetitionState,
  rulings: DirectorRulings,
): { readonly wins: readonly (string | null)[]; readonly tie: string } | null {
  if (competition.phase !== "tied") return null;
  const odds = competitionOdds(
    competition.contenders.map((index) => {
      const { deck, attribute, cardCount } = competition.competitors[index]!;
      return { deck, suit: attributeSuit(attribute), count: cardCount };
    }),
    rulings,
  );
  const wins = competition.competitors.map((_, index) => {
    const at = competition.contenders.indexOf(index);
    return at < 0 ? null : percent(odds.wins[at] ?? 0);
  });
  return { wins, tie: percent(odds.tie) };
}
