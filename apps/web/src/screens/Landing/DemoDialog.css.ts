import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '../../styles/theme';

export const dialog = style({
  inlineSize: 'min(46rem, calc(100% - 2rem))',
  maxBlockSize: 'calc(100dvh - 2rem)',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  boxShadow: vars.shadow.lg,
  '::backdrop': { backgroundColor: 'rgb(17 24 39 / 0.55)' },
  '@media': { [media.narrow]: { inlineSize: 'calc(100% - 1rem)' } },
});

export const body = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.xxl,
  '@media': { [media.narrow]: { padding: vars.space.lg } },
});

export const header = style({
  display: 'flex',
  alignItems: 'start',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const titles = style({ display: 'grid', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});

export const subtitle = style({ margin: 0, color: vars.colour.textMuted });

export const closeButton = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: vars.size.control,
  blockSize: vars.size.control,
  border: 0,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.colour.text,
  cursor: 'pointer',
  ':focus-visible': { ...focusRing, outlineOffset: 0 },
  '@media': {
    '(hover: hover)': { ':hover': { backgroundColor: vars.colour.surfaceMuted } },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'end',
  gap: vars.space.sm,
});
