import { vars } from './theme.css.ts';
import { mediaUp, type breakpoints } from './breakpoints.ts';

/*
 * Layout fragments that features spread into their own `style()` objects: composed at build
 * time, they cost no runtime and no extra class, and every element keeps its one rule.
 */

/** A list that lays out its items itself: no bullets, no indent, no outer margin. */
export const listReset = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A fieldset used only to group choices: no frame, and free to shrink below its content's width. */
export const fieldsetReset = { margin: 0, padding: 0, border: 'none', minWidth: 0 } as const;

/** Children one under another, `gap` apart. */
export const stack = (gap: string) => ({ display: 'grid', gap }) as const;

/** Children side by side, wrapping onto new lines when the row is full. */
export const cluster = (gap: string) => ({ display: 'flex', flexWrap: 'wrap', gap }) as const;

/** Children on one line, centred on it. */
export const centeredRow = (gap: string) => ({ display: 'flex', alignItems: 'center', gap }) as const;

/** `count` equal columns that may shrink below their content's width. */
export const equalColumns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/** A minimum column width that still gives a phone narrower than it one whole column. */
export const fluid = (width: string) => `min(100%, ${width})`;

/**
 * As many columns of at least `min` as fit: `auto-fill` keeps the width of the columns
 * when there are few items, `auto-fit` stretches them over the row.
 */
export const autoGrid = (min: string, gap: string, repeat: 'auto-fill' | 'auto-fit' = 'auto-fill') =>
  ({ display: 'grid', gap, gridTemplateColumns: `repeat(${repeat}, minmax(${min}, 1fr))` }) as const;

/** One column on phones, `count` equal columns from breakpoint `from` up. */
export const columnsFrom = (from: keyof typeof breakpoints, count: number, gap: string) =>
  ({ display: 'grid', gap, '@media': { [mediaUp(from)]: { gridTemplateColumns: equalColumns(count) } } }) as const;

/** A heading that grows a step from tablets up. */
export const headingSize = (base: string, fromMd: string) => ({ fontSize: base, '@media': { [mediaUp('md')]: { fontSize: fromMd } } }) as const;

/** The centred page column of the public pages: `top` above, room for the footer below, wider gutters from tablets up. */
export const pageColumn = (maxWidth: string, top: string) =>
  ({
    maxWidth,
    margin: '0 auto',
    padding: `${top} ${vars.space['4']} ${vars.space['16']}`,
    '@media': { [mediaUp('md')]: { paddingInline: vars.space['6'] } },
  }) as const;

/** Reading text of a page intro: a line length the eye can follow, a size up from body text. */
export const leadText = { maxWidth: vars.size.proseMax, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed } as const;
