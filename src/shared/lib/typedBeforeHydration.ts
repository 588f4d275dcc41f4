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

function remember(field: Field): void {
  if (field.type === 'checkbox' || field.type === 'radio' || field.type === 'hidden') return;
  if (field.value !== markupValue(field)) typed.set(field, field.value);
  else typed.delete(field);
}

/**
 * A visitor can type into a page rendered at build time before its script arrives, or while React is
 * still hydrating it, and React, hydrating a field it controls, puts the field back to the value in its
 * state (a change made before React watched the field is no change to it). Called just before hydration,
 * this keeps what was typed, and what is typed until `stop` is called once hydration is done, for the
 * form to take back afterwards (`takeTypedValue`).
 */
export function rememberTypedFields(root: ParentNode): () => void {
  for (const field of root.querySelectorAll<Field>(FIELDS_SELECTOR)) remember(field);
  // Input and change events come from fields (or an editable element, whose value is undefined as its markup's).
  const onChange = (event: Event) => remember(event.target as Field);
  root.addEventListener('input', onChange, true);
  root.addEventListener('change', onChange, true);
  return () => {
    root.removeEventListener('input', onChange, true);
    root.removeEventListener('change', onChange, true);
  };
}

/** What was typed into this field before hydration, once (undefined when nothing was). */
export function takeTypedValue(field: Element | null | undefined): string | undefined {
  if (!field) return undefined;
  const value = typed.get(field);
  typed.delete(field);
  return value;
}
