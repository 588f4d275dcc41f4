import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/styles/theme.css.ts';

export const header = style({ marginBottom: vars.space['6'] });
export const title = style({ fontSize: vars.fontSize['3xl'], margin: `0 0 ${vars.space['2']}` });
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, margin: 0, maxWidth: vars.size.proseMax });

export const demoPanel = style({
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
  marginBottom: vars.space['6'],
  maxWidth: vars.size.proseMax,
});
export const demoTitle = style({ margin: `0 0 ${vars.space['2']}`, fontSize: vars.fontSize.xl });

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  marginBottom: vars.space['6'],
});
export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: `${vars.space['2']} 0` });
export const icon = style({ fontSize: '2rem', lineHeight: 1 });
