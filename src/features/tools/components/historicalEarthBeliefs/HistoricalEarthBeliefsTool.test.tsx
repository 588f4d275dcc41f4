import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import HistoricalEarthBeliefsTool from './HistoricalEarthBeliefsTool.tsx';

describe('HistoricalEarthBeliefsTool', () => {
  it('tells the story from flat-earth myths to the Blue Marble, in order', async () => {
    await renderWithRouter(<HistoricalEarthBeliefsTool />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '');
    expect(headings[0]).toContain('Babilliler');
    expect(headings.some((h) => h.includes('Dünya’nın çevresini ölçmek'))).toBe(true);
    expect(headings.some((h) => h.includes('Mavi Bilye'))).toBe(true);
    expect(screen.getByText(/Nandana/)).toBeTruthy();
    expect(screen.getByText(/1519–1522/)).toBeTruthy();
  });

  it('computes the angle and the circumference like Eratosthenes', async () => {
    await renderWithRouter(<HistoricalEarthBeliefsTool />);
    expect(screen.getByText('Dünya’nın çevresi ≈ 40.000 km')).toBeTruthy();
    expect(screen.getByText('7,18°')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Gölgenin uzunluğu (m)'), { target: { value: '0,25' } });
    expect(screen.getByText('14,04°')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bu açıyı 2. adımda kullan' }));
    expect(screen.getByText('Dünya’nın çevresi ≈ 20.513 km')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/uzaklık \(km\)/), { target: { value: 'abc' } });
    expect(screen.getByText(/Sıfırdan büyük bir sayı yazın/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eratosthenes’in değerlerine dön' }));
    expect(screen.getByText('Dünya’nın çevresi ≈ 40.000 km')).toBeTruthy();
  });
});
