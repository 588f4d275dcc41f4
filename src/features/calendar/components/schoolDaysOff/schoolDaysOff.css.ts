import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { cluster, fluid, listReset, stack } from '@/shared/styles/layout.ts';

export const pageStack = style({ ...stack(vars.space['5']), maxWidth: '72rem' });
export const section = style({
  ...stack(vars.space['3']),
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const list = style({ ...listReset, ...stack(vars.space['2']) });
export const item = style({
  ...cluster(vars.space['3']),
  justifyContent: 'space-between',
  alignItems: 'center',
  paddingBlock: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
});
export const itemText = style({ ...stack(vars.space['1']), minWidth: 0, overflowWrap: 'anywhere' });
export const itemTitle = style({ fontWeight: 700 });
export const form = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: `repeat(auto-fit, minmax(${fluid('12rem')}, 1fr))`,
  alignItems: 'start',
});
export const actions = style({ ...cluster(vars.space['2']), alignItems: 'center' });
