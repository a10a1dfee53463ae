import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme';

export const brand = style({
  fontSize: vars.font.sizeLg,
  color: vars.colour.accent.text,
});
