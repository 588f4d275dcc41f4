import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HeatingCurveSimulation from './HeatingCurveSimulation.tsx';
import { preferReducedMotion, renderSimulation } from './simulationTestKit.tsx';

preferReducedMotion();

describe('HeatingCurveSimulation', () => {
  it('starts as ice at −20 °C and melts at a steady 0 °C', () => {
    renderSimulation(HeatingCurveSimulation);
    expect(screen.getByText('Katı (buz)')).toBeTruthy();
    fireEvent.change(screen.getByRole('slider'), { target: { value: '10' } });
    expect(screen.getByText('Eriyor (buz + su)')).toBeTruthy();
    expect(screen.getByText('0 °C')).toBeTruthy();
  });

  it('heats in five-minute steps and reaches boiling at 100 °C', () => {
    renderSimulation(HeatingCurveSimulation);
    const heat = screen.getByRole('button', { name: 'Isıt (+5 dakika)' });
    for (let i = 0; i < 4; i++) fireEvent.click(heat);
    expect(screen.getByText('Sıvı (su)')).toBeTruthy();
    for (let i = 0; i < 4; i++) fireEvent.click(heat);
    expect(screen.getByText('Kaynıyor (su + su buharı)')).toBeTruthy();
    expect(screen.getByText('100 °C')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Baştan başla' }));
    expect(screen.getByText('Katı (buz)')).toBeTruthy();
  });
});
