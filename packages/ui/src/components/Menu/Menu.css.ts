import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const menu = style({ outline: 'none', minInlineSize: '10rem' });

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
    '&[data-disabled]': { color: vars.colour.textMuted },
  },
});

export const danger = style({
  color: vars.colour.danger.text,
  selectors: {
    '&[data-focused]': {
      backgroundColor: vars.colour.danger.subtle,
      color: vars.colour.danger.text,
    },
  },
});
