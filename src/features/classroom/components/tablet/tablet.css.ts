import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { autoGrid, cluster, listReset } from '@/shared/styles/layout.ts';

/** The child's strip on a class tablet: whose tablet it is now, and the way back to the class list. */
export const childBar = style({
  ...cluster(vars.space['3']),
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBlockEnd: vars.space['4'],
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  background: vars.color.primarySoft,
});

export const childName = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 800 });

export const signOutGroup = style({ ...cluster(vars.space['2']), alignItems: 'center' });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const countdown = style({ margin: 0, fontSize: '3rem', fontWeight: 800, textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

export const formStack = style({ display: 'grid', gap: vars.space['4'] });

export const formActions = style({ ...cluster(vars.space['3']), alignItems: 'center' });

export const nameGrid = style({ ...listReset, ...autoGrid('10rem', vars.space['3']) });

export const nameButton = style({
  width: '100%',
  minHeight: '72px',
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.primary, background: vars.color.primarySoft } },
});
