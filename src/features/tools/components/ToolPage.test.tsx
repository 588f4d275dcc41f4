import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { findTool } from '../content/registry.ts';
import { ToolPage } from './ToolPage.tsx';

describe('ToolPage', () => {
  it('shows the tool title, purpose and breadcrumbs, then the tool itself', async () => {
    await renderWithRouter(<ToolPage tool={findTool('unit-converter')} />, '/dashboard/tools/unit-converter');
    expect(screen.getByRole('heading', { level: 1, name: 'Birim Çevirici' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Sayfa yolu' });
    expect(within(trail).getByRole('link', { name: 'Ek Araçlar' }).getAttribute('href')).toBe('/dashboard/tools');
    expect(within(trail).getByText('Birim Çevirici').getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('group', { name: 'Büyüklük' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Araç Yükleniyor...')).toBeNull();
  });

  it('explains an unknown tool and offers the way back', async () => {
    await renderWithRouter(<ToolPage tool={undefined} />, '/dashboard/tools/time-machine');
    expect(screen.getByRole('heading', { level: 1, name: 'Araç bulunamadı' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tüm araçlara dön' }).getAttribute('href')).toBe('/dashboard/tools');
  });
});
