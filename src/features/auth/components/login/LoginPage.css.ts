import { style } from '@vanilla-extract/css';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { vars } from '@/shared/styles/theme.css.ts';
import { centeredRow, stack } from '@/shared/styles/layout.ts';
import { tile } from '@/shared/styles/surfaces.ts';
import { focusRing, touchTarget } from '@/shared/styles/controls.ts';

export const card = style({
  ...stack(vars.space['6']),
  padding: vars.space['4'],
  '@media': { [mediaUp('sm')]: { padding: vars.space['8'] } },
});

export const tabs = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['1'],
  ...tile(vars.color.surfaceAlt, vars.space['1']),
});

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  minHeight: '56px',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['2'],
  border: '2px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  cursor: 'pointer',
  '@media': { [mediaUp('sm')]: { flexDirection: 'row', gap: vars.space['2'], fontSize: vars.fontSize.md } },
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surface },
    '&[aria-selected="true"]': { background: vars.color.surface, color: vars.color.primary, borderColor: vars.color.primary, boxShadow: vars.shadow.sm },
    '&:focus-visible': focusRing,
  },
});

export const tabIcon = style({ fontSize: '1.4rem', lineHeight: 1 });

// Its display would otherwise override the hidden attribute of the inactive tab panel.
export const panel = style({ ...stack(vars.space['5']), selectors: { '&[hidden]': { display: 'none' } } });

export const panelIntro = style({ margin: 0, color: vars.color.textMuted });

export const form = style(stack(vars.space['5']));

export const requiredLegend = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const requiredStar = style({ color: vars.color.danger, fontWeight: 700 });

export const forgotRow = style({ display: 'flex', justifyContent: 'flex-end', marginBlockStart: `calc(-1 * ${vars.space['2']})` });

export const textLink = style({
  ...touchTarget,
  color: vars.color.link,
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': focusRing },
});

export const loading = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space['4'] });

export const divider = style({
  ...centeredRow(vars.space['3']),
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const others = style({
  ...stack(vars.space['3']),
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: '1fr 1fr' } },
});

export const othersNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'center' });

export const footer = style({ margin: 0, textAlign: 'center', fontSize: vars.fontSize.md });

/** The tabs and their panels, spaced as the card's own parts were. */
export const tabsRoot = style(stack(vars.space['6']));
