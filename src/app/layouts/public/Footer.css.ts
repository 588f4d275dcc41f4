import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { listReset } from '@/shared/styles/layout.ts';
import { touchTarget } from '@/shared/styles/controls.ts';

export const footer = style({
  marginTop: vars.space['16'],
  background: vars.color.footer,
  color: vars.color.onFooter,
  padding: `${vars.space['10']} ${vars.space['4']} ${vars.space['6']}`,
});

export const inner = style({
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['8'],
});

export const about = style({ maxWidth: '24rem' });
export const brand = style({ fontSize: vars.fontSize.xl, fontWeight: 800, margin: `0 0 ${vars.space['2']}` });
export const muted = style({ margin: 0, opacity: 0.9 });
export const outbox = style({ marginTop: vars.space['4'] });

export const links = style({
  ...listReset,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(10rem, 1fr))',
  gap: `0 ${vars.space['6']}`,
});

export const link = style({
  ...touchTarget,
  color: vars.color.onFooter,
  fontWeight: 600,
});

export const copy = style({
  maxWidth: vars.size.contentMax,
  margin: `${vars.space['8']} auto 0`,
  paddingTop: vars.space['4'],
  borderTop: '1px solid rgba(232, 242, 234, 0.25)',
  fontSize: vars.fontSize.sm,
});
