/** The last atomic number of each period (the noble gases). */
const PERIOD_ENDS = [2, 10, 18, 36, 54, 86, 118] as const;

type Block = 's' | 'p' | 'd' | 'f';

export type TablePosition = {
  period: number;
  /** 1–18, or null for the f-block (lanthanides and actinides have no group number). */
  group: number | null;
  block: Block;
  /** Where the cell sits in the drawn table: 18 columns, rows 1–7 plus the two f-block rows 9 and 10. */
  row: number;
  column: number;
};

const isFBlock = (number: number): boolean => (number >= 57 && number <= 71) || (number >= 89 && number <= 103);

export function positionOf(number: number): TablePosition {
  const periodIndex = PERIOD_ENDS.findIndex((end) => number <= end);
  const period = periodIndex + 1;
  const start = periodIndex === 0 ? 1 : PERIOD_ENDS[periodIndex - 1]! + 1;
  const place = number - start + 1;

  if (isFBlock(number)) {
    // La–Lu and Ac–Lr drawn in their own rows under the table, from column 3.
    return { period, group: null, block: 'f', row: period + 3, column: place };
  }

  let group: number;
  if (period === 1) group = number === 1 ? 1 : 18;
  else if (period <= 3) group = place <= 2 ? place : place + 10;
  else if (period <= 5) group = place;
  else group = place <= 2 ? place : place - 14;

  const block: Block = number === 2 || group <= 2 ? 's' : group >= 13 ? 'p' : 'd';
  return { period, group, block, row: period, column: group };
}
