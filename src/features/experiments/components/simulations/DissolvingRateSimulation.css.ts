import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';

export * from './measurementFrame.css.ts';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  fontWeight: 700,
  cursor: 'pointer',
});

export const checkboxInput = style({
  width: '1.5rem',
  height: '1.5rem',
  accentColor: vars.color.primary,
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
