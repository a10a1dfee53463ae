import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    backgroundColor: vars.colour.accent.subtle,
    color: vars.colour.accent.text,
    fontWeight: vars.font.weightBold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      small: { inlineSize: '2rem', blockSize: '2rem', fontSize: vars.font.sizeXs },
      medium: { inlineSize: '2.5rem', blockSize: '2.5rem', fontSize: vars.font.sizeSm },
      large: { inlineSize: '4rem', blockSize: '4rem', fontSize: vars.font.sizeXl },
    },
  },
  defaultVariants: { size: 'medium' },
});
