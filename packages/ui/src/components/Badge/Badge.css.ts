import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const tones = ['accent', 'neutral', 'success', 'warning', 'caution', 'danger'] as const;

const toneStyles = Object.fromEntries(
  tones.map((tone) => [
    tone,
    { backgroundColor: vars.colour[tone].subtle, color: vars.colour[tone].text },
  ]),
) as Record<(typeof tones)[number], { backgroundColor: string; color: string }>;

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxInlineSize: '100%',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    fontSize: vars.font.sizeXs,
    fontWeight: vars.font.weightMedium,
    lineHeight: vars.font.lineHeight,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: { tone: toneStyles },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof root>>;
