import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const countLine = style({ margin: 0, color: vars.colour.textMuted });

export const description = style({
  margin: 0,
  color: vars.colour.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSm,
  color: vars.colour.textMuted,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
