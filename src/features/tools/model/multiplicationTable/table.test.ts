import { describe, expect, it } from 'vitest';
import { cellRole, factors, moveCell } from './table.ts';

describe('multiplication table grid', () => {
  it('has 10 or 12 factors', () => {
    expect(factors(10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(factors(12)).toHaveLength(12);
  });

  it('marks the product and the row and column leading to it', () => {
    const chosen = { row: 7, col: 8 };
    expect(cellRole({ row: 7, col: 8 }, chosen)).toBe('selected');
    expect(cellRole({ row: 7, col: 3 }, chosen)).toBe('cross');
    expect(cellRole({ row: 2, col: 8 }, chosen)).toBe('cross');
    expect(cellRole({ row: 7, col: 9 }, chosen)).toBe('none');
    expect(cellRole({ row: 3, col: 3 }, chosen)).toBe('none');
    expect(cellRole({ row: 3, col: 3 }, null)).toBe('none');
  });

  it('moves with the arrow keys inside the grid', () => {
    expect(moveCell({ row: 1, col: 1 }, 'ArrowUp', 10)).toEqual({ row: 1, col: 1 });
    expect(moveCell({ row: 1, col: 1 }, 'ArrowRight', 10)).toEqual({ row: 1, col: 2 });
    expect(moveCell({ row: 10, col: 4 }, 'ArrowDown', 10)).toEqual({ row: 10, col: 4 });
    expect(moveCell({ row: 5, col: 4 }, 'End', 12)).toEqual({ row: 5, col: 12 });
    expect(moveCell({ row: 5, col: 4 }, 'x', 12)).toBeNull();
  });
});
