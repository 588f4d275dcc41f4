import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { centeredRow, cluster, equalColumns, listReset, stack } from '@/shared/styles/layout.ts';

/**
 * The picture-code cards: a full-screen view inside the app (so it works offline), printed alone on
 * A4 in two columns of cut-out cards.
 */

/** The paper, written by the view into its own <style>: vanilla-extract writes no @page rule, and this one should hold only while the cards are open. */
export const pageRule = '@page { size: A4; margin: 12mm; }';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.dialog,
  overflowY: 'auto',
  padding: vars.space['4'],
  background: vars.color.surface,
  color: vars.color.text,
  '@media': {
    [mediaUp('md')]: { padding: vars.space['6'] },
    print: { position: 'static', inset: 'auto', overflow: 'visible', padding: 0, background: '#ffffff', color: '#000000' },
  },
});

/** The heading, the note and the buttons: of no use on paper. */
export const toolbar = style({ ...stack(vars.space['3']), marginBottom: vars.space['6'], '@media': { print: { display: 'none' } } });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const toolbarActions = style({ ...cluster(vars.space['3']), alignItems: 'center' });

export const sheet = style({
  ...listReset,
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [mediaUp('md')]: { gridTemplateColumns: equalColumns(2) }, print: { gridTemplateColumns: equalColumns(2), gap: '6mm' } },
});

export const card = style({
  ...stack(vars.space['2']),
  alignContent: 'start',
  padding: vars.space['4'],
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textAlign: 'center',
  breakInside: 'avoid',
  '@media': { print: { padding: '4mm', border: '1px dashed #000000', pageBreakInside: 'avoid' } },
});

export const childName = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  lineHeight: vars.lineHeight.tight,
  '@media': { print: { fontSize: '15pt' } },
});

export const className = style({ margin: 0, color: vars.color.textMuted, '@media': { print: { fontSize: '10pt', color: '#000000' } } });

export const hint = style({ margin: 0, fontWeight: 700, '@media': { print: { fontSize: '11pt' } } });

/** The four pictures in the order they are tapped. */
export const pictures = style({ ...listReset, display: 'grid', gridTemplateColumns: equalColumns(4), gap: vars.space['2'] });

export const picture = style({ ...stack(vars.space['1']), justifyItems: 'center' });

export const order = style({
  ...centeredRow('0'),
  justifyContent: 'center',
  width: '1.6rem',
  height: '1.6rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  '@media': { print: { border: '1px solid #000000', fontSize: '8pt' } },
});

export const emoji = style({ fontSize: '2.75rem', lineHeight: 1, '@media': { print: { fontSize: '30pt' } } });

export const pictureName = style({ fontSize: vars.fontSize.sm, fontWeight: 700, '@media': { print: { fontSize: '10pt' } } });

// Printing shows the cards alone: the view sits directly in <body>, so everything beside it goes.
globalStyle(`html:has(${overlay}) body > *:not(${overlay})`, { '@media': { print: { display: 'none !important' } } });
globalStyle(`html:has(${overlay}) body`, { '@media': { print: { margin: 0, background: '#ffffff' } } });
