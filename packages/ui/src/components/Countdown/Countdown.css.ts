import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../styles/visuallyHidden';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.surface,
  selectors: {
    '&[data-warning]': {
      borderColor: vars.colour.danger.solid,
      backgroundColor: vars.colour.danger.subtle,
      color: vars.colour.danger.text,
    },
  },
});

export const label = style({ fontSize: vars.font.sizeSm, color: 'inherit' });

export const time = style({
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const announcer = style(visuallyHidden);
