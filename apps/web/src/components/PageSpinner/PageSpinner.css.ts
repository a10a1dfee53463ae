import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '100dvh',
  backgroundColor: vars.colour.background,
});

export const wheel = style({
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  borderRadius: vars.radius.full,
  border: `4px solid ${vars.colour.accent.subtle}`,
  borderBlockStartColor: vars.colour.accent.solid,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: '2.4s' } },
});

/** Over the page, as the dialog on its way will be. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: vars.colour.overlay,
});
