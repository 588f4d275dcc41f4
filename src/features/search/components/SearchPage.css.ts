import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { listReset, stack } from '@/shared/styles/layout.ts';
import { outlined, tile } from '@/shared/styles/surfaces.ts';

/** The box and the line that sums up what it found, kept together. */
export const searchBar = style(stack(vars.space['3']));

export const form = style({ display: 'flex', gap: vars.space['2'], maxWidth: '36rem' });

export const input = style({
  flex: 1,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space['4']}`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  font: 'inherit',
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus': { borderColor: vars.color.focus, outline: 'none' } },
});

export const summary = style({ color: vars.color.textMuted, margin: 0 });

export const groupTitle = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space['3']}` });

export const list = style({ ...listReset, ...stack(vars.space['2']) });

export const result = style({
  display: 'block',
  padding: vars.space['4'],
  ...outlined(vars.radius.md),
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.primary, background: vars.color.primarySoft } },
});

export const resultTitle = style({ display: 'block', fontWeight: 700, color: vars.color.link, marginBottom: vars.space['1'] });
export const resultSummary = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const note = style({
  ...tile(vars.color.infoSoft, vars.space['4']),
  color: vars.color.info,
  margin: 0,
});

export const empty = style({ padding: vars.space['6'], borderRadius: vars.radius.lg, background: vars.color.surfaceAlt, textAlign: 'center' });
