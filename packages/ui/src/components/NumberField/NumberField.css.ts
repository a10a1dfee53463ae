import { style } from '@vanilla-extract/css';
import { fieldButton } from '../../styles/fieldButton';
import { vars } from '../../theme/contract.css';

export const group = style({ paddingInline: vars.space.xxs, gap: vars.space.xxs });

export const input = style({ textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

/** Full-strength text: the steppers are the field's main controls, not a side action. */
export const step = style({
  ...fieldButton,
  color: vars.colour.text,
  selectors: {
    ...fieldButton.selectors,
    '&[data-pressed]': { backgroundColor: vars.colour.border },
    '&[data-disabled]': { color: vars.colour.textMuted, cursor: 'not-allowed' },
  },
});
