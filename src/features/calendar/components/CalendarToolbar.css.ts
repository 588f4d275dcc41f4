import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { focusRing } from '@/shared/styles/controls.ts';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

const arrow = { fontSize: vars.fontSize.xl, lineHeight: 1 } as const;
export const arrowIcon = style(arrow);

export const nav = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const title = style({ flexBasis: '100%', margin: 0, fontSize: vars.fontSize['2xl'] });

export const switcher = style({
  display: 'inline-flex',
  padding: '3px',
  gap: '3px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
});

export const option = style({
  minHeight: vars.size.touch,
  minWidth: '5.5rem',
  paddingInline: vars.space['4'],
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:hover:not([aria-pressed="true"])': { background: vars.color.border },
    '&:focus-visible': focusRing,
  },
});
