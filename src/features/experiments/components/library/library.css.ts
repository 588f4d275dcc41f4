import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { autoGrid, cluster, fluid, listReset, stack } from '@/shared/styles/layout.ts';
import { outlined, tile } from '@/shared/styles/surfaces.ts';
import { focusRing } from '@/shared/styles/controls.ts';

export const filters = style({
  ...autoGrid(fluid('13rem'), vars.space['4']),
  alignItems: 'end',
  ...tile(vars.color.surfaceAlt, vars.space['4']),
});

export const filterSummary = style({ ...cluster(vars.space['3']), alignItems: 'center', minHeight: vars.size.touch });

export const count = style({ margin: 0, fontWeight: 700 });

export const empty = style({ margin: 0, padding: vars.space['6'], ...outlined(), color: vars.color.textMuted });

export const grades = style(stack(vars.space['8']));

export const grade = style(stack(vars.space['4']));

export const gradeTitle = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.tight });

export const units = style(autoGrid(fluid('20rem'), vars.space['4']));

export const unit = style({ ...stack(vars.space['3']), alignContent: 'start', padding: vars.space['4'], ...outlined(), background: vars.color.surface });

export const unitTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const unitMeta = style({ fontWeight: 400, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const items = style({ ...listReset, ...stack(vars.space['2']) });

/** A whole row is the link: one large touch target per experiment. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.touch,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  background: vars.color.surfaceAlt,
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&:focus-visible': { ...focusRing },
  },
});

export const itemIcon = style({ fontSize: '1.75rem', lineHeight: 1, flex: 'none' });

export const itemText = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const itemTitle = style({ fontWeight: 700, lineHeight: vars.lineHeight.tight });

export const itemKit = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
