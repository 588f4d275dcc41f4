import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FrictionRampSimulation from './FrictionRampSimulation.tsx';
import { preferReducedMotion, renderSimulation } from './simulationTestKit.tsx';

preferReducedMotion();

describe('FrictionRampSimulation', () => {
  it('moves the box only when the push beats static friction', () => {
    renderSimulation(FrictionRampSimulation);
    // 5 kg on wood holds up to 24,5 N; the default push is 20 N.
    fireEvent.click(screen.getByRole('button', { name: 'Kutuyu it' }));
    expect(screen.getByText(/Kutu yerinden kıpırdamadı/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Buz' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kutuyu it' }));
    expect(screen.getByText(/Kutu hareket etti/)).toBeTruthy();
  });
});
