import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { stack } from '@/shared/styles/layout.ts';

/** The printable page. While it is on screen, printing shows it alone (see the print rules below). */
export const worksheet = style({
  ...stack(vars.space['5']),
  maxWidth: '48rem',
  padding: vars.space['8'],
  background: '#ffffff',
  color: '#111111',
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  borderRadius: vars.radius.sm,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
export const hint = style({ margin: 0, color: vars.color.textMuted });

export const sheetHeader = style({ ...stack(vars.space['2']), borderBottom: '2px solid #111111', paddingBottom: vars.space['3'] });
export const sheetTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const sheetMeta = style({ margin: 0, fontSize: vars.fontSize.sm });

export const identity = style({ display: 'grid', gridTemplateColumns: '2fr 1fr 1fr', gap: vars.space['4'], fontSize: vars.fontSize.sm });
export const identityField = style({ borderBottom: '1px solid #111111', paddingBottom: vars.space['1'] });

export const tasks = style({ margin: 0, paddingInlineStart: vars.space['6'], ...stack(vars.space['5']) });
export const task = style({ breakInside: 'avoid' });
export const taskPrompt = style({ margin: `0 0 ${vars.space['2']}` });
export const answerLine = style({ height: '2rem', borderBottom: '1px solid #555555' });

export const table = style({ width: '100%', borderCollapse: 'collapse', breakInside: 'avoid', fontSize: vars.fontSize.sm });
export const caption = style({ captionSide: 'top', textAlign: 'start', fontWeight: 700, paddingBottom: vars.space['2'] });
export const cell = style({ border: '1px solid #111111', padding: vars.space['2'], height: '2.25rem', textAlign: 'start', verticalAlign: 'top' });

/*
 * Print only the worksheet: whenever a worksheet is on the page, every element
 * that neither holds it nor sits inside it is hidden, and the worksheet's
 * ancestors (shell, main, tab panel) lose their frame so the page starts at the top.
 */
const hasSheet = `html:has(${worksheet})`;

globalStyle(`${hasSheet} body *:not(:has(${worksheet})):not(${worksheet}):not(${worksheet} *)`, {
  '@media': { print: { display: 'none !important' } },
});

globalStyle(`${hasSheet} body *:has(${worksheet})`, {
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
      transform: 'none !important',
    },
  },
});

globalStyle(`${hasSheet} body`, { '@media': { print: { background: '#ffffff', margin: 0 } } });

globalStyle(worksheet, {
  '@media': { print: { border: 'none', boxShadow: 'none', padding: 0, maxWidth: 'none', borderRadius: 0 } },
});
