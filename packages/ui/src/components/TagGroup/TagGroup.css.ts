import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../theme/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  outline: 'none',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxInlineSize: '100%',
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.surfaceMuted,
  fontSize: vars.font.sizeSm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.colour.borderStrong },
    '&[data-focus-visible]': focusRing,
  },
});

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const remove = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.colour.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.colour.border, color: vars.colour.text },
    '&[data-focus-visible]': focusRing,
  },
});

export const empty = style({ fontSize: vars.font.sizeSm, color: vars.colour.textMuted });
