/**
 * Harness pages of A Game of Bastards, rendered by the real templates and context builders on the
 * test runtime: the Fated sheet, the Time Passes dialog, the Fate draw card before and after, and
 * the opposition card through its states (played through the GM queue, as in the integration test).
 * Cards render through the chat-card kit for one viewer: the Fate draw as its player sees it, the
 * opposition as the GM does (every button, the GM's too).
 */
import { compareCards } from "../../../src/rules/bastards/index.ts";
import type { OppositionState } from "../../../src/rules/bastards/index.ts";
import type { Card, SuitedCard } from "../../../src/rules/cards/card.ts";
import { identityOf } from "../../../src/foundry/table/card-identity.ts";
import { createWorld } from "../../integration/world.ts";
import { BASTARDS_WORLD, act as press, fated, lying as lyingIn, players as seated, sheets } from "../../integration/bastards/helpers.ts";
import { chatLog, chatMessage, compileSystemCss, page, windowFrame } from "../frame.ts";
import type { HarnessPage } from "../frame.ts";
import { FATE_DRAW_MESSAGE, OPPOSITION_MESSAGE } from "../../../src/rulesets/bastards/ids.ts";

type Rendered = { render(options: object): Promise<unknown>; renderedParts: Record<string, string>; renderedHTML: string };

const best = (cards: readonly Card[]) =>
  cards
    .filter((card): card is SuitedCard => card.kind === "suited")
    .sort(compareCards)
    .at(-1)!;
const worst = (cards: readonly Card[]) => cards.filter((card): card is SuitedCard => card.kind === "suited").sort(compareCards)[0]!;

export async function renderPages(): Promise<HarnessPage[]> {
  const css = compileSystemCss();
  const world = await createWorld(BASTARDS_WORLD);
  try {
    const { rt, gm, seeCard } = world;
    const ask = world.ask;
    const [ann, bob] = seated(world);
    const lying = (stack: string, owner?: string) => lyingIn(world, stack, owner);
    const act = (user: User.Implementation, messageId: string, action: string, data?: Record<string, unknown>) =>
      press(world, user, messageId, action, data);
    const { FatedSheet, TimePassesApp } = await sheets();
    const ana = await fated(world, "Ana Vey", ann, {
      suit: "C",
      traits: { body: 4, spirit: 2, mind: 2, luck: 1 },
      skills: { "combat:unarmed": 3, "combat:sabre": 2, athletics: 2, repair: 2 },
      specialties: [{ name: "Duelling", first: "combat:sabre", second: "athletics" }],
      advantages: { toughness: 1, dodge: 1, speedy: 1, zeal: 1, luckyStrike: 1 },
      disadvantages: { noticeableMark: 1, misfortunate: 1 },
      poolLoss: { body: 6, spirit: 0, mind: 0, luck: 5 },
      wildcards: 2,
      xp: 3,
      xpGained: 14,
      timePasses: { open: true, raised: ["trait:body"] },
    });
    const bram = await fated(world, "Bram", bob, {
      suit: "S",
      traits: { body: 1, spirit: 1, mind: 2, luck: 1 },
      poolLoss: { body: 4, spirit: 0, mind: 0, luck: 0 },
    });
    for (const actor of [ana, bram]) await rt.as(gm, () => actor.update({ img: "icons/svg/mystery-man.svg" } as never));
    await world.setUp();

    // The Fate draw: before and after.
    const fateMessages: string[] = [];
    const started = await ask(ann, {
      kind: "startCard",
      messageType: FATE_DRAW_MESSAGE,
      actorId: ana.id!,
      options: { skill: "repair", trait: "mind", difficulty: 3 },
    });
    const fateId = started.ok ? started.messageId! : "";
    fateMessages.push(chatMessage("Ana Vey", "Ann", await seeCard(fateId, ann)));
    await act(ann, fateId, "draw");
    fateMessages.push(chatMessage("Ana Vey", "Ann", await seeCard(fateId, ann)));

    // The opposition, step by step.
    const oppositionMessages: string[] = [];
    const opened = await ask(ann, {
      kind: "startCard",
      messageType: OPPOSITION_MESSAGE,
      actorId: ana.id!,
      options: {
        combatants: [
          { actor: ana.id, side: "Heroes" },
          { actor: bram.id, side: "Villains" },
        ],
      },
    });
    const id = opened.ok ? opened.messageId! : "";
    const state = () => (game.messages.get(id)!.system as unknown as { state: { opposition: OppositionState } }).state.opposition;
    const snap = async () => oppositionMessages.push(chatMessage("Ana Vey", "Ann", await seeCard(id, gm)));
    await snap();
    await act(gm, id, "begin");
    await act(ann, id, "chooseInitiative", { actor: ana.id, ...identityOf(worst(lying("hand", ana.id!))) });
    await snap();
    await act(bob, id, "chooseInitiative", { actor: bram.id, ...identityOf(best(lying("hand", bram.id!))) });
    for (let turn = 0; turn < 4 && state().turn?.actor !== ana.id; turn++) {
      const actor = state().turn!.actor;
      await act(bob, id, "drawStep", { actor });
      await act(bob, id, "endTurn", { actor });
    }
    await snap();
    await act(ann, id, "drawStep", { actor: ana.id });
    await act(ann, id, "attack", { actor: ana.id, target: bram.id, skill: "combat:unarmed", kind: "physical" });
    await act(bob, id, "defend", { actor: bram.id, skill: "combat:unarmed" });
    await act(ann, id, "playFaceDown", { actor: ana.id, ...identityOf(best(lying("hand", ana.id!))) });
    if (state().draw?.stage === "defenderFaceDown")
      await act(bob, id, "playFaceDown", { actor: bram.id, ...identityOf(worst(lying("hand", bram.id!))) });
    await snap();
    for (let bets = 0; bets < 8 && state().draw?.stage === "betting"; bets++) {
      const draw = state().draw!;
      if (draw.bettor === "defender") await act(bob, id, "stand", { actor: bram.id });
      else await act(ann, id, "bet", { actor: ana.id, ...identityOf(best(lying("hand", ana.id!))) });
    }
    await snap();
    await act(ann, id, "spendWildcard", { actor: ana.id });
    if (state().draw?.stage === "wildcards") await act(ann, id, "finishWildcards", { actor: ana.id });
    await snap();

    // The sheet, after the fight, and the Time Passes dialog.
    const sheet = new FatedSheet({ document: game.actors.get(ana.id!)! } as never) as unknown as Rendered;
    await rt.as(ann, () => sheet.render({ force: true }));
    const fatedSheet = windowFrame(
      "Ana Vey",
      "deckbound sheet actor bastards",
      640,
      `${sheet.renderedParts["header"]}${sheet.renderedParts["character"]}${sheet.renderedParts["hand"]}${sheet.renderedParts["items"]}`,
    );
    const timePasses = new TimePassesApp(game.actors.get(ana.id!)!) as unknown as Rendered;
    await rt.as(ann, () => timePasses.render({ force: true }));
    const dialog = windowFrame("Time Passes", "deckbound bastards bastards-time-passes", 460, timePasses.renderedHTML);

    // A character still in creation: the suit is picked on the sheet.
    const cora = await fated(world, "Cora", ann, { phase: "creation" });
    await rt.as(gm, () => cora.update({ img: "icons/svg/mystery-man.svg" } as never));
    const creation = new FatedSheet({ document: cora } as never) as unknown as Rendered & { renderedParts: Record<string, string> };
    await rt.as(ann, () => creation.render({ force: true }));
    const creationSheet = windowFrame(
      "Cora",
      "deckbound sheet actor bastards",
      640,
      `${creation.renderedParts["header"]}${creation.renderedParts["character"]}`,
    );

    return [
      { name: "bastards-creation-sheet", html: page("A Game of Bastards: a Fated in creation", css, creationSheet) },
      { name: "bastards-fated-sheet", html: page("A Game of Bastards: the Fated sheet", css, fatedSheet) },
      { name: "bastards-time-passes", html: page("A Game of Bastards: Time Passes", css, dialog) },
      { name: "bastards-fate-draw", html: page("A Game of Bastards: the Fate draw", css, chatLog(fateMessages, 360)) },
      { name: "bastards-opposition", html: page("A Game of Bastards: an opposition", css, chatLog(oppositionMessages, 380)) },
    ];
  } finally {
    world.rt.uninstall();
  }
}
