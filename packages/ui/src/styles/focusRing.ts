import { vars } from '../theme/contract.css';

/** The keyboard focus outline, shown only for `[data-focus-visible]` (never on mouse clicks). */
export const focusRing = {
  outline: `2px solid ${vars.colour.focusRing}`,
  outlineOffset: '2px',
} as const;
