import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../theme/contract.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
  overflowX: 'auto',
});

export const tab = style({
  position: 'relative',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.colour.textMuted,
  fontWeight: vars.font.weightMedium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  selectors: {
    '&[data-hovered]': { color: vars.colour.text, backgroundColor: vars.colour.surfaceMuted },
    '&[data-selected]': {
      color: vars.colour.accent.text,
      boxShadow: `inset 0 -3px 0 ${vars.colour.accent.solid}`,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': focusRing },
});
