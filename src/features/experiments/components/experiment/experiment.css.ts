import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { autoGrid, cluster, equalColumns, fluid, listReset, stack } from '@/shared/styles/layout.ts';
import { outlined, tile } from '@/shared/styles/surfaces.ts';
import { bareButton, touchTarget } from '@/shared/styles/controls.ts';

export const tabs = style(stack(vars.space['4']));

// A grid rather than a scrolling strip: all six tabs stay in view, two or three a row on narrow screens.
export const tabList = style({
  display: 'grid',
  // Six tabs in even rows (2 × 3 on phones, 3 × 2 from tablets): auto-fill left a ragged second row.
  gridTemplateColumns: equalColumns(2),
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: equalColumns(3) } },
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
});

export const tab = style({
  ...touchTarget,
  justifyContent: 'center',
  textAlign: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  ...bareButton,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: 700,
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.surface, borderColor: vars.color.primary, color: vars.color.primary, boxShadow: vars.shadow.sm },
    '&:hover': { background: vars.color.surface },
  },
});

export const panel = style({
  ...stack(vars.space['5']),
  padding: vars.space['3'],
  ...outlined(),
  '@media': { [mediaUp('sm')]: { padding: vars.space['5'] }, [mediaUp('md')]: { padding: vars.space['8'] } },
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const prose = style({ ...stack(vars.space['3']), maxWidth: vars.size.proseMax, lineHeight: vars.lineHeight.relaxed });
export const paragraph = style({ margin: 0 });
export const intro = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed });

export const termList = style({ ...autoGrid(fluid('16rem'), vars.space['2']), margin: 0 });

export const term = style(tile(vars.color.primarySoft));
export const termName = style({ fontWeight: 800, color: vars.color.primary });
export const termDefinition = style({ margin: 0 });

export const facts = style(cluster(vars.space['2']));

export const list = style({ margin: 0, paddingInlineStart: vars.space['6'], ...stack(vars.space['2']), lineHeight: vars.lineHeight.normal });

export const materials = style({ ...listReset, ...autoGrid(fluid('16rem'), vars.space['2']) });

export const material = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['3'], ...tile(vars.color.surfaceAlt) });

export const quantity = style({ fontWeight: 700, whiteSpace: 'nowrap' });

export const safety = style({
  ...stack(vars.space['2']),
  ...tile(vars.color.warningSoft, vars.space['4']),
  color: vars.color.text,
  borderInlineStart: `6px solid ${vars.color.warning}`,
});

export const steps = style({ margin: 0, paddingInlineStart: vars.space['8'], ...stack(vars.space['3']), lineHeight: vars.lineHeight.relaxed });

export const conclusion = style({ margin: 0, ...tile(vars.color.successSoft, vars.space['4']), lineHeight: vars.lineHeight.relaxed });

export const scoreBar = style({
  position: 'sticky',
  // Below the shell's fixed header, so the score stays in view while scrolling through the questions.
  top: `calc(${vars.size.headerHeight} + ${vars.space['2']})`,
  zIndex: 1,
  ...cluster(vars.space['3']),
  alignItems: 'center',
  justifyContent: 'space-between',
  ...tile(vars.color.primarySoft),
});

export const scoreText = style({ margin: 0, fontWeight: 800, fontSize: vars.fontSize.lg });

export const questions = style({ ...listReset, ...stack(vars.space['5']) });

export const question = style({
  ...stack(vars.space['3']),
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const prompt = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, lineHeight: vars.lineHeight.normal });

export const options = style({ ...listReset, ...stack(vars.space['2']) });

export const option = style({
  width: '100%',
  minHeight: vars.size.touch,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&:disabled': { cursor: 'default' },
    '&[data-state="correct"]': { borderColor: vars.color.success, background: vars.color.successSoft, color: vars.color.success, fontWeight: 700 },
    '&[data-state="incorrect"]': { borderColor: vars.color.danger, background: vars.color.dangerSoft, color: vars.color.danger, fontWeight: 700 },
  },
});

export const feedback = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  borderInlineStart: '6px solid',
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&[data-result="correct"]': { background: vars.color.successSoft, borderColor: vars.color.success },
    '&[data-result="incorrect"]': { background: vars.color.dangerSoft, borderColor: vars.color.danger },
  },
});

export const feedbackTitle = style({ display: 'block', fontWeight: 800 });

export const story = style({
  ...stack(vars.space['4']),
  '@media': { [mediaUp('md')]: { gridTemplateColumns: '10rem 1fr', alignItems: 'start' } },
});

export const mascot = style({ width: '8rem', height: '8rem', justifySelf: 'center' });

export const lesson = style({
  margin: 0,
  ...tile(vars.color.accentSoft, vars.space['4']),
  fontWeight: 700,
  lineHeight: vars.lineHeight.relaxed,
});

export const hints = style({ display: 'grid', gap: vars.space['2'], justifyItems: 'start' });

export const hintList = style({
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInline: `${vars.space['6']} ${vars.space['3']}`,
  display: 'grid',
  gap: vars.space['1'],
  background: vars.color.warningSoft,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});
