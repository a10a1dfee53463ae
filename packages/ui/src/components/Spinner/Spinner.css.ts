import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  inlineSize: '1.25em',
  blockSize: '1.25em',
  color: 'currentColor',
  flexShrink: 0,
});

export const svg = style({
  inlineSize: '100%',
  blockSize: '100%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: '2.4s' } },
});
