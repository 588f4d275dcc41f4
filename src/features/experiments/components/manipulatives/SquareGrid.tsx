import { useRef, useState, type KeyboardEvent } from 'react';

const MOVES: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

type SquareGridProps = {
  /** Row by row, `columns` a row: whether each square is shaded. */
  cells: readonly boolean[];
  columns: number;
  /** The grid's name, with what is shaded. */
  label: string;
  /** A square's name, e.g. "Satır 2, sütun 3" (both 1-based). */
  squareLabel: (row: number, column: number) => string;
  onToggle: (index: number) => void;
  className: string;
  squareClassName: string;
  /** A fixed column width in px, for grids whose number of columns the content sets. */
  columnWidth?: number;
};

/**
 * Squares to shade by touch or keyboard: one square is in the Tab order and the arrow keys move between
 * squares (a roving tab stop), Home and End to a row's ends; Space or Enter shades, as on any button.
 */
export function SquareGrid({ cells, columns, label, squareLabel, onToggle, className, squareClassName, columnWidth }: SquareGridProps) {
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const rows = Math.ceil(cells.length / columns);

  const keyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    const rowStart = Math.floor(focused / columns) * columns;
    let next: number;
    if (move) {
      const column = Math.min(columns - 1, Math.max(0, (focused % columns) + move[0]));
      const row = Math.min(rows - 1, Math.max(0, Math.floor(focused / columns) + move[1]));
      next = row * columns + column;
    } else if (event.key === 'Home') next = rowStart;
    else if (event.key === 'End') next = rowStart + columns - 1;
    else return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      className={className}
      role="group"
      aria-label={label}
      style={columnWidth ? { gridTemplateColumns: `repeat(${columns}, ${columnWidth}px)` } : undefined}
      onKeyDown={keyDown}
    >
      {cells.map((on, index) => (
        <button
          key={index}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className={squareClassName}
          tabIndex={index === focused ? 0 : -1}
          aria-pressed={on}
          aria-label={squareLabel(Math.floor(index / columns) + 1, (index % columns) + 1)}
          onFocus={() => setFocused(index)}
          onClick={() => onToggle(index)}
        >
          {on ? <span aria-hidden="true">■</span> : null}
        </button>
      ))}
    </div>
  );
}
