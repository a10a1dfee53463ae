import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.surfaceMuted,
});

export const criteria = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  fontWeight: 600,
  marginBlockEnd: vars.space.xs,
});

export const scale = style({
  margin: 0,
  color: vars.colour.textMuted,
});

export const total = style({
  margin: 0,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
});

export const reply = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
