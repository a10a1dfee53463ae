import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '../../styles/theme';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sidebar,
  backgroundColor: 'rgb(255 255 255 / 0.92)',
  backdropFilter: 'saturate(180%) blur(8px)',
  borderBlockEnd: `1px solid ${vars.colour.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minBlockSize: '4.5rem',
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineEnd: 'auto',
  color: vars.colour.text,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  letterSpacing: '-0.02em',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':focus-visible': focusRing,
});

export const logo = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.accent.solid,
  color: vars.colour.accent.onSolid,
  fontSize: vars.font.sizeLg,
});

export const nav = style({
  '@media': {
    [media.narrow]: {
      position: 'absolute',
      insetInline: 0,
      insetBlockStart: '100%',
      padding: vars.space.lg,
      backgroundColor: vars.colour.surface,
      borderBlockEnd: `1px solid ${vars.colour.border}`,
      boxShadow: vars.shadow.md,
      selectors: { '&[data-open="false"]': { display: 'none' } },
    },
  },
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { [media.narrow]: { flexDirection: 'column' } },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.control,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.colour.textMuted,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  ':focus-visible': { ...focusRing, outlineOffset: 0 },
  '@media': {
    '(hover: hover)': {
      ':hover': { color: vars.colour.text, backgroundColor: vars.colour.surfaceMuted },
    },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** A phone's bar has room for Sign In and the menu only; the trial link moves into the menu. */
export const wideOnly = style({
  display: 'contents',
  '@media': { [media.narrow]: { display: 'none' } },
});

export const narrowOnly = style({
  display: 'none',
  '@media': { [media.narrow]: { display: 'contents' } },
});

export const menuTrial = style({
  display: 'none',
  '@media': { [media.narrow]: { display: 'grid', marginBlockStart: vars.space.sm } },
});

export const iconWhenClosed = style({
  display: 'inline-flex',
  selectors: { '[aria-expanded="true"] > &': { display: 'none' } },
});

export const iconWhenOpen = style({
  display: 'inline-flex',
  selectors: { '[aria-expanded="false"] > &': { display: 'none' } },
});
