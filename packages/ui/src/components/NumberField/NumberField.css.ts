import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../theme/contract.css';

export const group = style({ paddingInline: vars.space.xxs, gap: vars.space.xxs });

export const input = style({ textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlSmall,
  blockSize: vars.size.controlSmall,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.colour.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.colour.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.colour.border },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.colour.textMuted, cursor: 'not-allowed' },
  },
});
