import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { listReset, stack } from '@/shared/styles/layout.ts';
import { tile } from '@/shared/styles/surfaces.ts';

// The same frame as the profile's other sections (auth's ProfilePage.css.ts), which this one sits under.
export const section = style({
  ...stack(vars.space['5']),
  padding: vars.space['5'],
  '@media': { [mediaUp('md')]: { padding: vars.space['8'] } },
});

export const header = style(stack(vars.space['2']));

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const lead = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const storage = style({ ...stack(vars.space['1']), ...tile(vars.color.surfaceAlt), fontSize: vars.fontSize.sm });

export const storageLine = style({ margin: 0, fontWeight: 600 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const note = style({ margin: 0, ...tile(vars.color.infoSoft), color: vars.color.info, fontSize: vars.fontSize.sm });

export const group = style(stack(vars.space['2']));

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

/** Two packs a row where they fit (a tablet), one on a phone: 24 packs stay a short page. */
export const list = style({
  ...listReset,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: vars.space['2'],
});

export const pack = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const packText = style({ ...stack(vars.space['1']), minWidth: 0 });

export const packTitle = style({ margin: 0, fontWeight: 700 });

export const packMeta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const packStatus = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  selectors: {
    '&[data-status="installed"]': { color: vars.color.success },
    '&[data-status="outdated"], &[data-status="waiting"]': { color: vars.color.warning },
  },
});

export const progress = style({
  gridColumn: '1 / -1',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  overflow: 'hidden',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const progressFill = style({
  height: '100%',
  background: vars.color.primary,
  // Forced colours replace backgrounds with the page's: the filled part keeps a system colour of its own.
  '@media': { '(forced-colors: active)': { forcedColorAdjust: 'none', background: 'Highlight' } },
});

export const progressText = style({ gridColumn: '1 / -1', margin: 0, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
