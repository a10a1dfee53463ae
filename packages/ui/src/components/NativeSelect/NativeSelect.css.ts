import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../theme/contract.css';

export const box = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** `Select`'s box, with the browser's arrow replaced by ours. */
export const select = style({
  appearance: 'none',
  minBlockSize: vars.size.control,
  inlineSize: '100%',
  boxSizing: 'border-box',
  paddingInlineStart: vars.space.md,
  // Room for the chevron drawn over the end of the box.
  paddingInlineEnd: `calc(${vars.space.md} + 1.5rem)`,
  border: `1px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  font: 'inherit',
  fontSize: vars.font.sizeMd,
  cursor: 'pointer',
  ':hover': { borderColor: vars.colour.text },
  ':focus-visible': focusRing,
  ':disabled': {
    backgroundColor: vars.colour.surfaceMuted,
    color: vars.colour.textMuted,
    cursor: 'not-allowed',
  },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  pointerEvents: 'none',
  color: vars.colour.textMuted,
});
