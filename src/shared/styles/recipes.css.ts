import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from './theme.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.touch,
    minWidth: vars.size.touch,
    paddingInline: vars.space['5'],
    borderRadius: vars.radius.full,
    border: '2px solid transparent',
    fontFamily: 'inherit',
    fontSize: vars.fontSize.md,
    fontWeight: 700,
    lineHeight: 1.2,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color 120ms ease, border-color 120ms ease, transform 120ms ease',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
      '&:active:not(:disabled)': { transform: 'translateY(1px)' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      accent: {
        background: vars.color.accent,
        color: '#ffffff',
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceAlt } },
      },
      danger: {
        background: vars.color.danger,
        color: '#ffffff',
      },
    },
    size: {
      md: {},
      lg: { minHeight: '52px', paddingInline: vars.space['8'], fontSize: vars.fontSize.lg },
      sm: { paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
    },
    block: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', block: false },
});
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    paddingInline: vars.space['3'],
    paddingBlock: '0.2rem',
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: 700,
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceAlt, color: vars.color.text },
      primary: { background: vars.color.primarySoft, color: vars.color.primary },
      success: { background: vars.color.successSoft, color: vars.color.success },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
      info: { background: vars.color.infoSoft, color: vars.color.info },
      accent: { background: vars.color.accentSoft, color: vars.color.accentHover },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

export const card = recipe({
  base: {
    borderRadius: vars.radius.lg,
    padding: vars.space['6'],
    color: vars.color.text,
  },
  variants: {
    tone: {
      plain: { background: vars.color.surface, border: `1px solid ${vars.color.border}` },
      elevated: { background: vars.color.surface, boxShadow: vars.shadow.md },
      primary: { background: vars.color.primarySoft },
      accent: { background: vars.color.accentSoft },
    },
  },
  defaultVariants: { tone: 'plain' },
});
export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
