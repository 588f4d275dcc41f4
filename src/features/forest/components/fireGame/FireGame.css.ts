import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { centeredRow, listReset, stack } from '@/shared/styles/layout.ts';
import { raised, tile } from '@/shared/styles/surfaces.ts';

const reducedMotion = '(prefers-reduced-motion: reduce)';

export const page = style(stack(vars.space['6']));

export const intro = style({ ...stack(vars.space['4']), maxWidth: vars.size.proseMax });

export const title = style({
  fontSize: vars.fontSize['3xl'],
  color: vars.color.accentHover,
  margin: 0,
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['4xl'] } },
});

// Progress -----------------------------------------------------------------

export const progress = style({
  ...stack(vars.space['2']),
  padding: vars.space['4'],
  ...raised(),
});

export const progressRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
});

export const score = style({ color: vars.color.primaryHover });

export const remaining = style({ color: vars.color.accentHover });

export const bar = style({
  height: '1rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.borderStrong}`,
  overflow: 'hidden',
});

export const barFill = style({
  height: '100%',
  background: vars.color.primary,
  transition: 'width 300ms ease',
  '@media': { [reducedMotion]: { transition: 'none' } },
});

// Scene --------------------------------------------------------------------

export const scene = style({
  position: 'relative',
  width: '100%',
  // Taller on phones so the five 56 px hazards have room to breathe.
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.md,
  background: '#9bd46f',
  '@media': { [mediaUp('md')]: { aspectRatio: '16 / 10' } },
});

export const sceneArt = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });

const pulse = keyframes({
  '0%': { transform: 'scale(1)', opacity: 0.7 },
  '100%': { transform: 'scale(1.45)', opacity: 0 },
});

export const hazard = style({
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  width: '56px',
  height: '56px',
  padding: 0,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.full,
  border: `3px dashed ${vars.color.accent}`,
  background: 'rgba(255, 255, 255, 0.85)',
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  selectors: {
    // A ring pulses around the hazard to catch the eye. It is a pseudo-element so the
    // button itself never moves (a moving target is hard to tap).
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: '-6px',
      borderRadius: vars.radius.full,
      border: `3px solid ${vars.color.accent}`,
      animation: `${pulse} 1.8s ease-out infinite`,
      pointerEvents: 'none',
    },
    '&:hover, &:focus-visible': { background: '#ffffff', borderStyle: 'solid' },
    '&:focus-visible': { outline: `4px solid ${vars.color.focus}`, outlineOffset: '3px' },
  },
  '@media': {
    [mediaUp('md')]: { width: '72px', height: '72px' },
    [reducedMotion]: { selectors: { '&::before': { animation: 'none', opacity: 0 } } },
  },
});

export const hazardRemoved = style({
  selectors: { '&::before': { display: 'none' } },
  cursor: 'default',
  border: `3px solid ${vars.color.success}`,
  background: vars.color.successSoft,
  boxShadow: 'none',
});

export const cleaned = style({ fontSize: '1.75rem', lineHeight: 1 });

// Question dialog ----------------------------------------------------------

export const questionHead = style({
  ...centeredRow(vars.space['4']),
  marginBottom: vars.space['4'],
});

export const question = style({
  margin: `${vars.space['2']} 0 0`,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: vars.lineHeight.normal,
});

export const answers = style({
  ...listReset,
  ...stack(vars.space['2']),
});

export const answer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  width: '100%',
  minHeight: '52px',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&:disabled': { cursor: 'default' },
  },
});

export const answerText = style({ flex: '1 1 12rem' });

export const answerIcon = style({ fontSize: vars.fontSize.xl, fontWeight: 800, lineHeight: 1 });

export const answerTag = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  padding: `0.1rem ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
});

export const answerRight = style({
  borderColor: vars.color.success,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: 700,
});

export const answerWrong = style({
  borderColor: vars.color.danger,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 700,
});

export const answerDimmed = style({ color: vars.color.textMuted, borderColor: vars.color.border });

export const feedback = style({
  marginTop: vars.space['4'],
  ...tile(vars.color.surfaceAlt, vars.space['4']),
  selectors: { '&:focus-visible': { outlineOffset: '-3px' } },
});

const verdict = { fontSize: vars.fontSize.lg, fontWeight: 800, marginBottom: vars.space['3'] } as const;
export const verdictRight = style({ ...verdict, color: vars.color.success });
export const verdictWrong = style({ ...verdict, color: vars.color.danger });

export const feedbackTitle = style({ fontSize: vars.fontSize.md, margin: `${vars.space['2']} 0 ${vars.space['1']}` });

export const lastParagraph = style({ marginBottom: 0 });

// Result -------------------------------------------------------------------

export const result = style({
  ...stack(vars.space['4']),
  justifyItems: 'start',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `3px solid ${vars.color.primary}`,
  boxShadow: vars.shadow.md,
});

export const resultTitle = style({ fontSize: vars.fontSize['2xl'], margin: 0, color: vars.color.primaryHover });

export const finalScore = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const scoreValue = style({ fontSize: vars.fontSize['3xl'] });

export const resultBadge = style({ fontSize: vars.fontSize.md, whiteSpace: 'normal', paddingBlock: vars.space['2'] });

// Full-width buttons stacked on phones, so the longer label does not wrap inside its pill.
export const resultActions = style({
  ...stack(vars.space['3']),
  width: '100%',
  '@media': { [mediaUp('sm')]: { display: 'flex', flexWrap: 'wrap', width: 'auto' } },
});
