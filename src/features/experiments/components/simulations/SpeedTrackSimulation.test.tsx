import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SpeedTrackSimulation from './SpeedTrackSimulation.tsx';
import { preferReducedMotion, renderSimulation } from './simulationTestKit.tsx';

preferReducedMotion();

describe('SpeedTrackSimulation', () => {
  it('compares average speeds, not distances', () => {
    renderSimulation(SpeedTrackSimulation);
    expect(screen.getByText(/100 m ÷ 20 s = 5 m\/s/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yarışı başlat' }));
    // 100 m in 20 s = 5 m/s against 60 m in 10 s = 6 m/s
    expect(screen.getByText(/Mavi araba daha süratli/)).toBeTruthy();
  });
});
