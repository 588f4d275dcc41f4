import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { outlined } from '@/shared/styles/surfaces.ts';

export const header = style({ display: 'flex', gap: vars.space['4'], alignItems: 'flex-start' });

export const icon = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  fontSize: '2rem',
  lineHeight: 1,
});

export const pending = style({ display: 'grid', placeItems: 'center', minHeight: '16rem' });

export const notFound = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  textAlign: 'center',
  padding: `${vars.space['10']} ${vars.space['4']}`,
  ...outlined(),
});

export const notFoundIcon = style({ fontSize: '3rem', lineHeight: 1 });
