import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '80rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  boxSizing: 'border-box',
  color: vars.colour.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXxl,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
});

export const subtitle = style({ margin: 0, color: vars.colour.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const statGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const cardGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
});
