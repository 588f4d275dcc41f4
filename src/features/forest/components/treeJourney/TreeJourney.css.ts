import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import type { Season } from '../../model/treeJourney/treeJourney.ts';
import { cluster, listReset, stack } from '@/shared/styles/layout.ts';
import { raised, tile } from '@/shared/styles/surfaces.ts';

export const page = style(stack(vars.space['6']));

export const intro = style({ ...stack(vars.space['4']), maxWidth: vars.size.proseMax });

export const title = style({
  fontSize: vars.fontSize['3xl'],
  color: vars.color.primaryHover,
  margin: 0,
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['4xl'] } },
});

// Stepper ------------------------------------------------------------------

export const steps = style({
  ...listReset,
  display: 'grid',
  gridTemplateColumns: 'repeat(6, 1fr)',
  gap: vars.space['1'],
});

export const step = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['1'],
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});

export const stepNumber = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontWeight: 800,
  selectors: {
    [`${step}[aria-current="step"] &`]: { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const stepCurrent = style({ color: vars.color.primaryHover, fontWeight: 800 });

export const stepDone = style({ color: vars.color.primaryHover });

// Names are hidden on phones (the numbers stay), where six would not fit side by side.
export const stepName = style({
  display: 'none',
  '@media': { [mediaUp('md')]: { display: 'block' } },
});

// Stage --------------------------------------------------------------------

export const stage = style({
  ...stack(vars.space['4']),
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  transition: 'background 600ms ease',
  '@media': {
    [mediaUp('md')]: { gridTemplateColumns: 'minmax(14rem, 1fr) 1.6fr', padding: vars.space['6'], alignItems: 'center' },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** docs/behaviour.md#sessions-and-flows: the background follows the stage's season. */
export const season = styleVariants<Record<Season, { background: string }>>({
  spring: { background: 'linear-gradient(180deg, #fde4ee 0%, #e2f6d6 100%)' },
  summer: { background: 'linear-gradient(180deg, #c4e9ff 0%, #c2eca4 100%)' },
  autumn: { background: 'linear-gradient(180deg, #ffe6c7 0%, #f1c487 100%)' },
});

export const picture = style({ display: 'grid', justifyItems: 'center', gap: vars.space['3'] });

export const image = style({
  width: '180px',
  height: '180px',
  transformOrigin: 'bottom center',
  '@media': { [mediaUp('md')]: { width: '220px', height: '220px' } },
});

const grow = keyframes({
  '0%': { transform: 'scale(1)' },
  '60%': { transform: 'scale(1.12)' },
  '100%': { transform: 'scale(1.06)' },
});

export const growing = style({
  animation: `${grow} 1s ease-in-out both`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const seasonTag = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  fontWeight: 700,
  boxShadow: vars.shadow.sm,
});

export const card = style({
  padding: vars.space['5'],
  ...raised(),
});

export const status = style({ margin: 0, color: vars.color.primaryHover, fontWeight: 700 });

export const stageName = style({ fontSize: vars.fontSize['2xl'], margin: `${vars.space['1']} 0 ${vars.space['3']}` });

export const facts = style({
  ...cluster(vars.space['3']),
  margin: `0 0 ${vars.space['4']}`,
});

export const fact = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
});

export const factLabel = style({ fontSize: vars.fontSize.xs, fontWeight: 700, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 800, color: vars.color.primaryHover });

export const description = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed });

export const subTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space['2']}` });

export const needs = style({
  ...cluster(vars.space['2']),
  listStyle: 'none',
  margin: `0 0 ${vars.space['4']}`,
  padding: 0,
});

export const need = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.primary}`,
  fontWeight: 700,
  color: vars.color.primaryHover,
});

export const funFact = style({
  ...tile(vars.color.warningSoft, vars.space['4']),
});

export const funFactText = style({ margin: 0 });

// Controls -----------------------------------------------------------------

// Previous and Next side by side at every width; the last stage's restart takes a row of its own.
export const controls = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['3'],
  width: '100%',
  maxWidth: '32rem',
  marginInline: 'auto',
});

export const controlButton = style({ paddingInline: vars.space['3'] });

export const restartWide = style({ gridColumn: '1 / -1' });

export const bottom = style({
  display: 'flex',
  justifyContent: 'center',
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});
