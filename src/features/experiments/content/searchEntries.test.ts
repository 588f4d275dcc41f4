import { describe, expect, it } from 'vitest';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { experimentSearchEntries } from './searchEntries.ts';
import { EXPERIMENTS, KITS } from './library.ts';

const text = (value: string | MessageDescriptor) => (typeof value === 'string' ? value : i18n._(value));

describe('experiment search entries', () => {
  const entries = experimentSearchEntries();

  it('has one entry per kit and per experiment, with unique ids', () => {
    expect(entries).toHaveLength(KITS.length + EXPERIMENTS.length);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(entries.every((entry) => entry.group === 'experiment')).toBe(true);
  });

  it('links kits and experiments to their pages', () => {
    expect(entries.find((entry) => entry.id === 'kit:light-and-shadow')?.href).toBe('/dashboard/experiment-kits/light-and-shadow');
    expect(entries.find((entry) => entry.id === 'experiment:shadow-size')?.href).toBe('/dashboard/experiment-kits/experiment/shadow-size');
  });

  it('finds an experiment by grade, unit and key terms', () => {
    const shadow = entries.find((entry) => entry.id === 'experiment:shadow-size');
    const words = (shadow?.keywords ?? []).map(text);
    expect(words).toContain('5. sınıf');
    expect(words).toContain('Işığın Yayılması');
    expect(words).toContain('Tam gölge');
  });
});
