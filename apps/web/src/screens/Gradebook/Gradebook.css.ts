import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const muted = style({ margin: 0, color: vars.colour.textMuted });

export const error = style({ margin: 0, color: vars.colour.danger.text });

export const exerciseTitle = style({ margin: 0, fontSize: vars.font.sizeMd });

export const versions = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.colour.textMuted,
});
