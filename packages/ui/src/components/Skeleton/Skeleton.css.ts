import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const root = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.colour.skeleton,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
