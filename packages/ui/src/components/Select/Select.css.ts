import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  justifyContent: 'space-between',
  gap: vars.space.sm,
  cursor: 'pointer',
  textAlign: 'start',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-pressed]': { backgroundColor: vars.colour.surfaceMuted },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.colour.textMuted } },
});
