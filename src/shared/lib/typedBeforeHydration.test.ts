import { describe, expect, it } from 'vitest';
import { rememberTypedFields, takeTypedValue } from './typedBeforeHydration.ts';

function renderedForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <input name="name" value="" />
    <input name="email" value="" />
    <textarea name="message"></textarea>
    <select name="user_type"><option value="">Seçin</option><option value="teacher">Öğretmen</option></select>
    <input type="checkbox" name="agree" />`;
  return form;
}

describe('fields typed into before hydration', () => {
  it('keeps only what the visitor changed, and gives each value back once', () => {
    const form = renderedForm();
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    field('name').value = 'Ayşe';
    field('message').value = 'Merhaba';
    (form.elements.namedItem('user_type') as HTMLSelectElement).value = 'teacher';
    field('agree').checked = true;
    rememberTypedFields(form);

    expect(takeTypedValue(field('name'))).toBe('Ayşe');
    expect(takeTypedValue(field('name'))).toBeUndefined();
    expect(takeTypedValue(field('email'))).toBeUndefined();
    expect(takeTypedValue(field('message'))).toBe('Merhaba');
    expect(takeTypedValue(form.elements.namedItem('user_type') as Element)).toBe('teacher');
    expect(takeTypedValue(field('agree'))).toBeUndefined();
    expect(takeTypedValue(null)).toBeUndefined();
  });

  it('keeps what is typed while the page hydrates, until told to stop', () => {
    const form = renderedForm();
    const name = form.elements.namedItem('name') as HTMLInputElement;
    const kind = form.elements.namedItem('user_type') as HTMLSelectElement;
    const stop = rememberTypedFields(form);

    kind.value = 'teacher';
    kind.dispatchEvent(new Event('change', { bubbles: true }));
    name.value = 'Ayşe';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    name.value = '';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    expect(takeTypedValue(kind)).toBe('teacher');
    expect(takeTypedValue(name)).toBeUndefined();

    stop();
    name.value = 'Ali';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    expect(takeTypedValue(name)).toBeUndefined();
  });
});
