import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { centeredRow, cluster, headingSize, listReset, pageColumn, stack } from '@/shared/styles/layout.ts';
import { outlined } from '@/shared/styles/surfaces.ts';
import { focusRing, touchTarget } from '@/shared/styles/controls.ts';

export const page = style({ ...pageColumn(vars.size.contentMax, vars.space['6']), ...stack(vars.space['10']), gridTemplateColumns: 'minmax(0, 1fr)' });

/** docs/behaviour.md#routes-and-guards: the content column is at most 4xl (56rem) wide. */
export const column = style({
  width: '100%',
  maxWidth: vars.size.proseMax,
  margin: '0 auto',
  ...stack(vars.space['6']),
  gridTemplateColumns: 'minmax(0, 1fr)',
});

export const back = style({ justifySelf: 'start' });

export const header = style(stack(vars.space['4']));

export const meta = style({
  margin: 0,
  ...cluster(`${vars.space['2']} ${vars.space['4']}`),
  alignItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const title = style({ margin: 0, ...headingSize(vars.fontSize['2xl'], vars.fontSize['4xl']), lineHeight: vars.lineHeight.tight });

export const excerpt = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed, color: vars.color.textMuted });

export const author = style({ margin: 0, ...centeredRow(vars.space['3']) });

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontWeight: 700,
});

export const authorRole = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const cover = style({ margin: 0, aspectRatio: '16 / 9', overflow: 'hidden', borderRadius: vars.radius.lg, background: vars.color.surfaceAlt });

export const prose = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.relaxed, overflowWrap: 'break-word' });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} h2`, { margin: `${vars.space['8']} 0 ${vars.space['3']}`, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
globalStyle(`${prose} h3`, { margin: `${vars.space['6']} 0 ${vars.space['2']}`, fontSize: vars.fontSize.lg });
globalStyle(`${prose} p`, { margin: `0 0 ${vars.space['4']}` });
globalStyle(`${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space['4']}`, paddingInlineStart: vars.space['6'] });
globalStyle(`${prose} li`, { marginBottom: vars.space['2'] });
globalStyle(`${prose} a`, { color: vars.color.link, textUnderlineOffset: '3px' });
globalStyle(`${prose} blockquote`, {
  margin: `${vars.space['6']} 0`,
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderInlineStart: `6px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
});
globalStyle(`${prose} figure`, { margin: `${vars.space['6']} 0`, ...stack(vars.space['2']) });
globalStyle(`${prose} img`, { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${prose} figcaption`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' });
globalStyle(`${prose} table`, { width: '100%', borderCollapse: 'collapse', marginBottom: vars.space['4'] });
globalStyle(`${prose} th, ${prose} td`, { border: `1px solid ${vars.color.border}`, padding: vars.space['2'], textAlign: 'start' });

export const tags = style({ ...listReset, ...cluster(vars.space['2']) });

export const tag = style({
  ...touchTarget,
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.primarySoft, color: vars.color.primary },
    '&:focus-visible': focusRing,
  },
});

export const box = style({ ...stack(vars.space['4']), padding: vars.space['5'], ...outlined() });

export const boxTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const actions = style({ ...cluster(vars.space['3']), alignItems: 'center' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const sectionTitle = style({ margin: `0 0 ${vars.space['4']}`, fontSize: vars.fontSize['2xl'] });
