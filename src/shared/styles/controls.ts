import { vars } from './theme.css.ts';
import { centeredRow } from './layout.ts';

/* Fragments of the interactive controls (docs/architecture.md#look-and-feel), spread into features' own `style()` objects. */

/** The keyboard focus ring, for a `&:focus-visible` selector. */
export const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

/** A control at least one touch target high, its content centred on the line. */
export const touchTarget = { display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touch } as const;

/** A button that draws nothing of its own until the feature says so. */
export const bareButton = {
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
} as const;

/** A rounded toggle or choice in a row of several (aria-pressed shows the choice). */
export const pill = {
  minHeight: vars.size.touch,
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.full,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  cursor: 'pointer',
} as const;

/** A full-width row in a menu or the sidebar: icon, label, and a tint on hover. */
export const menuRow = (minHeight: string) =>
  ({
    ...centeredRow(vars.space['3']),
    width: '100%',
    minHeight,
    padding: `0 ${vars.space['3']}`,
    borderRadius: vars.radius.md,
    ...bareButton,
    textAlign: 'left',
    textDecoration: 'none',
  }) as const;

/** The link that jumps past the header to the content, shown only while it has focus. */
export const skipLink = {
  position: 'absolute',
  left: vars.space['3'],
  top: '-4rem',
  zIndex: vars.z.toast,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  selectors: { '&:focus': { top: vars.space['3'] } },
} as const;

/** The native select of the tools: full width, a touch target high. */
export const selectBox = {
  width: '100%',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
} as const;
