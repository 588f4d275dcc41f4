import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SpringScaleSimulation from './SpringScaleSimulation.tsx';
import { preferReducedMotion, renderSimulation } from './simulationTestKit.tsx';

preferReducedMotion();

describe('SpringScaleSimulation', () => {
  it('reads m · g in newton and warns past its capacity', () => {
    renderSimulation(SpringScaleSimulation);
    fireEvent.click(screen.getByRole('button', { name: '+ 500 g as' }));
    expect(screen.getByText('4,9 N', { selector: 'dd' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '+ 500 g as' }));
    fireEvent.click(screen.getByRole('button', { name: '+ 200 g as' }));
    expect(screen.getByRole('alert').textContent).toContain('11,76 N');
    fireEvent.click(screen.getByRole('button', { name: 'Hepsini çıkar' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('0 N', { selector: 'dd' })).toBeTruthy();
  });
});
