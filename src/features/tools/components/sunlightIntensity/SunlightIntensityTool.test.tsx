import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import SunlightIntensityTool from './SunlightIntensityTool.tsx';

const noonAltitude = () => screen.getByText('Öğle yüksekliği').nextElementSibling?.textContent;

describe('SunlightIntensityTool', () => {
  it('compares the noon Sun on the solstices in Ankara', async () => {
    await renderWithRouter(<SunlightIntensityTool />);
    fireEvent.click(screen.getByRole('button', { name: '21 Haziran' }));
    expect(screen.getByRole('button', { name: '21 Haziran' }).getAttribute('aria-pressed')).toBe('true');
    expect(noonAltitude()).toMatch(/^73,[3-7]°$/);
    fireEvent.click(screen.getByRole('button', { name: '21 Aralık' }));
    expect(noonAltitude()).toMatch(/^26,[4-8]°$/);
    expect(screen.getByRole('img', { name: 'Güneş’in yüksekliği (derece)' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Yatay zemine düşen ışık (W/m²)' })).toBeTruthy();
    expect(screen.getByText(/Meinel modeli/)).toBeTruthy();
  });

  it('reads the values at the chosen hour', async () => {
    await renderWithRouter(<SunlightIntensityTool />);
    fireEvent.click(screen.getByRole('button', { name: '21 Haziran' }));
    fireEvent.change(screen.getByRole('slider', { name: /Saat/ }), { target: { value: '2' } });
    expect(screen.getByText(/Saat 02:00: Güneş’in yüksekliği ufkun altında, yatay zemine düşen ışık yaklaşık 0 W\/m²/)).toBeTruthy();
  });
});
