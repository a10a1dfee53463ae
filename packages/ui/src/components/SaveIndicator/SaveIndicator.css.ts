import { style, styleVariants } from '@vanilla-extract/css';
import { visuallyHidden } from '../../styles/visuallyHidden';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
  color: vars.colour.textMuted,
  selectors: {
    '&[data-state="offline"]': { color: vars.colour.warning.text },
  },
});

const dotBase = style({
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  flexShrink: 0,
});

export const dot = styleVariants({
  saved: [dotBase, { backgroundColor: vars.colour.success.solid }],
  saving: [dotBase, { backgroundColor: vars.colour.borderStrong }],
  offline: [dotBase, { backgroundColor: vars.colour.warning.solid }],
});

export const announcer = style(visuallyHidden);
