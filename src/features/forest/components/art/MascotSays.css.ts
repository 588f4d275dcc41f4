import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaDown } from '@/shared/styles/breakpoints.ts';
import { centeredRow } from '@/shared/styles/layout.ts';

export const figure = style({
  margin: 0,
  ...centeredRow(vars.space['3']),
});

// Smaller on phones so the speech bubble keeps room for its words; its own size from tablets up.
export const mascot = style({
  flexShrink: 0,
  '@media': { [mediaDown('md')]: { width: '80px', height: '80px' } },
});

export const bubble = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `2px solid ${vars.color.primary}`,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  // The bubble's tail points at the squirrel on its left.
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: '-12px',
      top: '50%',
      marginTop: '-10px',
      borderWidth: '10px 12px 10px 0',
      borderStyle: 'solid',
      borderColor: `transparent ${vars.color.primary} transparent transparent`,
    },
    '&::after': {
      content: '""',
      position: 'absolute',
      left: '-8px',
      top: '50%',
      marginTop: '-8px',
      borderWidth: '8px 10px 8px 0',
      borderStyle: 'solid',
      borderColor: `transparent ${vars.color.surface} transparent transparent`,
    },
  },
});
