import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

/** 3:2 like the flags; the outline keeps white stripes visible on a light badge. */
export const flag = style({
  flexShrink: 0,
  inlineSize: '1.5em',
  blockSize: '1em',
  borderRadius: '2px',
  boxShadow: `0 0 0 1px ${vars.colour.border}`,
});
