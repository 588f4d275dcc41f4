import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const wrap = style({ position: 'relative' });

const popup = style({
  position: 'absolute',
  insetInline: 0,
  zIndex: vars.z.overlay,
  margin: 0,
  padding: vars.space['1'],
  listStyle: 'none',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.surface,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.lg,
});

export const placement = styleVariants({
  bottom: [popup, { insetBlockStart: `calc(100% + ${vars.space['1']})` }],
  top: [popup, { insetBlockEnd: `calc(100% + ${vars.space['1']})` }],
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { fontWeight: 700 },
    '&[data-active="true"]': { background: vars.color.primarySoft, outline: `2px solid ${vars.color.primary}`, outlineOffset: '-2px' },
  },
});

export const check = style({ color: vars.color.primary, fontWeight: 800 });

export const empty = style({
  padding: vars.space['3'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
