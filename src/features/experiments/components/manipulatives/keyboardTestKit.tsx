import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import { i18n } from '@/shared/i18n/i18n.ts';

/*
 * Keyboard-only driving for the manipulatives' tests (no pointer events at all): Tab walks the focus
 * through the tabbable elements in document order, as a browser does, and a key goes to the focused
 * element; Enter and Space on a button press it, and Enter in a text field submits its form, as in a browser.
 */

export const renderWithI18n = (element: ReactElement) => render(<I18nProvider i18n={i18n}>{element}</I18nProvider>);

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
const TABBABLE = 'button, input, select, textarea, a[href], [tabindex]';

function tabbables(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && !element.closest('[hidden]'),
  );
}

const active = (): HTMLElement => document.activeElement as HTMLElement;

function tab(backwards = false): HTMLElement {
  const list = tabbables();
  const at = list.indexOf(active());
  const next = backwards ? list[at <= 0 ? list.length - 1 : at - 1] : list[(at + 1) % list.length];
  act(() => next?.focus());
  return active();
}

/** Tab until the focused element has this accessible name (aria-label or text), or fail. */
export function tabTo(name: string | RegExp): HTMLElement {
  const matches = (element: HTMLElement) => {
    const fieldLabel = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : undefined;
    const label = element.getAttribute('aria-label') ?? fieldLabel ?? element.textContent ?? '';
    return typeof name === 'string' ? label === name : name.test(label);
  };
  for (let i = 0; i < 200; i++) {
    const element = tab();
    if (matches(element)) return element;
  }
  throw new Error(`No tabbable element named ${String(name)}`);
}

export function press(key: string, options: { shiftKey?: boolean } = {}): void {
  const target = active();
  const goOn = fireEvent.keyDown(target, { key, ...options });
  if (!goOn) return;
  if (target instanceof HTMLButtonElement && (key === 'Enter' || key === ' ')) fireEvent.click(target);
  if (target instanceof HTMLInputElement && key === 'Enter') act(() => target.form?.requestSubmit());
  if (target instanceof HTMLInputElement && key === 'Backspace') fireEvent.change(target, { target: { value: target.value.slice(0, -1) } });
  fireEvent.keyUp(target, { key, ...options });
}

/** Press a key `times` times. */
export function pressTimes(key: string, times: number, options: { shiftKey?: boolean } = {}): void {
  for (let i = 0; i < times; i++) press(key, options);
}

/** Type into the focused text field, character by character. */
export function typeText(text: string): void {
  const target = active();
  if (!(target instanceof HTMLInputElement)) throw new Error('The focus is not in a text field');
  for (const character of text) {
    fireEvent.keyDown(target, { key: character });
    fireEvent.change(target, { target: { value: target.value + character } });
    fireEvent.keyUp(target, { key: character });
  }
}

/** The polite verdict region's text. */
export const verdictText = (): string => screen.getByRole('status').textContent ?? '';
