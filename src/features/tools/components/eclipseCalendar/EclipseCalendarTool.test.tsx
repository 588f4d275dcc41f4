import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import EclipseCalendarTool from './EclipseCalendarTool.tsx';

const card = (name: RegExp) => screen.getByRole('article', { name });

describe('EclipseCalendarTool', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists the coming eclipses with local circumstances for Ankara, then for another city', async () => {
    await renderWithRouter(<EclipseCalendarTool />);
    expect(screen.getByRole('combobox', { name: 'Şehir' })).toHaveProperty('value', '6');
    const august2026 = card(/12 Ağustos 2026 – Tam Güneş tutulması/);
    expect(within(august2026).getByText('Bu şehirden görünmez')).toBeTruthy();

    const august2027 = () => card(/2 Ağustos 2027 – Tam Güneş tutulması/);
    expect(within(august2027()).getByText('%57')).toBeTruthy();
    expect(within(august2027()).getByText('Buradan parçalı tutulma olarak görünür')).toBeTruthy();
    expect(within(august2027()).getAllByRole('row')).toHaveLength(4);

    fireEvent.change(screen.getByRole('combobox', { name: 'Şehir' }), { target: { value: '35' } });
    expect(within(august2027()).queryByText('%57')).toBeNull();
    expect(within(august2027()).getByText('İzmir için görünür')).toBeTruthy();
  });

  it('filters by body and by visibility, and warns about looking at the Sun', async () => {
    await renderWithRouter(<EclipseCalendarTool />);
    expect(screen.getByRole('note').textContent).toContain('sertifikalı tutulma gözlüğü');
    fireEvent.click(screen.getByRole('button', { name: 'Ay tutulmaları' }));
    expect(screen.queryByRole('article', { name: /Güneş tutulması/ })).toBeNull();
    expect(card(/3 Mart 2026 – Tam Ay tutulması/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yalnızca bu şehirden görünenler' }));
    expect(screen.queryByRole('article', { name: /3 Mart 2026/ })).toBeNull();
    expect(screen.queryByText('Bu şehirden görünmez')).toBeNull();
  });
});
