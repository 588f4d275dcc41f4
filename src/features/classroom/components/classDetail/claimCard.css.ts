import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { stack } from '@/shared/styles/layout.ts';

/** The card a teacher prints for one child: their name and the code, large enough to copy letter by letter. */
export const card = style({
  ...stack(vars.space['2']),
  padding: vars.space['4'],
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textAlign: 'center',
});

export const childName = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 800 });

export const claimCode = style({ margin: 0, fontFamily: vars.font.mono, fontWeight: 800, fontSize: '2.5rem', letterSpacing: '0.12em' });

// While the card is on screen, printing prints the card alone (not the roster behind the dialog).
globalStyle(`body:has(${card}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${card}, ${card} *`, { '@media': { print: { visibility: 'visible' } } });
globalStyle(`${card}`, { '@media': { print: { position: 'fixed', insetBlockStart: 0, insetInlineStart: 0, width: '9cm' } } });
