import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, overflowWrap: 'anywhere' });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const text = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.font.lineHeight,
});

export const passage = style([
  text,
  {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.colour.surfaceMuted,
  },
]);

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const score = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.border}`,
});

export const resultLine = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.colour.textMuted });

export const error = style({ margin: 0, color: vars.colour.danger.text });

/** Badges in a row that are a list (a speaking task's criteria): no markers, no indent. */
export const badgeList = style([meta, { margin: 0, padding: 0, listStyle: 'none' }]);
