import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { outlined } from '@/shared/styles/surfaces.ts';

export const section = style({ maxWidth: vars.size.proseMax });
export const sectionTitle = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space['3']}` });
export const topic = style({
  ...outlined(vars.radius.md),
  marginBottom: vars.space['2'],
});
export const question = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  fontWeight: 700,
  cursor: 'pointer',
});
export const answer = style({ margin: 0, padding: `0 ${vars.space['4']} ${vars.space['4']}`, lineHeight: vars.lineHeight.relaxed });
export const contact = style({
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.primarySoft,
  maxWidth: vars.size.proseMax,
});
