import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../theme/contract.css';

export const variants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const sizes = ['small', 'medium', 'large'] as const;

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    boxSizing: 'border-box',
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    font: 'inherit',
    fontWeight: vars.font.weightMedium,
    lineHeight: vars.font.lineHeightTight,
    textAlign: 'center',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.colour.accent.solid,
        color: vars.colour.accent.onSolid,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.colour.accent.text },
          '&[data-pressed]': { backgroundColor: vars.colour.text, color: vars.colour.surface },
        },
      },
      secondary: {
        backgroundColor: vars.colour.surface,
        color: vars.colour.text,
        borderColor: vars.colour.borderStrong,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.colour.surfaceMuted },
          '&[data-pressed]': { backgroundColor: vars.colour.border },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.colour.text,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.colour.surfaceMuted },
          '&[data-pressed]': { backgroundColor: vars.colour.border },
        },
      },
      danger: {
        backgroundColor: vars.colour.danger.solid,
        color: vars.colour.danger.onSolid,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.colour.danger.text },
          '&[data-pressed]': { backgroundColor: vars.colour.text, color: vars.colour.surface },
        },
      },
    },
    size: {
      small: {
        minBlockSize: vars.size.controlSmall,
        paddingInline: vars.space.md,
        fontSize: vars.font.sizeSm,
      },
      medium: {
        minBlockSize: vars.size.control,
        paddingInline: vars.space.lg,
        fontSize: vars.font.sizeMd,
      },
      large: {
        minBlockSize: vars.size.controlLarge,
        paddingInline: vars.space.xl,
        fontSize: vars.font.sizeLg,
      },
    },
    iconOnly: {
      true: { paddingInline: 0, aspectRatio: '1' },
      false: {},
    },
    fullWidth: {
      true: { inlineSize: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', iconOnly: false, fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof root>>;
