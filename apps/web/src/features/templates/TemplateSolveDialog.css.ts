import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

/** The countdown, with the save indicator beside it. */
export const timing = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
