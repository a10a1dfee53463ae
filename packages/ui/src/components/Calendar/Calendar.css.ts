import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../theme/contract.css';

export const calendar = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightMedium,
  color: vars.colour.textMuted,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  borderRadius: vars.radius.full,
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.colour.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.colour.border },
    '&[data-selected]': {
      backgroundColor: vars.colour.accent.solid,
      color: vars.colour.accent.onSolid,
      fontWeight: vars.font.weightBold,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.colour.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
  },
});
