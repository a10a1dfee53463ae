import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ paddingInlineEnd: vars.space.xxs, gap: vars.space.xs });

export const dateInput = style({ display: 'flex', flex: 1, minInlineSize: 0 });

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.colour.textMuted },
    '&[data-type=literal]': { color: vars.colour.textMuted },
    '&[data-focused]': {
      backgroundColor: vars.colour.accent.solid,
      color: vars.colour.accent.onSolid,
    },
  },
});
