import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  boxSizing: 'border-box',
  minInlineSize: 'var(--trigger-width)',
  maxInlineSize: 'min(24rem, calc(100vw - 1rem))',
  padding: vars.space.xs,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflow: 'auto',
  zIndex: vars.zIndex.popover,
});

export const dialog = style({ outline: 'none', padding: vars.space.sm });
