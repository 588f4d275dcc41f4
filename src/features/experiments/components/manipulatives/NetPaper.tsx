import { useLingui } from '@lingui/react/macro';
import type { NetSquare } from '../../content/manipulativeTypes.ts';
import * as css from './SolidNetManipulative.css.ts';

/** Squared paper holding a net: its squares numbered, and (to complete a net) the free places as buttons. */
export function NetPaper({
  net,
  places = [],
  added,
  marked,
  onAdd,
  placeLabel,
}: {
  net: readonly NetSquare[];
  places?: readonly NetSquare[];
  added?: NetSquare | null;
  marked?: number;
  onAdd?: (place: NetSquare) => void;
  placeLabel?: (column: number, row: number) => string;
}) {
  const all = [...net, ...places];
  const minC = Math.min(...all.map((s) => s[0]));
  const minR = Math.min(...all.map((s) => s[1]));
  const columns = Math.max(...all.map((s) => s[0])) - minC + 1;
  const rows = Math.max(...all.map((s) => s[1])) - minR + 1;
  const cells = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const column = c + minC;
      const row = r + minR;
      const index = net.findIndex((s) => s[0] === column && s[1] === row);
      if (index >= 0) {
        cells.push(
          <div key={`${c}-${r}`} className={css.square} data-marked={marked === index} aria-hidden="true">
            {index + 1}
          </div>,
        );
      } else if (places.some((s) => s[0] === column && s[1] === row) && onAdd && placeLabel) {
        const on = added?.[0] === column && added?.[1] === row;
        cells.push(
          <button
            key={`${c}-${r}`}
            type="button"
            className={css.place}
            aria-pressed={on}
            aria-label={placeLabel(c + 1, r + 1)}
            onClick={() => onAdd([column, row])}
          >
            {on ? net.length + 1 : '+'}
          </button>,
        );
      } else cells.push(<div key={`${c}-${r}`} className={css.empty} aria-hidden="true" />);
    }
  }
  return (
    <div className={css.paper} style={{ gridTemplateColumns: `repeat(${columns}, 44px)` }}>
      {cells}
    </div>
  );
}

/** Where the squares lie, row by row, for a screen reader: "satır 1: sütun 2; satır 2: sütun 1, 2, 3". */
export function useNetWords() {
  const { t } = useLingui();
  return (net: readonly NetSquare[]) => {
    const minC = Math.min(...net.map((s) => s[0]));
    const minR = Math.min(...net.map((s) => s[1]));
    const rows = new Map<number, number[]>();
    for (const [column, row] of net) rows.set(row - minR + 1, [...(rows.get(row - minR + 1) ?? []), column - minC + 1]);
    return [...rows.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([row, columns]) => {
        const list = columns.sort((a, b) => a - b).join(', ');
        return t`satır ${row}: sütun ${list}`;
      })
      .join('; ');
  };
}
