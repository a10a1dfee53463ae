import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../theme/contract.css';

export const group = style({ paddingInlineEnd: vars.space.xxs });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlSmall,
  blockSize: vars.size.controlSmall,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.colour.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.colour.surfaceMuted, color: vars.colour.text },
    '&[data-focus-visible]': focusRing,
  },
});
