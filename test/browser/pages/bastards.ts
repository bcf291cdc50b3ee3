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
import { seededRandom } from "../../../src/rules/cards/random.ts";
import { createWorld } from "../../integration/world.ts";
import { BASTARDS_WORLD, fated, lying as lyingIn, players as seated, sheets } from "../../integration/bastards/helpers.ts";
import { chatLog, chatMessage, compileSystemCss, page, windowFrame } from "../frame.ts";
import type { HarnessPage } from "../frame.ts";
import { FATE_DRAW_MESSAGE, OPPOSITION_MESSAGE, WEAPON_ITEM } from "../../../src/rulesets/bastards/ids.ts";

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
    await world.act(ann, fateId, "draw");
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
    await world.act(gm, id, "begin");
    await world.act(ann, id, "chooseInitiative", { actor: ana.id, ...identityOf(worst(lying("hand", ana.id!))) });
    await snap();
    await world.act(bob, id, "chooseInitiative", { actor: bram.id, ...identityOf(best(lying("hand", bram.id!))) });
    for (let turn = 0; turn < 4 && state().turn?.actor !== ana.id; turn++) {
      const actor = state().turn!.actor;
      await world.act(bob, id, "drawStep", { actor });
      await world.act(bob, id, "endTurn", { actor });
    }
    await snap();
    await world.act(ann, id, "drawStep", { actor: ana.id });
    await world.act(ann, id, "attack", { actor: ana.id, target: bram.id, skill: "combat:unarmed", kind: "physical" });
    await world.act(bob, id, "defend", { actor: bram.id, skill: "combat:unarmed" });
    await world.act(ann, id, "playFaceDown", { actor: ana.id, ...identityOf(best(lying("hand", ana.id!))) });
    if (state().draw?.stage === "defenderFaceDown")
      await world.act(bob, id, "playFaceDown", { actor: bram.id, ...identityOf(worst(lying("hand", bram.id!))) });
    await snap();
    for (let bets = 0; bets < 8 && state().draw?.stage === "betting"; bets++) {
      const draw = state().draw!;
      if (draw.bettor === "defender") await world.act(bob, id, "stand", { actor: bram.id });
      else await world.act(ann, id, "bet", { actor: ana.id, ...identityOf(best(lying("hand", ana.id!))) });
    }
    await snap();
    await world.act(ann, id, "spendWildcard", { actor: ana.id });
    if (state().draw?.stage === "wildcards") await world.act(ann, id, "finishWildcards", { actor: ana.id });
    await snap();

    await world.act(gm, id, "endOpposition");

    // The odds before the other draws [T-CORE-04]: Go on, the Use form, a card set aside, Mastermind's card, the Appear form.
    const oddsMessages: string[] = [];
    const cass = await fated(world, "Cass", ann, {
      suit: "S",
      traits: { body: 3, spirit: 1, mind: 2, luck: 2 },
      advantages: { acrobat: 1, assPull: 1, intensity: 1, mastermind: 1 },
      wildcards: 3,
    });
    const dag = await fated(world, "Dag", bob, { suit: "C", traits: { body: 2, spirit: 1, mind: 1, luck: 2 } });
    const cora2 = await fated(world, "Cora Vale", ann, { suit: "H" });
    for (const actor of [cass, dag, cora2]) await rt.as(gm, () => actor.update({ img: "icons/svg/mystery-man.svg" } as never));
    const second = await ask(ann, {
      kind: "startCard",
      messageType: OPPOSITION_MESSAGE,
      actorId: cass.id!,
      options: {
        combatants: [
          { actor: cass.id, side: "Heroes" },
          { actor: dag.id, side: "Villains" },
        ],
      },
    });
    const oddsId = second.ok ? second.messageId! : "";
    const now = () => (game.messages.get(oddsId)!.system as unknown as { state: { opposition: OppositionState } }).state.opposition;
    const snapAs = async (user: User.Implementation, speaker: string) =>
      oddsMessages.push(chatMessage(speaker, user.name ?? "", await seeCard(oddsId, user)));
    await world.act(gm, oddsId, "begin");
    await world.act(ann, oddsId, "chooseInitiative", { actor: cass.id, ...identityOf(worst(lying("hand", cass.id!))) });
    await world.act(bob, oddsId, "chooseInitiative", { actor: dag.id, ...identityOf(best(lying("hand", dag.id!))) });
    // Acrobat is for a chase's extreme movement [GOB-28]: Dag flees on his turn and Cass gives chase.
    for (let turn = 0; turn < 4 && now().turn?.actor !== dag.id; turn++) {
      await world.act(ann, oddsId, "drawStep", { actor: cass.id });
      await world.act(ann, oddsId, "endTurn", { actor: cass.id });
    }
    await world.act(bob, oddsId, "drawStep", { actor: dag.id });
    await world.act(bob, oddsId, "flee", { actor: dag.id });
    await world.act(ann, oddsId, "giveChase", { actor: cass.id });
    await world.act(bob, oddsId, "endTurn", { actor: dag.id });
    // The deck runs out in Cass's draw step: the GM reads the owed cards' chance before Go on.
    const table = new world.modules.table.FoundryTable(world.ruleset, seededRandom(5));
    await rt.as(gm, () => table.draw("deck", "discard", 200));
    await world.act(ann, oddsId, "drawStep", { actor: cass.id });
    await snapAs(gm, "Cass");
    await world.act(gm, oddsId, "answerContinue", { goOn: "true" });
    // The Use form, every advantage's line shown (in a dialog only the chosen one's shows).
    const { stepForm } = await import("../../../src/rulesets/bastards/chat/choosers.ts");
    const { advantageFormOdds, appearFormOdds } = await import("../../../src/rulesets/bastards/chat/opposition-odds-view.ts");
    const form = stepForm("useAdvantage", now(), {}, cass.id!);
    const useForm = await rt.as(ann, async () =>
      foundry.applications.handlebars.renderTemplate("systems/deckbound/templates/bastards/dialogs/step-form.hbs", {
        ...form,
        advantageOdds: advantageFormOdds(
          now(),
          cass.id!,
          form.advantages.map((entry) => entry.value),
        ),
      }),
    );
    // Acrobat: each card set aside shows its draw's chance.
    await world.act(ann, oddsId, "useAdvantage", { actor: cass.id, advantage: "acrobat" });
    await snapAs(ann, "Cass");
    // Involve: two followers, who play their initiative at once; Dag attacks one and Cass's Mastermind may add a card to its side.
    // Each comes with one weapon the world offers and its Power Rating (3) of advantages [GOB-22, GOB-25].
    const knife = await rt.as(gm, () => Item.create({ name: "Knife", type: WEAPON_ITEM, system: { skill: "combat:knife" } } as never));
    const kit = { weapon: knife!.id, advantages: ["careful", "dodge", "disarm"] };
    await world.act(ann, oddsId, "involve", { actor: cass.id, kits: [kit, kit] });
    const followers = now().combatants.filter((combatant) => combatant.kind === "follower");
    for (const follower of followers)
      await world.act(ann, oddsId, "chooseInitiative", { actor: follower.key, ...identityOf(worst(lying("hand", follower.key))) });
    const { combatantOf } = await import("../../../src/rulesets/bastards/models/actor-data.ts");
    const joiner = combatantOf(cora2, "Heroes");
    const appearForm = await rt.as(ann, async () =>
      foundry.applications.handlebars.renderTemplate("systems/deckbound/templates/bastards/dialogs/join-form.hbs", {
        isAppear: true,
        characters: [{ value: cora2.id, name: "Cora Vale" }],
        sides: ["Heroes", "Villains"],
        odds: "ok" in joiner ? [] : appearFormOdds(now(), [joiner]),
      }),
    );
    await world.act(ann, oddsId, "endTurn", { actor: cass.id });
    const guarded = followers[0]!.key;
    await world.act(bob, oddsId, "drawStep", { actor: dag.id });
    await world.act(bob, oddsId, "attack", { actor: dag.id, target: guarded, skill: "combat:unarmed", kind: "physical" });
    await world.act(ann, oddsId, "defend", { actor: guarded, skill: "combat:unarmed" });
    await world.act(bob, oddsId, "playFaceDown", { actor: dag.id, ...identityOf(worst(lying("hand", dag.id!))) });
    await world.act(ann, oddsId, "playFaceDown", { actor: guarded, ...identityOf(best(lying("hand", guarded))) });
    await snapAs(ann, "Cass");

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
      { name: "bastards-odds-draws", html: page("A Game of Bastards: the odds before the other draws", css, chatLog(oddsMessages, 380)) },
      {
        name: "bastards-odds-forms",
        html: page(
          "A Game of Bastards: the odds on the forms",
          css,
          `${windowFrame("Use an advantage…", "dialog deckbound bastards", 420, useForm)}${windowFrame("Appear…", "dialog deckbound bastards", 420, appearForm)}`,
        ),
      },
    ];
  } finally {
    world.rt.uninstall();
  }
}
