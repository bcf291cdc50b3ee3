/**
 * A simple scene: a token for every actor in the world (a player sees them all, as on a Foundry
 * canvas where none is hidden). Clicking a token targets or untargets it for this user
 * (`game.user.targets`); the GM also puts tokens into the combat encounter and out again. On the
 * left, the scene controls: each control group with its tools, as the `getSceneControlButtons`
 * hook leaves them (the GM's tools the system adds appear there).
 */
import { targetToken, type RuntimeTargetToken } from "../../runtime/users.ts";
import type { RuntimeDocument } from "../../runtime/document.ts";
import { element } from "./shell-view.ts";
import type { Notifier } from "./notifications.ts";

const l = (key: string) => game.i18n.localize(key);
const tokens = new Map<string, RuntimeTargetToken>();

function tokenOf(actor: Actor.Implementation): RuntimeTargetToken {
  const id = actor.id ?? "";
  let token = tokens.get(id);
  if (!token) tokens.set(id, (token = targetToken(actor as unknown as RuntimeDocument, actor.name ?? "")));
  return token;
}

interface SceneTool {
  name: string;
  title: string;
  icon?: string;
  order?: number;
  button?: boolean;
  visible?: boolean;
  onChange?: (event?: Event, active?: boolean) => void;
}

interface SceneControl {
  name: string;
  title: string;
  order: number;
  visible?: boolean;
  tools: Record<string, SceneTool>;
}

/** v13's controls record, with the token group's core tools, passed through the hook. */
function sceneControls(): SceneControl[] {
  const controls: Record<string, SceneControl> = {
    tokens: {
      name: "tokens",
      title: "SANDBOX.Controls.Tokens",
      order: 1,
      tools: {
        select: { name: "select", title: "SANDBOX.Controls.Select", order: 1 },
        target: { name: "target", title: "SANDBOX.Controls.Target", order: 2 },
      },
    },
  };
  (Hooks.callAll as unknown as (hook: string, ...args: unknown[]) => void)("getSceneControlButtons", controls);
  return Object.values(controls)
    .filter((control) => control.visible !== false)
    .sort((a, b) => a.order - b.order);
}

export function controlsBar(notifier: Notifier): HTMLElement {
  const bar = element("nav", { class: "scene-controls", "aria-label": l("SANDBOX.Controls.Label") });
  for (const control of sceneControls()) {
    const tools = element("menu", { class: "control-tools", "aria-label": l(control.title) });
    for (const tool of Object.values(control.tools)
      .filter((t) => t.visible !== false)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))) {
      const button = element("button", { type: "button", class: "control-tool", title: l(tool.title) }, l(tool.title));
      if (tool.onChange && tool.button)
        button.addEventListener("click", (event) => void notifier.guard(async () => tool.onChange?.(event, true)));
      else button.disabled = !tool.button && tool.name !== "select" && tool.name !== "target";
      tools.append(element("li", {}, button));
    }
    bar.append(tools);
  }
  return bar;
}

function activeCombat(): Combat.Implementation | undefined {
  return game.combats.contents.find((combat) => combat.active) ?? game.combats.contents[0];
}

let starting: Promise<Combat.Implementation | undefined> | undefined;

/** The encounter fighters join: the active one, or one started now (once, however many clicks wait for it). */
async function currentEncounter(): Promise<Combat.Implementation | undefined> {
  const existing = activeCombat();
  if (existing) return existing;
  starting ??= Combat.create({ active: true } as Combat.CreateData).finally(() => {
    starting = undefined;
  });
  return starting;
}

export function sceneView(notifier: Notifier, refresh: () => void): HTMLElement {
  const scene = element("section", { class: "scene", "aria-label": l("SANDBOX.Scene.Label") });
  const combat = activeCombat();
  for (const actor of game.actors) {
    const token = tokenOf(actor);
    const targeted = game.user.targets.has(token as never);
    const name = actor.name ?? "";
    const button = element(
      "button",
      {
        type: "button",
        class: `token${targeted ? " targeted" : ""}`,
        "aria-pressed": String(targeted),
        title: game.i18n.format("SANDBOX.Scene.Target", { name }),
      },
      element("img", { src: actor.img ?? "", alt: "" }),
      element("span", {}, name),
    );
    button.setAttribute("aria-label", game.i18n.format("SANDBOX.Scene.Target", { name }));
    button.addEventListener("click", () => {
      if (targeted) game.user.targets.delete(token as never);
      else game.user.targets.add(token as never);
      refresh();
    });
    const holder = element("div", { class: "token-holder" }, button);
    if (game.user.isGM) {
      const fighting = combat?.combatants.find((combatant) => combatant.actorId === actor.id);
      const label = game.i18n.format(fighting ? "SANDBOX.Scene.LeaveCombat" : "SANDBOX.Scene.JoinCombat", { name });
      const toggle = element(
        "button",
        { type: "button", class: "token-combat", "aria-label": label, title: label },
        fighting ? "⚔ ✓" : "⚔",
      );
      // What the button said when it was clicked is what it does, read against the encounter as it is
      // then: a second click before the view caught up with the first must not start a second encounter.
      const join = !fighting;
      toggle.addEventListener(
        "click",
        () =>
          void notifier.guard(async () => {
            const encounter = await currentEncounter();
            const present = encounter?.combatants.find((combatant) => combatant.actorId === actor.id);
            if (!encounter || join === Boolean(present)) return;
            if (present) await encounter.deleteEmbeddedDocuments("Combatant", [present.id ?? ""]);
            else await encounter.createEmbeddedDocuments("Combatant", [{ actorId: actor.id, name } as never]);
          }),
      );
      holder.append(toggle);
    }
    scene.append(holder);
  }
  return scene;
}

/**
 * The combatants as Foundry's tracker lists them and as `combat.turn` counts them: `Combat#turns`,
 * "the sorted turn order of this combat encounter" (https://foundryvtt.com/api/classes/client.Combat.html),
 * highest initiative first, those without one last. Ties keep the order they were added in (⚠ Foundry's
 * tie-break is unconfirmed: docs/FOUNDRY-ASSUMPTIONS.md). Before, the sandbox listed them as added.
 */
function turnOrder(combat: Combat.Implementation): Combatant.Implementation[] {
  const score = (combatant: Combatant.Implementation) => combatant.initiative ?? -Infinity;
  return [...combat.combatants.contents].sort((a, b) => score(b) - score(a));
}

export function combatTracker(notifier: Notifier): HTMLElement {
  const section = element("section", { class: "combat-tracker" });
  const combat = activeCombat();
  if (!combat) {
    section.append(element("p", { class: "empty" }, l("SANDBOX.Combat.None")));
    if (game.user.isGM) {
      const create = element("button", { type: "button" }, l("SANDBOX.Combat.Create"));
      create.addEventListener("click", () => void notifier.guard(() => Combat.create({ active: true } as Combat.CreateData)));
      section.append(create);
    }
    return section;
  }
  // The seat keeps a view whose HTML has not changed (shell.ts replaceIfChanged), listeners and all:
  // the ids the listeners act on are in the HTML, so a view of another Combat (a second encounter
  // looking as the first did before it began) is never kept with the first one's Begin button.
  section.dataset["combatId"] = combat.id ?? "";
  const round = combat.round ? game.i18n.format("SANDBOX.Combat.Round", { round: String(combat.round) }) : l("SANDBOX.Combat.NotStarted");
  section.append(element("h3", {}, round));
  // Foundry v13's tracker offers dice initiative: Roll All and Roll NPCs in its header (a GM's) and
  // Roll Initiative on each combatant without one that the user owns, marked by data-action as there
  // (rollAll, rollNPC, rollInitiative). A system may take them off in renderCombatTracker.
  if (game.user.isGM) {
    for (const action of ["rollAll", "rollNPC"] as const) {
      const roll = element(
        "button",
        { type: "button", "data-action": action },
        l(`SANDBOX.Combat.${action === "rollAll" ? "RollAll" : "RollNPC"}`),
      );
      roll.addEventListener("click", () => void notifier.guard(() => combat[action]()));
      section.append(roll);
    }
  }
  const list = element("ol", { class: "combatants", "aria-label": l("SANDBOX.Combat.Combatants") });
  turnOrder(combat).forEach((combatant, index) => {
    const current = combat.round > 0 && combat.turn === index;
    const row = element(
      "li",
      { class: current ? "active" : "", "data-combatant-id": combatant.id ?? "" },
      combatant.name ?? "",
      combatant.initiative === null ? "" : ` (${combatant.initiative})`,
    );
    if (combatant.initiative === null && combatant.isOwner) {
      const roll = element("button", { type: "button", "data-action": "rollInitiative" }, l("SANDBOX.Combat.RollInitiative"));
      roll.addEventListener("click", () => void notifier.guard(() => combat.rollInitiative([combatant.id ?? ""])));
      row.append(roll);
    }
    list.append(row);
  });
  section.append(list);
  if (game.user.isGM) {
    const controls = element("div", { class: "combat-controls" });
    if (!combat.round) {
      const begin = element("button", { type: "button" }, l("SANDBOX.Combat.Begin"));
      begin.addEventListener("click", () => void notifier.guard(() => combat.startCombat()));
      controls.append(begin);
    }
    const end = element("button", { type: "button" }, l("SANDBOX.Combat.End"));
    end.addEventListener("click", () => void notifier.guard(() => combat.delete()));
    controls.append(end);
    section.append(controls);
  }
  Hooks.callAll("renderCombatTracker", {} as never, section as never, {} as never, {} as never);
  return section;
}
