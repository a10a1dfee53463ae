import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../styles/theme';

/** The skip link: off screen until a keyboard user reaches it. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.lg,
  insetBlockStart: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.accent.solid,
  color: vars.colour.accent.onSolid,
  fontWeight: vars.font.weightBold,
  transform: 'translateY(-200%)',
  ':focus': { transform: 'none', ...focusRing },
});

/** Where "back to top" sends focus: present for the keyboard, invisible otherwise. */
export const top = style({ outline: 'none' });
