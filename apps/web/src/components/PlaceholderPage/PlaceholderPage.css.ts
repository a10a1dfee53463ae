import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const root = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.xxl,
  minBlockSize: '100dvh',
  backgroundColor: vars.colour.background,
  color: vars.colour.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXxl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const description = style({
  margin: 0,
  color: vars.colour.textMuted,
  fontSize: vars.font.sizeLg,
});
