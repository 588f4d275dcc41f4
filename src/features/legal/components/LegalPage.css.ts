import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { cluster, headingSize, pageColumn, stack } from '@/shared/styles/layout.ts';

const column = pageColumn(vars.size.proseMax, vars.space['10']);

export const page = style({
  ...column,
  lineHeight: vars.lineHeight.relaxed,
  '@media': { ...column['@media'], print: { maxWidth: 'none', padding: 0, color: '#000000' } },
});

export const header = style({
  marginBottom: vars.space['8'],
  paddingBottom: vars.space['6'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ ...headingSize(vars.fontSize['3xl'], vars.fontSize['4xl']), marginBottom: vars.space['3'] });

export const meta = style({ ...cluster(vars.space['3']), alignItems: 'center', justifyContent: 'space-between', marginBottom: vars.space['4'] });

export const effective = style({
  margin: 0,
  fontWeight: 700,
  color: vars.color.textMuted,
});

export const lead = style({ fontSize: vars.fontSize.lg, margin: 0 });

// Paper has no use for a print button or an in-page menu.
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

export const toc = style({
  marginBottom: vars.space['10'],
  '@media': { print: { display: 'none' } },
});

export const tocTitle = style({ fontSize: vars.fontSize.xl });

export const tocList = style({
  margin: 0,
  paddingLeft: vars.space['6'],
  ...stack(vars.space['1']),
  '@media': { [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr', columnGap: vars.space['8'] } },
});

export const tocItem = style({ paddingLeft: vars.space['1'] });

// The whole row is the target, so small fingers on a tablet hit it (≥ 44 px).
export const tocLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingBlock: vars.space['1'],
  color: vars.color.link,
  fontWeight: 600,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});

export const section = style({
  marginBottom: vars.space['10'],
  // The public top bar is sticky; without this an anchor jump hides the heading under it.
  scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.space['4']})`,
  '@media': { print: { marginBottom: vars.space['6'] } },
});

export const sectionTitle = style({
  fontSize: vars.fontSize['2xl'],
  marginBottom: vars.space['4'],
  color: vars.color.primary,
  '@media': { print: { color: '#000000', breakAfter: 'avoid' } },
});

export const body = style({ fontSize: vars.fontSize.md });

globalStyle(`${body} h3`, {
  fontSize: vars.fontSize.lg,
  marginTop: vars.space['6'],
  marginBottom: vars.space['3'],
  breakAfter: 'avoid',
});

globalStyle(`${body} ul, ${body} ol`, {
  margin: `0 0 ${vars.space['4']}`,
  paddingLeft: vars.space['6'],
});

globalStyle(`${body} li`, { marginBottom: vars.space['2'] });

globalStyle(`${body} li::marker`, { color: vars.color.primary });

globalStyle(`${body} a`, {
  color: vars.color.link,
  textDecoration: 'underline',
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

globalStyle(`${body} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  padding: '0.1em 0.35em',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

globalStyle(`${body} strong`, { fontWeight: 700 });

// A printed copy must still say where each link goes.
globalStyle(`${body} a[href^="http"]::after, ${body} a[href^="mailto:"]::after`, {
  '@media': { print: { content: '" (" attr(href) ")"', fontWeight: 400 } },
});

globalStyle(`${page} a`, {
  '@media': { print: { color: '#000000' } },
});

export const note = style({
  marginTop: vars.space['4'],
  marginBottom: vars.space['4'],
  '@media': { print: { border: '1px solid #000000', background: 'none' } },
});

globalStyle(`${note} p:last-child`, { marginBottom: 0 });
