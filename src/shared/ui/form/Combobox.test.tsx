import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Combobox } from './Combobox.tsx';

const options = Array.from({ length: 12 }, (_, index) => ({ value: `s${index}`, label: `Okul ${index}` }));
options[3] = { value: 'ataturk', label: 'Atatürk Ortaokulu' };

function Harness({ onChange }: { onChange?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <I18nProvider i18n={i18n}>
      <form onSubmit={(event) => event.preventDefault()}>
        <Combobox
          label="Okul adı"
          required
          hint="Yazmaya başlayın."
          options={options}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange?.(next);
          }}
        />
      </form>
    </I18nProvider>
  );
}

const active = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('Combobox', () => {
  it('is a labelled, described combobox controlling a listbox', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: /Okul adı/ });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Yazmaya başlayın.');
    expect(document.getElementById(input.getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe('listbox');
  });

  it('moves one option with the arrows and five with Page Up/Down, then chooses with Enter', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(active(input)).toBe('Okul 0');
    fireEvent.keyDown(input, { key: 'PageDown' });
    expect(active(input)).toBe('Okul 5');
    fireEvent.keyDown(input, { key: 'PageDown' });
    expect(active(input)).toBe('Okul 10');
    fireEvent.keyDown(input, { key: 'PageDown' });
    expect(active(input)).toBe('Okul 11');
    fireEvent.keyDown(input, { key: 'PageUp' });
    expect(active(input)).toBe('Okul 6');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(active(input)).toBe('Okul 5');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('s5');
    expect(input).toHaveProperty('value', 'Okul 5');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('filters ignoring Turkish letters, says when nothing matches, and Escape restores the choice', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'ATATURK' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Atatürk Ortaokulu']);
    fireEvent.change(input, { target: { value: 'lise' } });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Sonuç bulunamadı.');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveProperty('value', '');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('clears the choice with a named button and keeps focus in the field', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'ata' } });
    fireEvent.click(screen.getByRole('option', { name: 'Atatürk Ortaokulu' }));
    expect(input).toHaveProperty('value', 'Atatürk Ortaokulu');
    fireEvent.click(screen.getByRole('button', { name: 'Seçimi temizle' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveProperty('value', '');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'Seçimi temizle' })).toBeNull();
  });

  it('keeps Enter from submitting the form while it picks an option, and lets it through when closed', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    // fireEvent returns false when the handler called preventDefault (no implicit submit).
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(true);
  });
});
