import { vars } from '../theme/contract.css';
import { focusRing } from './focusRing';

/** A small icon button inside a field's input group (open the list, show the password, step a number). */
export const fieldButton = {
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
} as const;
