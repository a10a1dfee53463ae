import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { labelledControl } from '../../styles/labelledControl';
import { vars } from '../../theme/contract.css';

export const root = style(labelledControl);

export const track = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  inlineSize: '2.5rem',
  blockSize: '1.5rem',
  boxSizing: 'border-box',
  padding: '2px',
  border: `2px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.surface,
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    [`${root}[data-selected] &`]: {
      backgroundColor: vars.colour.accent.solid,
      borderColor: vars.colour.accent.solid,
    },
    [`${root}[data-focus-visible] &`]: focusRing,
    [`${root}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const thumb = style({
  inlineSize: '1rem',
  blockSize: '1rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.borderStrong,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${root}[data-selected] &`]: {
      backgroundColor: vars.colour.accent.onSolid,
      transform: 'translateX(1rem)',
    },
    [`${root}[data-selected]:dir(rtl) &`]: { transform: 'translateX(-1rem)' },
  },
});
