/**
 * A select whose choices depend on another field of its form, kept in step in the page as the
 * person changes that field (a dialog's or a sheet's, plain DOM). The template marks it:
 *
 *   <select name="specialty" data-follows="skill">
 *     <option value="">None</option>                                   (always offered)
 *     <option value="Duelling" data-for='["combat:sword","athletics"]'>  (offered for those values)
 *
 * Only the options for the leading field's value are offered; the choice is kept when still
 * offered, else the first option is chosen. With nothing but the always-offered options left, the
 * select's form group is hidden (it still sends its value). The rules check the choice anyway.
 */

/** The values an option is offered for (its `data-for`, a JSON list); undefined: always offered. */
function offeredFor(option: HTMLOptionElement): readonly string[] | undefined {
  const raw = option.dataset["for"];
  if (raw === undefined) return undefined;
  try {
    const values: unknown = JSON.parse(raw);
    return Array.isArray(values) ? values.filter((value): value is string => typeof value === "string") : [];
  } catch {
    return [];
  }
}

function leaderOf(select: HTMLSelectElement, root: ParentNode): HTMLInputElement | HTMLSelectElement | null {
  const name = select.dataset["follows"] ?? "";
  const scope: ParentNode = select.form ?? root;
  const leader = scope.querySelector(`[name="${CSS.escape(name)}"]`);
  return leader instanceof HTMLSelectElement || leader instanceof HTMLInputElement ? leader : null;
}

/** Keep every `select[data-follows]` under `root` in step with the field it follows. */
export function followChoices(root: ParentNode): void {
  for (const select of root.querySelectorAll<HTMLSelectElement>("select[data-follows]")) {
    const leader = leaderOf(select, root);
    if (!leader) continue;
    const options = Array.from(select.options);
    const group = select.closest<HTMLElement>(".form-group");
    const sync = (): void => {
      const chosen = select.value;
      const offered = options.filter((option) => offeredFor(option)?.includes(leader.value) ?? true);
      select.replaceChildren(...offered);
      select.value = offered.some((option) => option.value === chosen) ? chosen : (offered[0]?.value ?? "");
      if (group) group.hidden = offered.every((option) => offeredFor(option) === undefined);
    };
    leader.addEventListener("change", sync);
    sync();
  }
}
