import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollBehavior: 'smooth',
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  margin: `0 0 ${vars.space['3']}`,
  textWrap: 'balance',
});

globalStyle('p', { margin: `0 0 ${vars.space['4']}` });

globalStyle('a', { color: vars.color.link, textUnderlineOffset: '0.15em' });

globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
