/**
 * The competition card while it gathers: its own module because it computes the competition's odds
 * (rules/director/competition-odds.ts), which only the competition card (a deferred chunk) loads.
 */
import { attributeSuit } from "../../../rules/director/attributes.ts";
import { competitionOdds } from "../../../rules/director/competition-odds.ts";
import { extraCards } from "../../../rules/director/extras.ts";
import { COMPETITION_CARDS } from "../../../rules/director/procedures/competition.ts";
import type { CompetitorSetup, DirectorRulings } from "../../../rules/director/index.ts";
import { percent } from "../../../foundry/odds-view.ts";
import { attributeView, extrasView } from "./views.ts";

/**
 * A competition while it gathers [DIR-09]: each entrant with the cards they will draw (5 plus their
 * extra cards), what adds them, and — with two or more — each one's odds to win (the world's
 * tie-break included) and of a tie left to the Director, before anyone draws [CORE-05], exact even
 * when competitors share a deck.
 */
export function gatheringContext(names: readonly string[], entrants: readonly CompetitorSetup[], rulings: DirectorRulings) {
  const counts = entrants.map((entrant) => Math.max(0, COMPETITION_CARDS + extraCards(entrant.extras ?? {}, rulings)));
  const odds =
    entrants.length >= 2
      ? competitionOdds(
          entrants.map((entrant, index) => ({ deck: entrant.deck, suit: attributeSuit(entrant.attribute), count: counts[index] ?? 0 })),
          rulings,
        )
      : null;
  return {
    entrants: entrants.map((entrant, index) => ({
      name: names[index] ?? entrant.key,
      attribute: attributeView(entrant.attribute),
      cardCount: counts[index] ?? 0,
      extras: extrasView(entrant.extras ?? {}),
      win: odds ? percent(odds.wins[index] ?? 0) : null,
      // A player's entry awaits the Director's confirmation [DIR-09].
      index,
      proposed: entrant.confirmed === false,
    })),
    tie: odds ? percent(odds.tie) : null,
    proposals: entrants.some((entrant) => entrant.confirmed === false),
  };
}
