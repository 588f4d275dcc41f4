import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { centeredRow, cluster, fieldsetReset, listReset, stack } from '@/shared/styles/layout.ts';
import { tile } from '@/shared/styles/surfaces.ts';
import { focusRing } from '@/shared/styles/controls.ts';

/** Forms read best in one narrow column, so the profile stays narrower than the dashboard's content. */
export const narrow = style({ maxWidth: '48rem' });

export const loading = style({ display: 'grid', placeItems: 'center', minHeight: '50vh' });

export const section = style({
  ...stack(vars.space['5']),
  padding: vars.space['5'],
  '@media': { [mediaUp('md')]: { padding: vars.space['8'] } },
});

export const sectionHeader = style(stack(vars.space['1']));

// Focused from code after a change (tabIndex -1), never by Tab: no focus ring needed.
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, outline: 'none' });

export const form = style(stack(vars.space['5']));

export const readOnly = style({ ...stack(vars.space['2']), margin: 0 });

export const readOnlyLabel = style({ fontWeight: 700 });

export const readOnlyValue = style({
  ...centeredRow(vars.space['2']),
  margin: 0,
  minHeight: vars.size.touch,
  fontSize: vars.fontSize.md,
});

export const readOnlyHint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

// ── Subject chips ──────────────────────────────────────────────────────────
export const chipFieldset = style({ ...stack(vars.space['2']), ...fieldsetReset });

export const chipLegend = style({ padding: 0, marginBlockEnd: vars.space['1'] });

export const chips = style({ ...cluster(vars.space['2']), ...listReset });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: vars.size.touch,
  paddingInline: vars.space['4'],
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.primary, color: vars.color.onPrimary },
    '&:focus-visible': focusRing,
  },
});

export const deviceNote = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  ...tile(vars.color.surfaceAlt),
  fontSize: vars.fontSize.sm,
});
