export type TableSize = 10 | 12;

export type Cell = { row: number; col: number };

/** 1…size: the factors along each edge of the table. */
export const factors = (size: TableSize): number[] => Array.from({ length: size }, (_, index) => index + 1);

export type CellRole = 'selected' | 'cross' | 'none';

/**
 * How a cell relates to the chosen one: the chosen product itself, a cell on
 * its row or column (the "cross" that shows where the factors meet), or neither.
 */
export function cellRole(cell: Cell, chosen: Cell | null): CellRole {
  if (!chosen) return 'none';
  if (cell.row === chosen.row && cell.col === chosen.col) return 'selected';
  // Only the part of the row and column that leads from the headers to the product.
  if ((cell.row === chosen.row && cell.col < chosen.col) || (cell.col === chosen.col && cell.row < chosen.row)) return 'cross';
  return 'none';
}

/** Arrow-key movement inside the grid, stopping at its edges. */
export function moveCell(cell: Cell, key: string, size: TableSize): Cell | null {
  const clamp = (value: number) => Math.min(size, Math.max(1, value));
  switch (key) {
    case 'ArrowUp':
      return { ...cell, row: clamp(cell.row - 1) };
    case 'ArrowDown':
      return { ...cell, row: clamp(cell.row + 1) };
    case 'ArrowLeft':
      return { ...cell, col: clamp(cell.col - 1) };
    case 'ArrowRight':
      return { ...cell, col: clamp(cell.col + 1) };
    case 'Home':
      return { ...cell, col: 1 };
    case 'End':
      return { ...cell, col: size };
    default:
      return null;
  }
}
