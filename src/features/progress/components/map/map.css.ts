import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import type { MasteryLevel } from '@/shared/progress/mastery.ts';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center', justifyContent: 'space-between' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary } },
});

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm });

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const units = style({ display: 'grid', gap: vars.space['6'], margin: 0, padding: 0, listStyle: 'none' });

export const unitCard = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const unitTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontFamily: vars.font.heading });

export const unitSummary = style({ margin: 0, color: vars.color.textMuted });

/** The trail: stones in a winding row, joined by a dashed path, from the start flag to the finish flag. */
export const trail = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['8']} ${vars.space['6']}`,
  margin: 0,
  padding: `${vars.space['4']} ${vars.space['2']}`,
  listStyle: 'none',
});

const step = style({
  position: 'relative',
  selectors: {
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: '50%',
      right: '100%',
      width: vars.space['6'],
      borderTop: `4px dashed ${vars.color.borderStrong}`,
    },
  },
});

export const trailEnd = style([step, { fontSize: '2rem', lineHeight: 1 }]);

export const stoneItem = style([
  step,
  {
    selectors: {
      '&:nth-child(even)': { transform: 'translateY(-12px)' },
      '&:nth-child(odd)': { transform: 'translateY(12px)' },
    },
  },
]);

export const stone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['1'],
  minWidth: '88px',
  minHeight: '88px',
  padding: vars.space['2'],
  borderRadius: vars.radius.lg,
  border: '3px solid transparent',
  font: 'inherit',
  cursor: 'pointer',
  boxShadow: '0 2px 0 rgba(0,0,0,0.12)',
  selectors: { '&[aria-expanded="true"]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const stoneIcon = style({ fontSize: '1.75rem', lineHeight: 1 });
export const stoneCode = style({ fontSize: vars.fontSize.xs, fontWeight: 700 });
export const stoneLevel = style({ fontSize: vars.fontSize.sm, fontWeight: 700 });

/** Each level its own colour, always with its icon and its name beside it (never colour alone); text keeps 4.5:1 on each. */
export const level = styleVariants<Record<MasteryLevel | 'due', { background: string; borderColor: string; color: string }>>({
  'not-started': { background: '#f1f3f2', borderColor: '#b9c2bd', color: '#33413a' },
  tried: { background: '#eef6ff', borderColor: '#8fb7e8', color: '#1d3f6e' },
  familiar: { background: '#e9f7ef', borderColor: '#7cc39a', color: '#1b4d31' },
  proficient: { background: '#d5f0df', borderColor: '#2f8f57', color: '#134227' },
  mastered: { background: '#fff4cc', borderColor: '#d4a20b', color: '#5a4300' },
  due: { background: '#fff1e3', borderColor: '#e08a3c', color: '#6b3206' },
});

export const details = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const detailsTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const itemLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });

export const plainList = style({ display: 'grid', gap: vars.space['2'], margin: 0, paddingInlineStart: vars.space['5'] });

export const quiz = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `2px solid ${vars.color.primary}`,
});

export const options = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  width: '100%',
  minHeight: vars.size.touch,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  textAlign: 'start',
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-state="correct"]': { borderColor: vars.color.success, background: vars.color.successSoft },
    '&[data-state="incorrect"]': { borderColor: vars.color.danger, background: vars.color.dangerSoft },
  },
});

export const streak = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.lg });
export const streakNote = style({ fontWeight: 400, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
