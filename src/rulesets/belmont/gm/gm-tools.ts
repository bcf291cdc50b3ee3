/**
 * Belmont's GM tools (RulesetDefinition.gmTools): the deck editor [BEL-04, BEL-17] and "put on top"
 * [BEL-05, BEL-07]. Any GM uses them from the hero's sheet; they run on the active GM's client in the
 * world's queue (gm/authority.ts `useGmTool`), so an edit made while the world's first setup still
 * creates the stacks waits for them, and Fate's next card is kept where the task's draw is served.
 * The input comes from a GM's client and is read as untrusted: a malformed one is refused.
 */
import { RANKS, isSuit } from "../../../rules/cards/card.ts";
import type { Rank, SuitedCard } from "../../../rules/cards/card.ts";
import type { DeckEdit, Face } from "../../../rules/belmont/index.ts";
import { isRecord, readCard } from "../../../foundry/chat/action-data.ts";
import { useGmTool } from "../../../foundry/gm/authority.ts";
import { Refusals } from "../../../foundry/gm/requests.ts";
import type { GmResult } from "../../../foundry/gm/requests.ts";
import { refuse } from "../../../foundry/registry/definition.ts";
import type { GmTool } from "../../../foundry/registry/definition.ts";
import { rulesets } from "../../../foundry/registry/registry.ts";
import { identityOf } from "../../../foundry/table/card-identity.ts";
import { BELMONT } from "../ids.ts";
import { ARRANGE_TARGETS, putOnTop } from "./arrange.ts";
import type { ArrangeTarget } from "./arrange.ts";
import { editBelmontDecks } from "./deck-editor.ts";

/** A card face from a suit and a rank (a number, or a select's string), or null. */
export function faceOf(suit: unknown, rank: unknown): Face | null {
  const number = Number(rank);
  return isSuit(suit) && (RANKS as readonly number[]).includes(number) ? { suit, rank: number as Rank } : null;
}

function readFace(value: unknown): Face | null {
  return isRecord(value) ? faceOf(value["suit"], value["rank"]) : null;
}

function readSuited(value: unknown): SuitedCard | null {
  const card = isRecord(value) ? readCard(value, "card") : null;
  return card?.kind === "suited" ? card : null;
}

/** A deck edit as a GM's client sends it, or null when it is not one. */
function readDeckEdit(input: unknown): DeckEdit | null {
  if (!isRecord(input)) return null;
  const face = readFace(input["face"]);
  const card = readSuited(input);
  switch (input["type"]) {
    case "addSkillCard":
    case "addChallengeCard":
    case "addLuckCard":
      return face && { type: input["type"], face };
    case "removeSkillCard":
    case "removeChallengeCard":
    case "removeLuckCard":
      return card && { type: input["type"], card };
    case "changeSkillCard": {
      const to = readFace(input["to"]);
      return card && to && { type: "changeSkillCard", card, to };
    }
    default:
      return null;
  }
}

async function editDecksTool(_table: unknown, input: unknown): Promise<GmResult> {
  const edit = readDeckEdit(input);
  const ruleset = rulesets.get(BELMONT);
  if (!edit || !ruleset) return refuse(Refusals.Malformed);
  return editBelmontDecks(ruleset, edit);
}

async function putOnTopTool(_table: unknown, input: unknown): Promise<GmResult> {
  const target = isRecord(input) ? input["target"] : null;
  const face = readFace(input);
  const ruleset = rulesets.get(BELMONT);
  if (typeof target !== "string" || !Object.hasOwn(ARRANGE_TARGETS, target) || !face || !ruleset) return refuse(Refusals.Malformed);
  return putOnTop(ruleset, target as ArrangeTarget, face);
}

export const BELMONT_GM_TOOLS = { editDecks: editDecksTool, putOnTop: putOnTopTool } satisfies Record<string, GmTool>;

/** Edit Belmont's decks from this GM's client (a card travels as its identity). */
export function editDecks(edit: DeckEdit): Promise<GmResult> {
  return useGmTool("editDecks", "card" in edit ? { ...edit, card: identityOf(edit.card) } : edit);
}

/** Put a card of this face on top of the target (or make it Fate's next card), from this GM's client. */
export function arrangeOnTop(target: ArrangeTarget, face: Face): Promise<GmResult> {
  return useGmTool("putOnTop", { target, ...face });
}
