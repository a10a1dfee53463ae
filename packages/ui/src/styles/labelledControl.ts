import { vars } from '../theme/contract.css';

/** A control (checkbox, radio, switch) beside its label: the whole row is pressable. */
export const labelledControl = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.colour.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.colour.textMuted, cursor: 'not-allowed' } },
} as const;
