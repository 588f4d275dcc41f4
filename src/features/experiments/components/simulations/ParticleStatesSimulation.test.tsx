import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ParticleStatesSimulation from './ParticleStatesSimulation.tsx';
import { preferReducedMotion, renderSimulation } from './simulationTestKit.tsx';

preferReducedMotion();

describe('ParticleStatesSimulation', () => {
  it('shows the three states of water by temperature', () => {
    const { container } = renderSimulation(ParticleStatesSimulation);
    expect(screen.getByText('Katı (buz)')).toBeTruthy();
    expect(container.querySelectorAll('circle')).toHaveLength(30);
    fireEvent.click(screen.getByRole('button', { name: /Su buharı/ }));
    expect(screen.getByText('Gaz (su buharı)')).toBeTruthy();
    expect(screen.getByText('Bulunduğu kabı tamamen doldurur.')).toBeTruthy();
    fireEvent.change(screen.getByRole('slider'), { target: { value: '40' } });
    expect(screen.getByText('Sıvı (su)')).toBeTruthy();
    expect(screen.getByText('Bulunduğu kabın şeklini alır.')).toBeTruthy();
  });
});
