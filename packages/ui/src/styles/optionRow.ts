import { vars } from '../theme/contract.css';

/** A row in a list of options or menu items; highlighted when focused by keys or pointer. */
export const optionRow = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused]': {
      backgroundColor: vars.colour.accent.subtle,
      color: vars.colour.accent.text,
    },
    '&[data-disabled]': { color: vars.colour.textMuted },
  },
} as const;
