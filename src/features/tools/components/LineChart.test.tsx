import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineChart, valueAt } from './LineChart.tsx';

const points = [
  { x: 0, y: 0 },
  { x: 10, y: 100 },
];

describe('LineChart', () => {
  it('interpolates between samples and clamps outside them', () => {
    expect(valueAt(points, 2.5)).toBe(25);
    expect(valueAt(points, -1)).toBe(0);
    expect(valueAt(points, 11)).toBe(100);
    expect(valueAt([], 1)).toBeUndefined();
  });

  it('renders a named image with its ticks and the cursor value', () => {
    render(
      <LineChart
        caption="Yükseklik"
        description="Bir eğri"
        series={[{ id: 'a', color: '#000', points }]}
        xDomain={[0, 10]}
        yDomain={[0, 100]}
        xTicks={[0, 5, 10]}
        yTicks={[0, 50, 100]}
        formatX={(x) => `${x} sa`}
        formatY={(y) => `${y}°`}
        cursorX={5}
        cursorLabel="50°"
      />,
    );
    const chart = screen.getByRole('img', { name: 'Yükseklik' });
    expect(chart.textContent).toContain('5 sa');
    expect(chart.textContent).toContain('50°');
    expect(chart.querySelectorAll('polyline')).toHaveLength(1);
  });
});
