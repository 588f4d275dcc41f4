import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/styles/theme.css.ts';
import { mediaUp } from '@/shared/styles/breakpoints.ts';
import { equalColumns, stack } from '@/shared/styles/layout.ts';

export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space['3'],
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
});

const optionsBase = style({
  ...stack(vars.space['3']),
});

/** Six choices each: rows of 2, 3 or 6 (compact) and 1, 2 or 3 (wide), so no row is left half empty. */
export const options = {
  compact: style([
    optionsBase,
    {
      gridTemplateColumns: equalColumns(2),
      '@media': {
        [mediaUp('md')]: { gridTemplateColumns: equalColumns(3) },
        [mediaUp('lg')]: { gridTemplateColumns: equalColumns(6) },
      },
    },
  ]),
  wide: style([
    optionsBase,
    {
      '@media': {
        [mediaUp('md')]: { gridTemplateColumns: equalColumns(2) },
        [mediaUp('lg')]: { gridTemplateColumns: equalColumns(3) },
      },
    },
  ]),
};

const optionBase = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space['3'],
  // Comfortably above the 48 px touch target, for small fingers.
  minHeight: '56px',
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
  },
});

export const option = {
  // Icon above the name, the radio in the corner: narrow cards keep whole words.
  compact: style([
    optionBase,
    {
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['2'],
      padding: `${vars.space['4']} ${vars.space['3']} ${vars.space['3']}`,
      textAlign: 'center',
    },
  ]),
  wide: style([optionBase, { alignItems: 'center', padding: `${vars.space['3']} ${vars.space['4']}` }]),
};

/** The chosen card: a thicker dark border, a tint, a shadow and bold text — never colour alone. */
export const optionSelected = style({
  borderColor: vars.color.primary,
  background: vars.color.primarySoft,
  boxShadow: `inset 0 0 0 2px ${vars.color.primary}, ${vars.shadow.md}`,
  fontWeight: 700,
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
  },
});

export const radio = style({
  flexShrink: 0,
  width: '1.35rem',
  height: '1.35rem',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

/** In a compact card the radio sits in the top corner. */
export const radioCorner = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
});

export const icon = style({
  flexShrink: 0,
  fontSize: '1.9rem',
  lineHeight: 1,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.1rem',
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
});

export const hint = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 400,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.tight,
});
