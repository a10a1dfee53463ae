import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

/** Side by side where there is room; one under another otherwise. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
  '@media': { [media.narrow]: { gridTemplateColumns: '1fr' } },
});

export const version = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeMd });

export const items = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  overflowWrap: 'anywhere',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
