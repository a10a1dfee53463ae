import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: '48rem',
});

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const submit = style({ alignSelf: 'flex-start' });
