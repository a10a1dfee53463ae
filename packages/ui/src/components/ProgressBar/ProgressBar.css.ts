import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Shared by ProgressBar and Meter. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  minInlineSize: 0,
  fontSize: vars.font.sizeSm,
});

export const label = style({ color: vars.colour.text, fontWeight: vars.font.weightMedium });

export const value = style({ color: vars.colour.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  gridColumn: '1 / -1',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.surfaceMuted,
  boxShadow: `inset 0 0 0 1px ${vars.colour.border}`,
  overflow: 'hidden',
});

export const fill = recipe({
  base: { blockSize: '100%', borderRadius: vars.radius.full },
  variants: {
    tone: {
      accent: { backgroundColor: vars.colour.accent.solid },
      success: { backgroundColor: vars.colour.success.solid },
      warning: { backgroundColor: vars.colour.warning.solid },
      caution: { backgroundColor: vars.colour.caution.solid },
      danger: { backgroundColor: vars.colour.danger.solid },
      neutral: { backgroundColor: vars.colour.neutral.solid },
    },
  },
  defaultVariants: { tone: 'accent' },
});
