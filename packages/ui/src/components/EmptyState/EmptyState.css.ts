import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  border: `1px dashed ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  fontSize: '2rem',
  color: vars.colour.textMuted,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const description = style({
  margin: 0,
  maxInlineSize: '36rem',
  color: vars.colour.textMuted,
});

export const action = style({ marginBlockStart: vars.space.sm });
