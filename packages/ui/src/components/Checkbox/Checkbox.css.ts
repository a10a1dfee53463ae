import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { labelledControl } from '../../styles/labelledControl';
import { vars } from '../../theme/contract.css';

/** Shared by Checkbox and Radio: a control box beside its label. */
export const root = style(labelledControl);

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  boxSizing: 'border-box',
  border: `2px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.colour.surface,
  color: vars.colour.accent.onSolid,
  selectors: {
    [`${root}[data-hovered] &`]: { borderColor: vars.colour.text },
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      backgroundColor: vars.colour.accent.solid,
      borderColor: vars.colour.accent.solid,
    },
    [`${root}[data-focus-visible] &`]: focusRing,
    [`${root}[data-invalid] &`]: { borderColor: vars.colour.danger.solid },
    [`${root}[data-disabled] &`]: { opacity: 0.55 },
  },
});
