/**
 * Reading a form as Foundry's FormDataExtended does: each named field by its kind (checkboxes as
 * booleans, numbers as numbers or null when empty, multiple selects as arrays, radios by the checked
 * one), keyed by the field's name (dotted names stay flat; the caller expands them).
 */
export function readForm(form: HTMLFormElement): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    const name = element.name;
    if (!name || element.disabled) continue;
    if (element instanceof HTMLInputElement) {
      if (element.type === "checkbox") data[name] = element.checked;
      else if (element.type === "radio") {
        if (element.checked) data[name] = element.value;
        else if (!(name in data)) data[name] = null;
      } else if (element.type === "number" || element.type === "range") data[name] = element.value === "" ? null : Number(element.value);
      else if (element.type !== "button" && element.type !== "submit") data[name] = element.value;
    } else if (element instanceof HTMLSelectElement && element.multiple) {
      data[name] = Array.from(element.selectedOptions).map((option) => option.value);
    } else if (element instanceof HTMLSelectElement && element.dataset["dtype"] === "Number") {
      data[name] = element.value === "" ? null : Number(element.value);
    } else data[name] = element.value;
  }
  return data;
}
