import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '../../styles/theme';

export const footer = style({
  paddingBlock: '4rem 2rem',
  backgroundColor: vars.colour.text,
  color: vars.colour.surfaceMuted,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: '2fr repeat(3, 1fr)',
  gap: vars.space.xxl,
  '@media': { [media.narrow]: { gridTemplateColumns: '1fr 1fr' } },
});

export const about = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  '@media': { [media.narrow]: { gridColumn: '1 / -1' } },
});

export const brand = style({
  margin: 0,
  color: vars.colour.surface,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});

export const blurb = style({ margin: 0, maxInlineSize: '22rem' });

export const columnTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  color: vars.colour.surface,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const links = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  color: vars.colour.surfaceMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':focus-visible': { ...focusRing, outlineColor: vars.colour.surface },
  '@media': {
    '(hover: hover)': { ':hover': { color: vars.colour.surface, textDecoration: 'underline' } },
  },
});

export const legal = style({
  marginBlock: `3rem 0`,
  paddingBlockStart: vars.space.xl,
  borderBlockStart: `1px solid ${vars.colour.neutral.solid}`,
  fontSize: vars.font.sizeSm,
});

// The language choice sits on the page's own surface: the footer's inverted colours would turn
// a form control unreadable, in either theme.
export const language = style({
  justifySelf: 'start',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
});
