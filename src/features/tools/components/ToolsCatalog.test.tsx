import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { TOOL_IDS } from '../content/registry.ts';
import { ToolsCatalog } from './ToolsCatalog.tsx';

describe('ToolsCatalog', () => {
  it('lists all eleven tools, each linking to its page with purpose and grades', async () => {
    await renderWithRouter(<ToolsCatalog />, '/dashboard/tools');
    expect(screen.getByRole('heading', { level: 1, name: 'Ek Araçlar' })).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Araçlar' })).getAllByRole('listitem');
    expect(cards).toHaveLength(11);
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual(TOOL_IDS.map((id) => `/dashboard/tools/${id}`));
    const stopwatch = cards.find((card) => within(card).queryByRole('link', { name: 'Kronometre' }))!;
    expect(within(stopwatch).getByText(/tur ve ara zamanları/)).toBeTruthy();
    expect(within(stopwatch).getByText('1–12. sınıf')).toBeTruthy();
  });

  it('shows the breadcrumb trail back to the dashboard', async () => {
    await renderWithRouter(<ToolsCatalog />, '/dashboard/tools');
    const trail = screen.getByRole('navigation', { name: 'Sayfa yolu' });
    expect(within(trail).getByRole('link', { name: 'Anasayfa' }).getAttribute('href')).toBe('/dashboard');
    expect(within(trail).getByText('Ek Araçlar').getAttribute('aria-current')).toBe('page');
  });
});
