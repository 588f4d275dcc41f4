import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import SolarOvenPlannerTool from './SolarOvenPlannerTool.tsx';

describe('SolarOvenPlannerTool', () => {
  it('plans a June day in Ankara: window above 40°, lid angle, temperatures', async () => {
    await renderWithRouter(<SolarOvenPlannerTool />);
    fireEvent.click(screen.getByRole('button', { name: '21 Haziran' }));
    expect(screen.getByText(/^09:0\d – 16:3\d$/)).toBeTruthy();
    // 45 + 73.5 / 2 ≈ 82°
    expect(screen.getByText('82°', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('70–95 °C')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '21 Aralık' }));
    expect(screen.getByText(/Güneş 40° yüksekliğe çıkmıyor/)).toBeTruthy();
  });

  it('keeps ticked materials after a remount and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { unmount } = await renderWithRouter(<SolarOvenPlannerTool />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Alüminyum folyo/ }));
    expect(screen.getByText(/1 \/ 13 hazır/)).toBeTruthy();
    unmount();
    await renderWithRouter(<SolarOvenPlannerTool />);
    expect(screen.getByRole('checkbox', { name: /Alüminyum folyo/ })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: /Planı yazdır/ }));
    expect(print).toHaveBeenCalled();
  });
});
