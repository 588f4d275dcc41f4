type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const typed = new WeakMap<Element, string>();
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
const FIELDS_SELECTOR = 'input, textarea, select';

function markupValue(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return chosen?.value ?? '';
  }
  return field.defaultValue;
}

/**
 * A visitor can type into a page rendered at build time before its script arrives, and React, hydrating
 * a field it controls, puts the field back to the value in its state. Called just before hydration, this
 * keeps what was typed, for the form to take back afterwards (`takeTypedValue`).
 */
export function rememberTypedFields(root: ParentNode): void {
  for (const field of root.querySelectorAll<Field>(FIELDS_SELECTOR)) {
    if (field.type === 'checkbox' || field.type === 'radio' || field.type === 'hidden') continue;
    if (field.value !== markupValue(field)) typed.set(field, field.value);
  }
}

/** What was typed into this field before hydration, once (undefined when nothing was). */
export function takeTypedValue(field: Element | null | undefined): string | undefined {
  if (!field) return undefined;
  const value = typed.get(field);
  typed.delete(field);
  return value;
}
