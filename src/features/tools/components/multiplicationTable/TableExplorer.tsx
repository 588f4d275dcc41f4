import { useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cellRole, factors, moveCell, type Cell, type TableSize } from '../../model/multiplicationTable/table.ts';
import * as layout from '../toolLayout.css.ts';
import * as styles from './MultiplicationTableTool.css.ts';

/**
 * The table itself. Pointing at, tapping or focusing a product lights up its
 * row and column back to the two factors, and writes the fact out in words.
 * Arrow keys move between products (one tab stop for the whole grid).
 */
export function TableExplorer({ size }: { size: TableSize }) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<Cell | null>(null);
  const [focusCell, setFocusCell] = useState<Cell>({ row: 1, col: 1 });
  const gridRef = useRef<HTMLTableElement>(null);
  const numbers = factors(size);
  const active = chosen && chosen.row <= size && chosen.col <= size ? chosen : null;
  const tabCell = focusCell.row <= size && focusCell.col <= size ? focusCell : { row: 1, col: 1 };

  const choose = (cell: Cell) => {
    setChosen(cell);
    setFocusCell(cell);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, cell: Cell) => {
    const next = moveCell(cell, event.key, size);
    if (!next) return;
    event.preventDefault();
    choose(next);
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-cell="${next.row}-${next.col}"]`)?.focus();
  };

  const product = active ? active.row * active.col : null;
  const rowFactor = active?.row;
  const colFactor = active?.col;

  return (
    <div className={layout.stack}>
      <p className={styles.fact} aria-live="polite">
        {active ? (
          <Trans>
            {rowFactor} × {colFactor} = <strong>{product}</strong>
          </Trans>
        ) : (
          <Trans>Bir sayıya dokunun: hangi iki sayının çarpımı olduğunu görün.</Trans>
        )}
      </p>
      <div className={styles.tableScroll}>
        <table ref={gridRef} className={styles.table} data-size={size} onMouseLeave={() => setChosen(null)}>
          <caption className={styles.caption}>
            <Trans>Çarpım tablosu: satır ve sütun başlıkları çarpanlardır.</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                ×
              </th>
              {numbers.map((col) => (
                <th key={col} scope="col" className={styles.header} data-on={active?.col === col}>
                  {col}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {numbers.map((row) => (
              <tr key={row}>
                <th scope="row" className={`${styles.header} ${styles.rowHeader}`} data-on={active?.row === row}>
                  {row}
                </th>
                {numbers.map((col) => {
                  const cell = { row, col };
                  const value = row * col;
                  const isTabStop = tabCell.row === row && tabCell.col === col;
                  return (
                    <td key={col} className={styles.cellWrap}>
                      <button
                        type="button"
                        className={styles.cell}
                        data-cell={`${row}-${col}`}
                        data-role={cellRole(cell, active)}
                        data-square={row === col}
                        aria-label={t`${row} × ${col} = ${value}`}
                        aria-pressed={active?.row === row && active.col === col}
                        tabIndex={isTabStop ? 0 : -1}
                        onMouseEnter={() => setChosen(cell)}
                        onFocus={() => choose(cell)}
                        onClick={() => choose(cell)}
                        onKeyDown={(event) => onKeyDown(event, cell)}
                      >
                        {value}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={layout.muted}>
        <Trans>İpucu: köşegendeki kare sayılar (1, 4, 9, 16 …) tablonun simetri eksenidir; 7 × 8 ile 8 × 7 aynı sonucu verir.</Trans>
      </p>
    </div>
  );
}
