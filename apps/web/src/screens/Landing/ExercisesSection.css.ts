import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const kindHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: 0,
  margin: 0,
  marginBlockStart: vars.space.sm,
  listStyle: 'none',
});

export const detail = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.surfaceMuted,
  color: vars.colour.neutral.text,
  fontSize: vars.font.sizeSm,
});

export const note = style({
  marginBlock: `${vars.space.xxl} 0`,
  color: vars.colour.textMuted,
  textAlign: 'center',
});
