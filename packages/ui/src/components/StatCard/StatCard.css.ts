import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minInlineSize: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.colour.surface,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const label = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.colour.textMuted });

export const value = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const hint = style({ margin: 0, fontSize: vars.font.sizeXs, color: vars.colour.textMuted });

export const icon = style({
  display: 'inline-flex',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.accent.subtle,
  color: vars.colour.accent.text,
});
