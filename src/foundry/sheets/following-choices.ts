/**
 * Choices that depend on another field of their form, kept in step in the page as the person
 * changes that field (a dialog's or a sheet's, plain DOM). The template marks them:
 *
 *   <select name="specialty" data-follows="skill">                    (a select whose options follow)
 *     <option value="">None</option>                                   (always offered)
 *     <option value="Duelling" data-for='["combat:sword","athletics"]'>  (offered for those values)
 *
 *   <label class="form-group" data-follows="advantage" data-for='["lunge"]'>…<input name="amount">
 *                                                                      (a group shown for those values)
 *
 * A select offers only the options for the leading field's value; its choice is kept when still
 * offered, else the first option is chosen; with nothing but the always-offered options left, its
 * form group is hidden (it still sends its value). A group is shown only for its values; hidden,
 * its fields are disabled, so the form does not send them. The rules check every choice anyway.
 */

/** The values an element is offered or shown for (its `data-for`, a JSON list); undefined: always. */
function offeredFor(element: HTMLElement): readonly string[] | undefined {
  const raw = element.dataset["for"];
  if (raw === undefined) return undefined;
  try {
    const values: unknown = JSON.parse(raw);
    return Array.isArray(values) ? values.filter((value): value is string => typeof value === "string") : [];
  } catch {
    return [];
  }
}

type Leader = HTMLInputElement | HTMLSelectElement;

function leaderOf(follower: HTMLElement, root: ParentNode): Leader | null {
  const name = follower.dataset["follows"] ?? "";
  const scope: ParentNode = follower.closest("form") ?? root;
  const leader = scope.querySelector(`[name="${CSS.escape(name)}"]`);
  return leader instanceof HTMLSelectElement || leader instanceof HTMLInputElement ? leader : null;
}

/** A select's options follow the leader. */
function optionsFollowing(select: HTMLSelectElement, leader: Leader): () => void {
  const options = Array.from(select.options);
  const group = select.closest<HTMLElement>(".form-group");
  return () => {
    const chosen = select.value;
    const offered = options.filter((option) => offeredFor(option)?.includes(leader.value) ?? true);
    select.replaceChildren(...offered);
    select.value = offered.some((option) => option.value === chosen) ? chosen : (offered[0]?.value ?? "");
    if (group) group.hidden = offered.every((option) => offeredFor(option) === undefined);
  };
}

/** A group is shown, its fields enabled, only for its values. */
function groupFollowing(group: HTMLElement, leader: Leader): () => void {
  return () => {
    const shown = offeredFor(group)?.includes(leader.value) ?? true;
    group.hidden = !shown;
    for (const field of group.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input, select, textarea"))
      field.disabled = !shown;
  };
}

/** Keep every `[data-follows]` under `root` in step with the field it follows. */
export function followChoices(root: ParentNode): void {
  for (const follower of root.querySelectorAll<HTMLElement>("[data-follows]")) {
    const leader = leaderOf(follower, root);
    if (!leader) continue;
    const sync = follower instanceof HTMLSelectElement ? optionsFollowing(follower, leader) : groupFollowing(follower, leader);
    leader.addEventListener("change", sync);
    sync();
  }
}
