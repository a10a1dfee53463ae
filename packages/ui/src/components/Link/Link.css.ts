import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    color: vars.colour.accent.text,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { textDecorationThickness: '2px' },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { color: vars.colour.textMuted, cursor: 'not-allowed' },
    },
  },
  variants: {
    /** Quiet links drop the underline until hovered, for lists of navigation. */
    quiet: {
      true: {
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
      false: {},
    },
  },
  defaultVariants: { quiet: false },
});
