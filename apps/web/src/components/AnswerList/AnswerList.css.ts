import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightMedium,
});

export const muted = style({ margin: 0, color: vars.colour.textMuted });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const actions = style({ display: 'flex', gap: vars.space.sm });
