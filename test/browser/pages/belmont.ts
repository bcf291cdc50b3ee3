/**
 * Harness pages of Belmont quest: The Belmont's sheet (decks, abilities with an orphaned one, the
 * GM's view of Fate's decks, a player's view) and the task chat card in each state — setting the
 * scene, voting, and the source's three worked outcomes (success, failure, critical) [BEL-18] —
 * rendered by the real templates and context builders, each card for the user who reads it.
 */
import type { Suit } from "../../../src/rules/cards/card.ts";
import { ABILITY_TYPE, HERO_TYPE } from "../../../src/rulesets/belmont/ids.ts";
import { createWorld } from "../../integration/world.ts";
import { BELMONT_TABLE } from "../../integration/belmont/helpers.ts";
import { reduceTask } from "../../../src/rules/belmont/index.ts";
import type { TaskState } from "../../../src/rules/belmont/index.ts";
import { DEFAULT_RULINGS, challengeStack, skillStack } from "../../../src/rules/belmont/index.ts";
import { drive, openTask, putOnTop, revealChallenge, startingTable } from "../../rules/belmont/table-helpers.ts";
import { chatLog, chatMessage, compileSystemCss, dialogFrame, page, windowFrame } from "../frame.ts";
import type { HarnessPage } from "../frame.ts";

/** Player-written notes, with markup a player might try: shown through enrichment only, else escaped. */
export const NOTES = "<p>Heir of the whip. Sworn to end Dracula's night.</p><img src=x onerror=\"document.body.dataset.pwned='yes'\">";

const SCENE = "Dracula waits on his throne. The audience must choose how Richter strikes.";
const LINES: Record<Suit, string> = {
  C: "Richter feints and slips behind the throne.",
  S: "Richter charges and swings the whip.",
  H: "Richter calls on his mother's memory.",
  D: "Richter throws holy water in an arc.",
};

/** The source's throne room as a task state: Sharp 7, Brawn 10, Heart 8, Magic K, luck 8♥ [BEL-18]. */
async function throneRoom(choice: Suit | null, voters: Record<string, Suit> = {}, luck = "8H"): Promise<TaskState> {
  const table = startingTable(18);
  for (const code of ["7C", "10S", "8H", "KD"]) await putOnTop(table, skillStack(code.slice(-1) as Suit), code);
  await putOnTop(table, "luck", luck);
  await putOnTop(table, challengeStack("C"), "9C");
  await putOnTop(table, challengeStack("D"), "9D");
  await putOnTop(table, challengeStack("H"), "9H");
  await table.move(table.contents(challengeStack("H")).slice(1), challengeStack("H"), "challenge-discard-H");
  let state = await openTask(table);
  state = { ...state, options: state.options.map((option) => ({ ...option, description: LINES[option.suit] ?? "" })) };
  for (const [user, suit] of Object.entries(voters)) {
    const voted = reduceTask(state, { type: "vote", user, suit });
    if (voted.ok) state = voted.state;
  }
  if (!choice) return state;
  const voted = reduceTask(state, { type: "vote", user: "ann", suit: choice });
  if (!voted.ok) throw new Error(voted.reason);
  return revealChallenge(table, await drive(table, voted.state, choice === "D" ? { type: "pick", suit: choice } : { type: "close" }));
}

export async function renderPages(): Promise<HarnessPage[]> {
  const css = compileSystemCss();
  const world = await createWorld({ ...BELMONT_TABLE, seed: 7 });
  const { rt, gm } = world;
  const player = world.players[0]!;
  try {
    const { taskProcedure } = await import("../../../src/rulesets/belmont/chat/task-card.ts");
    const { publicTask } = await import("../../../src/rulesets/belmont/chat/task-state.ts");
    const { BelmontSheet } = await import("../../../src/rulesets/belmont/sheets/actor-sheet.ts");
    const { taskDialogContent } = await import("../../../src/rulesets/belmont/chat/open-task.ts");
    const { currentViewer, renderCardState } = await import("../../../src/foundry/chat/card-render.ts");

    const richter = (await rt.as(gm, () =>
      Actor.create({
        name: "Richter Belmont",
        type: HERO_TYPE,
        img: "icons/svg/mystery-man.svg",
        ownership: { default: 2 },
        system: { notes: NOTES },
        items: [
          { name: "Vampire Killer", type: ABILITY_TYPE, system: { suit: "S", rank: 10, kind: "bonus", amount: 1 } },
          {
            name: "Holy Water",
            type: ABILITY_TYPE,
            system: { suit: "D", rank: 13, kind: "described", description: "Burns every undead in the room." },
          },
          { name: "Old Wound", type: ABILITY_TYPE, system: { suit: "H", rank: 5, kind: "malus", amount: 1 } },
        ],
      } as unknown as Actor.CreateData),
    )) as Actor.Implementation;
    await world.setUp();
    const move = (code: string, origin: string, from: string, to: string) =>
      world.ask(gm, { kind: "move", cards: [{ code, origin }], from, to });
    for (const code of ["7C", "10S", "8H", "KD"])
      await move(code, "belmont-skill", `skill-${code.slice(-1)}`, `skill-top-${code.slice(-1)}`);
    await move("8H", "belmont-luck", "luck", "luck-card");
    for (const code of ["7S", "8S", "9S", "JS", "QS", "KS", "AS"]) await move(code, "belmont-skill", "skill-S", "skill-discard-S");
    for (const code of ["9D", "10D"]) await move(code, "belmont-challenge", "challenge-D", "challenge-discard-D");

    type Sheet = {
      render(options: object): Promise<unknown>;
      renderedParts: Record<string, string>;
      mode: "play" | "edit";
      changeTab(tab: string, group: string): void;
    };
    const frame = async (user: User.Implementation, tab: string, mode: "play" | "edit" = "play") => {
      const sheet = new BelmontSheet({ document: richter } as never) as unknown as Sheet;
      sheet.mode = mode;
      sheet.changeTab(tab, "primary");
      await rt.as(user, () => sheet.render({ force: true }));
      const parts = sheet.renderedParts;
      const body = `${parts["header"]}${parts["tabs"]}${parts[tab]}`;
      return windowFrame("Richter Belmont", "deckbound sheet actor belmont", 640, body);
    };

    const card = (task: TaskState | null) => ({
      actorId: richter.id,
      scene: SCENE,
      lines: LINES,
      rulings: DEFAULT_RULINGS,
      task: task && publicTask(task),
    });
    const states: Record<string, ReturnType<typeof card>> = {
      "setting the scene": card(null),
      // Ann (this page's player) voted Magic, as did Bob; Cat voted Sharp.
      voting: card(await throneRoom(null, { [player.id ?? ""]: "D", bob: "D", cat: "C" })),
      // The luck card matches nothing: Heart, on Fate's last Hearts card, fails unless lucky, and says so [BEL-13].
      "last card": card(await throneRoom(null, {}, "9S")),
      success: card(await throneRoom("D")),
      failure: card(await throneRoom("C")),
      critical: card(await throneRoom("H")),
    };
    /** Each message as one viewer sees it: the card is rendered for that user. */
    const log = async (entries: [title: string, viewer: "gm" | "player"][]) => {
      const messages: string[] = [];
      for (const [index, [title, viewer]] of entries.entries()) {
        const user = viewer === "gm" ? gm : player;
        const content = await rt.as(user, () => renderCardState(taskProcedure, states[title], currentViewer(richter.id ?? "")));
        messages.push(
          chatMessage(
            "Richter Belmont",
            `Gamemaster · seen by ${viewer === "gm" ? "the GM" : "Ann"}`,
            `<div id="belmont-message-${index}">${content}</div>`,
          ),
        );
      }
      return chatLog(messages, 380);
    };

    return [
      { name: "belmont-sheet", html: page("Belmont sheet: decks (GM)", css, await frame(gm, "decks")) },
      { name: "belmont-sheet-player", html: page("Belmont sheet: decks (player)", css, await frame(player, "decks")) },
      { name: "belmont-sheet-abilities", html: page("Belmont sheet: abilities on their cards (GM)", css, await frame(gm, "abilities")) },
      {
        name: "belmont-sheet-abilities-edit",
        html: page("Belmont sheet: abilities and deck editor (GM, edit mode)", css, await frame(gm, "abilities", "edit")),
      },
      { name: "belmont-sheet-fate", html: page("Belmont sheet: Fate's decks (GM)", css, await frame(gm, "fate", "edit")) },
      {
        name: "belmont-task-dialog",
        html: page(
          "Belmont: the GM's New task dialog",
          css,
          dialogFrame("New task", "", 420, await rt.as(gm, async () => taskDialogContent())),
        ),
      },
      { name: "belmont-sheet-notes", html: page("Belmont sheet: notes", css, await frame(player, "notes")) },
      {
        name: "belmont-task-voting",
        html: page(
          "Belmont task: scene and voting",
          css,
          await log([
            ["setting the scene", "player"],
            ["voting", "player"],
            ["voting", "gm"],
          ]),
        ),
      },
      { name: "belmont-task-last-card", html: page("Belmont task: Fate's last card", css, await log([["last card", "player"]])) },
      {
        name: "belmont-task-resolved",
        html: page(
          "Belmont task: success, failure, critical",
          css,
          await log([
            ["success", "player"],
            ["failure", "player"],
            ["critical", "player"],
          ]),
        ),
      },
    ];
  } finally {
    world.close();
  }
}
