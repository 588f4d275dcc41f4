import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { listReset } from '@/shared/styles/layout.ts';

export const list = style({ ...listReset, display: 'grid', gap: vars.space['3'] });
export const item = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  scrollMarginTop: '5rem',
});
// An unread one stands out by its edge and its "Yeni" badge, never by colour alone.
export const unread = style([item, { borderInlineStart: `6px solid ${vars.color.primary}`, background: vars.color.primarySoft }]);
export const head = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'baseline', justifyContent: 'space-between' });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const body = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
export const due = style({ margin: 0, fontWeight: 700 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });
export const cardTitle = style({ fontSize: vars.fontSize.xl, marginTop: vars.space['3'] });
