import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../styles/theme';

export const root = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '100dvh',
  padding: vars.space.xl,
  backgroundColor: vars.colour.background,
  color: vars.colour.text,
  textAlign: 'center',
});

export const content = style({ display: 'grid', justifyItems: 'center', gap: vars.space.lg });

export const code = style({
  margin: 0,
  fontSize: '4rem',
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  color: vars.colour.accent.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});

export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.control,
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.accent.solid,
  color: vars.colour.accent.onSolid,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  ':focus-visible': focusRing,
});
