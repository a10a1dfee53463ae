import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
