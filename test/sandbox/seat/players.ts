/**
 * Foundry's Players list, bottom left: one row per active user (`li.player[data-user-id]`: a colour
 * dot, the name, the character in brackets, "GM" for a Gamemaster), rendered when the seat starts and
 * whenever a user changes, each time followed by the `renderPlayers` hook with the list's element,
 * as Foundry v13's Players application calls it — so a system can decorate the rows.
 */
import { element } from "./shell-view.ts";

const l = (key: string) => game.i18n.localize(key);

export class PlayersList {
  readonly element = element("aside", { id: "players", class: "players-list" });
  readonly #application = { id: "players", element: this.element };

  /** Once the system is ready: show the list, and again whenever a user changes. */
  start(): void {
    this.element.setAttribute("aria-label", l("SANDBOX.Players.Label"));
    Hooks.on("updateUser", () => this.render());
    this.render();
  }

  render(): void {
    const rows = element("ol", { id: "players-active", class: "players-active" });
    for (const user of game.users.filter((candidate) => candidate.active)) {
      const character = user.character?.name;
      const name = `${user.name ?? ""}${user.isGM ? ` (${l("SANDBOX.Players.GM")})` : ""}${character ? ` [${character}]` : ""}`;
      const dot = element("span", { class: "player-active", "aria-hidden": "true" });
      dot.style.background = String(user.color || "#888");
      rows.append(element("li", { class: "player", "data-user-id": user.id ?? "" }, dot, element("span", { class: "player-name" }, name)));
    }
    this.element.replaceChildren(element("h3", {}, l("SANDBOX.Players.Label")), rows);
    (Hooks.callAll as unknown as (hook: string, ...args: unknown[]) => void)(
      "renderPlayers",
      this.#application,
      this.element,
      { users: game.users.contents },
      {},
    );
  }
}
