import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../theme/contract.css';

export const variants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const sizes = ['small', 'medium', 'large'] as const;

/** A filled button in one tone: darker on hover, inverted while pressed. */
const solid = (tone: typeof vars.colour.accent) => ({
  backgroundColor: tone.solid,
  color: tone.onSolid,
  selectors: {
    '&[data-hovered]': { backgroundColor: tone.text },
    '&[data-pressed]': { backgroundColor: vars.colour.text, color: vars.colour.surface },
  },
});

/** A plain-text button that only tints its background on hover and press. */
const quiet = (backgroundColor: string) => ({
  backgroundColor,
  color: vars.colour.text,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.colour.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.colour.border },
  },
});

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
      primary: solid(vars.colour.accent),
      secondary: { ...quiet(vars.colour.surface), borderColor: vars.colour.borderStrong },
      ghost: quiet('transparent'),
      danger: solid(vars.colour.danger),
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
