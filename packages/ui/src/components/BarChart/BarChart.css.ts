import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  minInlineSize: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** A long title wraps inside its own space, so the table toggle stays beside it. */
export const caption = style({
  flex: '1 1 10rem',
  minInlineSize: 0,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const toggle = style({ flexShrink: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
});

export const label = style({ overflowWrap: 'anywhere' });

export const value = style({ fontVariantNumeric: 'tabular-nums', color: vars.colour.textMuted });

export const noData = style({ fontStyle: 'italic', color: vars.colour.textMuted });

export const track = style({
  gridColumn: '1 / -1',
  blockSize: '0.75rem',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.colour.surfaceMuted,
  boxShadow: `inset 0 0 0 1px ${vars.colour.border}`,
  overflow: 'hidden',
});
