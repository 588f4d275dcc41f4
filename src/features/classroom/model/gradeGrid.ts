/** A cell of the score grid: a student's row and an assignment's column, both from 0. */
export type GridPosition = { row: number; col: number };

export type GridSize = { rows: number; cols: number };

/** The parts of a key press the grid reads (a KeyboardEvent has them all). */
export type GridKey = { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean };

/**
 * What a key does in the grid (the WAI-ARIA data grid pattern, with spreadsheet editing):
 * - move: the focus goes to another cell;
 * - edit: an edit starts, from the typed digit (`text`) or from the cell's own score (`text` null);
 * - save: the typed score is kept and the focus goes to `then` (the cell below, as in a spreadsheet);
 * - cancel: the edit ends and the cell is as it was;
 * - none: the key is not the grid's (the browser or the input handles it).
 */
export type GridAction =
  | { type: 'move'; to: GridPosition }
  | { type: 'edit'; text: string | null }
  | { type: 'save'; then: GridPosition }
  | { type: 'cancel' }
  | { type: 'none' };

const clamp = (value: number, max: number): number => Math.max(0, Math.min(value, max));

function moved(at: GridPosition, size: GridSize, rows: number, cols: number): GridAction {
  return { type: 'move', to: { row: clamp(at.row + rows, size.rows - 1), col: clamp(at.col + cols, size.cols - 1) } };
}

/** Rows a Page Up or Page Down jumps, about a screenful of 44 px rows on a tablet. */
const PAGE_ROWS = 10;

/**
 * The grid's answer to a key at `at`. While editing only Enter, Escape and Tab belong to the grid
 * (arrows move the caret in the input); otherwise arrows, Home/End (with Ctrl: the first or last
 * cell), Page Up/Down move, and Enter, F2 or a digit start an edit where the cell may be edited.
 */
export function gridKeyAction(press: GridKey, at: GridPosition, size: GridSize, editing: boolean, editable: boolean): GridAction {
  if (size.rows === 0 || size.cols === 0) return { type: 'none' };
  const corner = Boolean(press.ctrlKey || press.metaKey);
  if (editing) {
    if (press.key === 'Enter') return { type: 'save', then: { row: clamp(at.row + 1, size.rows - 1), col: at.col } };
    if (press.key === 'Escape') return { type: 'cancel' };
    return { type: 'none' };
  }
  switch (press.key) {
    case 'ArrowUp':
      return moved(at, size, -1, 0);
    case 'ArrowDown':
      return moved(at, size, 1, 0);
    case 'ArrowLeft':
      return moved(at, size, 0, -1);
    case 'ArrowRight':
      return moved(at, size, 0, 1);
    case 'PageUp':
      return moved(at, size, -PAGE_ROWS, 0);
    case 'PageDown':
      return moved(at, size, PAGE_ROWS, 0);
    case 'Home':
      return { type: 'move', to: { row: corner ? 0 : at.row, col: 0 } };
    case 'End':
      return { type: 'move', to: { row: corner ? size.rows - 1 : at.row, col: size.cols - 1 } };
    case 'Enter':
    case 'F2':
      return editable ? { type: 'edit', text: null } : { type: 'none' };
    default:
      if (editable && !corner && !press.altKey && /^\d$/.test(press.key)) return { type: 'edit', text: press.key };
      return { type: 'none' };
  }
}
