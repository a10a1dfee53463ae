import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.surfaceMuted,
});
