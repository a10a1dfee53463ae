import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ outline: 'none', maxBlockSize: '18rem', overflow: 'auto' });

export const item = style({
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
    '&[data-selected]': { fontWeight: vars.font.weightBold },
    '&[data-disabled]': { color: vars.colour.textMuted },
  },
});

export const check = style({
  marginInlineStart: 'auto',
  display: 'inline-flex',
  visibility: 'hidden',
  selectors: { [`${item}[data-selected] &`]: { visibility: 'visible' } },
});

export const empty = style({
  padding: vars.space.md,
  color: vars.colour.textMuted,
  fontSize: vars.font.sizeSm,
});
