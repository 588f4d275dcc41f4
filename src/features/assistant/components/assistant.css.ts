import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { focusRing, pill } from '@/shared/styles/controls.ts';
import { listReset } from '@/shared/styles/layout.ts';
import { mediaDown } from '@/shared/styles/breakpoints.ts';

export const layout = style({ display: 'grid', gap: vars.space['4'], maxWidth: '56rem' });

export const notice = style({
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const chat = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  '@media': { [mediaDown('sm')]: { padding: vars.space['2'] } },
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minHeight: '14rem',
});

export const log = style({ ...listReset, display: 'grid', gap: vars.space['3'] });

export const row = style({ display: 'flex', gap: vars.space['3'], alignItems: 'flex-start' });
export const userRow = style([row, { justifyContent: 'flex-end' }]);

// On a phone the mascot would take a fifth of the width from every answer: the speaker's colour says who talks.
export const avatar = style({ flex: 'none', width: '2.75rem', height: '2.75rem', '@media': { [mediaDown('sm')]: { display: 'none' } } });

const bubbleBase = {
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  lineHeight: vars.lineHeight.relaxed,
  maxWidth: '40rem',
  overflowWrap: 'anywhere',
} as const;

export const botBubble = style({ ...bubbleBase, background: vars.color.primarySoft, color: vars.color.text, display: 'grid', gap: vars.space['2'] });
export const userBubble = style({ ...bubbleBase, background: vars.color.surfaceAlt, color: vars.color.text, border: `1px solid ${vars.color.border}` });
export const crisisBubble = style({
  ...bubbleBase,
  background: vars.color.warningSoft,
  border: `2px solid ${vars.color.warning}`,
  display: 'grid',
  gap: vars.space['2'],
});

export const quote = style({ margin: 0, paddingInlineStart: vars.space['3'], borderInlineStart: `4px solid ${vars.color.primary}` });
export const paragraph = style({ margin: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const speaker = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.sm, color: vars.color.primary });

export const cards = style({ ...listReset, display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const card = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.link,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&:focus-visible': focusRing },
});

export const list = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['1'] });

// A fieldset (the question's options): its frame is the bubble, so the browser's own border goes.
export const options = style({ ...listReset, display: 'grid', gap: vars.space['2'], border: 0, minWidth: 0 });
export const option = style({
  ...pill,
  width: '100%',
  justifyContent: 'flex-start',
  display: 'flex',
  alignItems: 'center',
  textAlign: 'start',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { cursor: 'default' },
    '&[data-state="wrong"]': { borderColor: vars.color.danger, background: vars.color.dangerSoft, textDecoration: 'line-through' },
    '&[data-state="right"]': { borderColor: vars.color.success, background: vars.color.successSoft },
  },
});
export const hints = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['2'] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });

export const suggestions = style({ ...listReset, display: 'grid', gap: vars.space['3'] });
export const suggestion = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const suggestionTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const codes = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const chips = style({ ...listReset, display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const chip = style({
  ...pill,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.primarySoft },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const composer = style({ display: 'grid', gap: vars.space['2'] });
export const composerRow = style({ display: 'flex', gap: vars.space['2'], alignItems: 'stretch', flexWrap: 'wrap' });
export const input = style({
  flex: '1 1 16rem',
  minHeight: vars.size.touch,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontSize: vars.fontSize.lg,
  fontFamily: 'inherit',
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus-visible': focusRing },
});
export const composerFoot = style({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space['2'] });

export const panel = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const settingRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });
export const numberInput = style([input, { flex: '0 0 auto', width: '6rem', fontSize: vars.fontSize.md }]);
export const classSetting = style({ display: 'grid', gap: vars.space['2'], paddingBlock: vars.space['2'], borderTop: `1px solid ${vars.color.border}` });
export const classTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const checkLabel = style({ display: 'inline-flex', gap: vars.space['2'], alignItems: 'center', minHeight: vars.size.touch, cursor: 'pointer' });
export const checkbox = style({ width: '1.5rem', height: '1.5rem', accentColor: vars.color.primary });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({ textAlign: 'start', padding: vars.space['2'], borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
