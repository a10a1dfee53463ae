import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../theme/contract.css';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  inlineSize: 'min(24rem, calc(100vw - 2rem))',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
    paddingInlineStart: vars.space.lg,
    border: `1px solid ${vars.colour.border}`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.md,
    backgroundColor: vars.colour.surface,
    color: vars.colour.text,
    boxShadow: vars.shadow.md,
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.colour.success.solid },
      danger: { borderInlineStartColor: vars.colour.danger.solid },
      warning: { borderInlineStartColor: vars.colour.warning.solid },
      neutral: { borderInlineStartColor: vars.colour.accent.solid },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
});

export const title = style({ fontWeight: vars.font.weightBold });

export const description = style({ fontSize: vars.font.sizeSm, color: vars.colour.textMuted });
