import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs.tsx';

const classNames = { list: 'list', tab: 'tab', panel: 'panel' };
const tabs = [
  { id: 'a', label: 'Birinci' },
  { id: 'b', label: 'İkinci' },
] as const;

function KeptPanels() {
  const [current, setCurrent] = useState<'a' | 'b'>('a');
  return (
    <Tabs
      tabs={tabs}
      current={current}
      onSelect={setCurrent}
      label="Yöntem"
      classNames={classNames}
      panels={{ a: <input aria-label="Ad" />, b: <p>İkinci panel</p> }}
    />
  );
}

describe('Tabs', () => {
  it('with one panel per tab, keeps every panel and what was typed in it, showing the selected one', () => {
    render(<KeptPanels />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Ad' }), { target: { value: 'Elif' } });
    fireEvent.click(screen.getByRole('tab', { name: 'İkinci' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('İkinci panel');
    expect(screen.getByRole('tab', { name: 'İkinci' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'İkinci' }), { key: 'Home' });
    expect((screen.getByRole('textbox', { name: 'Ad' }) as HTMLInputElement).value).toBe('Elif');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Birinci' }));
  });

  it('points each tab at its own panel, and each panel back at its tab', () => {
    render(<KeptPanels />);
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
    }
  });
});
