import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const input = style({
  minBlockSize: '6rem',
  paddingBlock: vars.space.sm,
  resize: 'vertical',
  alignItems: 'stretch',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.sizeSm,
  color: vars.colour.textMuted,
});

export const count = style({
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: { '&[data-full]': { color: vars.colour.warning.text } },
});
