/**
 * Reading Belmont's stacks on the GM's client: what lies in each (a hidden deck's cards in no
 * meaningful order — only its composition is used), as the pure snapshot and deck list need it.
 */
import type { Card } from "../../rules/cards/card.ts";
import { decksOf, snapshotOf } from "../../rules/belmont/index.ts";
import type { BelmontDecks, BelmontTableSnapshot, StackContents } from "../../rules/belmont/index.ts";
import { cardsLyingIn } from "../../foundry/table/foundry-table.ts";
import { findStack } from "../../foundry/table/stack-directory.ts";
import { RULESET_ID } from "./stacks.ts";

/** The cards lying in each Belmont stack now; a stack not set up reads as empty. */
export const lyingNow: StackContents = (stack: string): readonly Card[] => {
  const document = findStack(RULESET_ID, { stack });
  return document ? cardsLyingIn(document).map(({ card }) => card) : [];
};

export function tableSnapshot(): BelmontTableSnapshot {
  return snapshotOf(lyingNow);
}

export function currentDecks(): BelmontDecks {
  return decksOf(lyingNow);
}
