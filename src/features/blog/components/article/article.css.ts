import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';

export const page = style({
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']} ${vars.space['16']}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['10'],
  '@media': { [mediaUp('md')]: { paddingInline: vars.space['6'] } },
});

/** SPEC §2: the content column is at most 4xl (56rem) wide. */
export const column = style({ width: '100%', maxWidth: vars.size.proseMax, margin: '0 auto', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['6'] });

export const back = style({ justifySelf: 'start' });

export const header = style({ display: 'grid', gap: vars.space['4'] });

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize['4xl'] } },
});

export const excerpt = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed, color: vars.color.textMuted });

export const author = style({ margin: 0, display: 'flex', alignItems: 'center', gap: vars.space['3'] });

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
globalStyle(`${prose} figure`, { margin: `${vars.space['6']} 0`, display: 'grid', gap: vars.space['2'] });
globalStyle(`${prose} img`, { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${prose} figcaption`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' });
globalStyle(`${prose} table`, { width: '100%', borderCollapse: 'collapse', marginBottom: vars.space['4'] });
globalStyle(`${prose} th, ${prose} td`, { border: `1px solid ${vars.color.border}`, padding: vars.space['2'], textAlign: 'start' });

export const tags = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.primarySoft, color: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const box = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const boxTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const sectionTitle = style({ margin: `0 0 ${vars.space['4']}`, fontSize: vars.fontSize['2xl'] });
