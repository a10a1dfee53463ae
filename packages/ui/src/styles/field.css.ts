import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Label, input, description and error stacked; shared by every form control. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.colour.text,
});

export const description = style({
  fontSize: vars.font.sizeSm,
  color: vars.colour.textMuted,
});

export const error = style({
  fontSize: vars.font.sizeSm,
  color: vars.colour.danger.text,
});

/**
 * The box of a text-like control. Applied either to the input itself or to a group wrapping it
 * (number field, date picker); both carry react-aria's state attributes.
 */
export const inputBox = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.control,
  inlineSize: '100%',
  boxSizing: 'border-box',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  font: 'inherit',
  fontSize: vars.font.sizeMd,
  selectors: {
    '&[data-hovered]': { borderColor: vars.colour.text },
    '&[data-focused], &[data-focus-within]': {
      borderColor: vars.colour.focusRing,
      outline: `1px solid ${vars.colour.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.colour.danger.solid },
    '&[data-disabled]': {
      backgroundColor: vars.colour.surfaceMuted,
      color: vars.colour.textMuted,
      cursor: 'not-allowed',
    },
  },
});

/** An input sitting inside an `inputBox` group: the group draws the border. */
export const bareInput = style({
  flex: 1,
  minInlineSize: 0,
  border: 0,
  padding: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
});
