import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cardKey } from "../../../src/rules/cards/card.ts";
import type { SuitedCard } from "../../../src/rules/cards/card.ts";
import type { MonsterAttack } from "../../../src/rules/fates52/index.ts";
import {
  actionCheckOdds,
  attackBeats,
  autoHitOdds,
  damageFor,
  durationOdds,
  dyingDraw,
  monsterHit,
  monsterTierDamage,
  regularAttack,
  tierDamage,
  dyingDrawOdds,
  effectDuration,
  playersFirstOdds,
  attackOdds,
  evaluateCheck,
  fates52Deck,
  isAce,
  playStrength,
  strongestPlay,
  wakeOdds,
  wakes,
} from "../../../src/rules/fates52/index.ts";
import { unseenCards } from "../../../src/rules/cards/unseen.ts";
import { cards } from "./harness.ts";
import { subsets } from "../cards/subsets.ts";

const suitedCards = (list: string): SuitedCard[] => cards(list) as SuitedCard[];

const close = (a: number, b: number): void => expect(Math.abs(a - b)).toBeLessThan(1e-12);

describe("52 Fates exact odds", () => {
  it("[CORE-05] [F52-02] a one-card check against 7 on a full deck: 8, 9, 10, J, Q, K, A of 4 suits = 28/52", () => {
    close(actionCheckOdds(fates52Deck() as SuitedCard[], 7, 1), 28 / 52);
  });

  it("[CORE-05] [F52-03] action check odds equal brute-force enumeration of every draw", () => {
    const unseen = suitedCards("2C 3D 4H 5S 6C 9D 10H JS KC AD");
    for (const count of [1, 2, 3]) {
      for (let difficulty = 2; difficulty <= 10; difficulty++) {
        const hands = subsets(unseen, count);
        const wins = hands.filter((hand) => evaluateCheck(hand, difficulty).success).length;
        close(actionCheckOdds(unseen, difficulty, count), wins / hands.length);
      }
    }
  });

  it("[CORE-05] [F52-15] a dying draw's odds equal the share of the unseen cards bringing each outcome", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(fates52Deck() as SuitedCard[], { minLength: 1, maxLength: 52 }), (unseen) => {
        const kinds = unseen.map((card) => dyingDraw(card, 0, 4).kind);
        const share = (kind: string) => kinds.filter((each) => each === kind).length / unseen.length;
        const odds = dyingDrawOdds(unseen);
        close(odds.stable, share("stable"));
        close(odds.awake, share("awake"));
        close(odds.restored, share("restored"));
        close(odds.noHeart, share("dying"));
      }),
    );
    // The whole deck: nine heart numbers, three heart faces, one Ace of hearts.
    const full = dyingDrawOdds(fates52Deck() as SuitedCard[]);
    close(full.stable, 9 / 52);
    close(full.noHeart, 39 / 52);
  });

  it("[CORE-05] [F52-16] a drawn duration's odds equal the share of the unseen cards giving 1, 2 and 4 rounds", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(fates52Deck() as SuitedCard[], { minLength: 1, maxLength: 52 }), (unseen) => {
        const share = (rounds: number) => unseen.filter((card) => effectDuration(card) === rounds).length / unseen.length;
        const odds = durationOdds(unseen);
        close(odds.number, share(1));
        close(odds.face, share(2));
        close(odds.ace, share(4));
      }),
    );
  });

  it("[CORE-05] [F52-17] [F52-10] an automatic hit's drawn damage: each amount's chance is the share of the unseen cards whose hit does it, by the book and by a monster's attack", () => {
    const bite: MonsterAttack = { ...regularAttack("bite", "Bite"), face: { damage: 3, effect: "Poisoned" } };
    fc.assert(
      fc.property(
        fc.shuffledSubarray(fates52Deck() as SuitedCard[], { minLength: 1, maxLength: 52 }),
        fc.integer({ min: 1, max: 13 }),
        (unseen, hp) => {
          const check = (odds: ReturnType<typeof autoHitOdds>, damageOf: (card: SuitedCard) => number) => {
            const chance = new Map<number, number>();
            for (const kind of ["number", "face", "ace"] as const)
              chance.set(odds[kind].damage, (chance.get(odds[kind].damage) ?? 0) + odds[kind].chance);
            for (const [damage, p] of chance) close(p, unseen.filter((card) => damageOf(card) === damage).length / unseen.length);
          };
          check(
            autoHitOdds(unseen, (kind) => tierDamage(kind, hp)),
            (card) => damageFor(card, hp),
          );
          check(
            autoHitOdds(unseen, (kind) => monsterTierDamage(bite, kind, hp)),
            (card) => monsterHit(bite, card, hp).damage,
          );
        },
      ),
    );
  });

  it("[CORE-05] [F52-05] the players act first as often as every order of the initiative draws says: their best card at least every other (ties to the players)", () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(fates52Deck() as SuitedCard[], { minLength: 3, maxLength: 7 }),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 1, max: 2 }),
        (unseen, players, others) => {
          fc.pre(players + others <= unseen.length);
          // Every ordered draw of players + others cards: the first ones the players', the rest the others'.
          let first = 0;
          let orders = 0;
          const walk = (left: readonly SuitedCard[], drawn: readonly SuitedCard[]): void => {
            if (drawn.length === players + others) {
              orders += 1;
              const best = (cards: readonly SuitedCard[]) => Math.max(...cards.map((card) => card.rank));
              if (best(drawn.slice(0, players)) >= best(drawn.slice(players))) first += 1;
              return;
            }
            left.forEach((card, at) => walk([...left.slice(0, at), ...left.slice(at + 1)], [...drawn, card]));
          };
          walk(unseen, []);
          close(playersFirstOdds(unseen, players, others)!, first / orders);
        },
      ),
    );
    expect(playersFirstOdds(fates52Deck() as SuitedCard[], 0, 2)).toBeNull();
  });

  it("[CORE-05] [F52-17] a wake draw's odds equal the share of the unseen cards that wake against the number", () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(fates52Deck() as SuitedCard[], { minLength: 1, maxLength: 52 }),
        fc.integer({ min: 2, max: 10 }),
        (unseen, number) => {
          close(wakeOdds(unseen, number), unseen.filter((card) => wakes(card, number)).length / unseen.length);
        },
      ),
    );
  });

  it("[CORE-05] the unseen cards are the deck minus what the asker sees", () => {
    const unseen = unseenCards(fates52Deck(), cards("AS 2C 3C"));
    expect(unseen).toHaveLength(49);
    expect(unseen.map(cardKey)).not.toContain("AS@fates52");
  });

  it("[CORE-05] [F52-07] [F52-11] attack odds against a secret hand equal brute force over the unseen cards", () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(fates52Deck() as SuitedCard[], { minLength: 4, maxLength: 9 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 6 }),
        (unseen, handSize, maxCards, attackTotal, attackAce, bonus) => {
          const attack = { ace: attackAce, total: attackAce ? 0 : attackTotal };
          const hands = subsets(unseen, Math.min(handSize, unseen.length));
          let hit = 0;
          let fumble = 0;
          for (const hand of hands) {
            // Brute force: try every defence the hand could play, keep the best for the defender.
            const plays = [...Array(maxCards + 1).keys()]
              .flatMap((k) => subsets(hand, k))
              .filter((play) => play.length <= 1 || !play.some(isAce));
            const holds = plays.some((play) => !attackBeats(attack, playStrength(play, bonus)));
            if (hand.some(isAce)) fumble++;
            else if (!holds) hit++;
          }
          const odds = attackOdds({ attack, unseen, defenderHandSize: handSize, defenderMaxCards: maxCards, defenceBonus: bonus });
          close(odds.hit, hit / hands.length);
          close(odds.fumble, fumble / hands.length);
          close(odds.hit + odds.held, 1);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("[CORE-05] [F52-07] [F52-09] [F52-11] hidden hands up to 6 cards, defences of 0 to 4 cards: attack odds equal brute force", () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(fates52Deck() as SuitedCard[], { minLength: 6, maxLength: 10 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 6 }),
        (unseen, handSize, maxCards, attackTotal, bonus) => {
          const attack = { ace: false, total: attackTotal };
          const hands = subsets(unseen, handSize);
          const hit = hands.filter((hand) => attackBeats(attack, strongestPlay(hand, maxCards, bonus))).length;
          const fumble = hands.filter((hand) => strongestPlay(hand, maxCards, bonus).ace).length;
          const odds = attackOdds({ attack, unseen, defenderHandSize: handSize, defenderMaxCards: maxCards, defenceBonus: bonus });
          close(odds.hit, hit / hands.length);
          close(odds.fumble, fumble / hands.length);
          close(odds.held, 1 - hit / hands.length);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("[CORE-05] [F52-02] [F52-03] [F52-21] action checks of up to 5 cards equal brute force on random unseen cards", () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(fates52Deck() as SuitedCard[], { minLength: 1, maxLength: 11 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 2, max: 10 }),
        (unseen, count, difficulty) => {
          const hands = subsets(unseen, Math.min(count, unseen.length));
          close(
            actionCheckOdds(unseen, difficulty, count),
            hands.filter((hand) => evaluateCheck(hand, difficulty).success).length / hands.length,
          );
        },
      ),
      { numRuns: 80 },
    );
  });

  it("[CORE-05] [F52-09] a warrior's two-card attack of 19 against a one-card defence, full deck minus the attack", () => {
    const attackCards = suitedCards("9C 10D");
    const unseen = unseenCards(fates52Deck(), attackCards);
    const odds = attackOdds({ attack: playStrength(attackCards), unseen, defenderHandSize: 1, defenderMaxCards: 1 });
    // One secret card: only an Ace (4 of the 50 unseen) holds, and makes the attacker fumble; no other card reaches 19.
    close(odds.fumble, 4 / 50);
    close(odds.hit, 46 / 50);
    expect(strongestPlay(suitedCards("KD 9S 3C"), 2)).toEqual({ ace: false, total: 24 });
  });
});
