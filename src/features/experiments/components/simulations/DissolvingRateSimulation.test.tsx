import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DissolvingRateSimulation from './DissolvingRateSimulation.tsx';
import { preferReducedMotion, renderSimulation } from './simulationTestKit.tsx';

preferReducedMotion();

describe('DissolvingRateSimulation', () => {
  it('records each trial with its model time', () => {
    renderSimulation(DissolvingRateSimulation);
    fireEvent.click(screen.getByRole('button', { name: 'Şekeri suya at' }));
    expect(screen.getByText(/8 dk 0 sn içinde tamamen çözündü/)).toBeTruthy();
    fireEvent.change(screen.getByRole('slider'), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kaşıkla karıştır' }));
    fireEvent.click(screen.getByRole('button', { name: 'Şekeri suya at' }));
    expect(screen.getByText(/15 sn içinde tamamen çözündü/)).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
