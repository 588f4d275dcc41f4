import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { cluster, stack } from '@/shared/styles/layout.ts';
import { vars } from '@/shared/styles/theme.css.ts';

/**
 * A class's register for a month. While it is on screen, printing shows it alone on A4 in landscape
 * (the page rule is written by the view into its own <style>: vanilla-extract writes no @page):
 * everything that neither holds it nor sits in it is hidden, its ancestors lose their frame.
 */
export const sheet = style(stack(vars.space['4']));

export const pageRule = '@page { size: A4 landscape; margin: 10mm; }';

export const screenOnly = style({ '@media': { print: { display: 'none' } } });

export const switcher = style({ ...cluster(vars.space['3']), alignItems: 'center' });

export const monthName = style({ margin: 0, minWidth: '9rem', textAlign: 'center', fontWeight: 700, fontSize: vars.fontSize.lg });

export const table = style({ borderCollapse: 'separate', borderSpacing: 0, fontSize: vars.fontSize.sm, minWidth: '100%' });

const cell = {
  padding: `${vars.space['2']} ${vars.space['2']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  minWidth: '2.75rem',
} as const;

export const dayHead = style({ ...cell, background: vars.color.surfaceAlt, fontWeight: 700, verticalAlign: 'bottom' });

export const countHead = style({ ...cell, background: vars.color.surfaceAlt, fontWeight: 700, verticalAlign: 'bottom' });

export const mark = style(cell);

export const count = style({ ...cell, fontVariantNumeric: 'tabular-nums', fontWeight: 700 });

/** The student's column stays in view while the days scroll sideways (a tablet in portrait, a phone). */
export const student = style({
  ...cell,
  textAlign: 'start',
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  minWidth: '10rem',
  maxWidth: '14rem',
  whiteSpace: 'normal',
});

export const studentHead = style([student, { background: vars.color.surfaceAlt, zIndex: 2 }]);

export const studentNumber = style({ display: 'block', color: vars.color.textMuted, fontWeight: 400, fontSize: vars.fontSize.xs });

export const tone = styleVariants({
  present: { color: vars.color.success },
  absent: { color: vars.color.danger, background: vars.color.dangerSoft, fontWeight: 700 },
  late: { color: vars.color.warning, background: vars.color.warningSoft, fontWeight: 700 },
  excused: { color: vars.color.info },
});

export const srOnly = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });

export const printTitle = style({ display: 'none', margin: 0, '@media': { print: { display: 'block', fontSize: '13pt' } } });

const hasSheet = `html:has(${sheet})`;

globalStyle(`${hasSheet} body *:not(:has(${sheet})):not(${sheet}):not(${sheet} *)`, {
  '@media': { print: { display: 'none !important' } },
});

globalStyle(`${hasSheet} body *:has(${sheet})`, {
  '@media': {
    print: {
      display: 'block !important',
      // The type knows no !important; the string passes through to the CSS unchanged.
      position: 'static !important' as 'static',
      margin: '0 !important',
      padding: '0 !important',
      border: '0 !important',
      boxShadow: 'none !important',
      background: 'none !important',
      width: 'auto !important',
      maxWidth: 'none !important',
      minHeight: '0 !important',
      overflow: 'visible !important',
    },
  },
});

globalStyle(`${hasSheet} body`, { '@media': { print: { background: '#ffffff', margin: 0 } } });

/** Black on white in 8 pt: a month of school days and the counts fit across the landscape page. */
globalStyle(`${sheet} table`, { '@media': { print: { fontSize: '8pt', minWidth: 0, width: '100%' } } });

globalStyle(`${sheet} th, ${sheet} td`, {
  '@media': { print: { position: 'static', minWidth: 0, padding: '1pt 2pt', color: '#000000', background: 'none', border: '1px solid #777777' } },
});

globalStyle(`${sheet} tr`, { '@media': { print: { breakInside: 'avoid' } } });

globalStyle(`${sheet} [role="region"]`, { '@media': { print: { overflow: 'visible', border: 0 } } });
