import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/styles/theme.css.ts';
import { mediaUp } from '../../../shared/styles/breakpoints.ts';

export const page = style({ maxWidth: vars.size.contentMax, margin: '0 auto', padding: `${vars.space['6']} ${vars.space['4']}` });

export const header = style({ display: 'flex', gap: vars.space['4'], alignItems: 'flex-start', marginBottom: vars.space['6'] });

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

export const title = style({
  fontSize: vars.fontSize['2xl'],
  margin: `0 0 ${vars.space['1']}`,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['3xl'] } },
});
export const lead = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted, margin: 0 });

export const pending = style({ display: 'grid', placeItems: 'center', minHeight: '16rem' });

export const notFound = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  textAlign: 'center',
  padding: `${vars.space['10']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const notFoundIcon = style({ fontSize: '3rem', lineHeight: 1 });
