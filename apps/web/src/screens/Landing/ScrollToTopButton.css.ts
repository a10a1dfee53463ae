import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../styles/theme';

export const button = style({
  position: 'fixed',
  insetBlockEnd: vars.space.xl,
  insetInlineEnd: vars.space.xl,
  zIndex: vars.zIndex.overlay,
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.controlLarge,
  blockSize: vars.size.controlLarge,
  border: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.accent.solid,
  color: vars.colour.accent.onSolid,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  ':focus-visible': { ...focusRing, outlineOffset: 3 },
  '@media': {
    '(hover: hover)': { ':hover': { backgroundColor: vars.colour.accent.text } },
  },
});

globalStyle(`${button}[hidden]`, { display: 'none' });
