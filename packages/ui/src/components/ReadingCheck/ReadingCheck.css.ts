import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../styles/visuallyHidden';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
});

export const text = style({ margin: 0, lineHeight: 1.8 });

export const missed = style({
  color: vars.colour.danger.text,
  backgroundColor: vars.colour.danger.subtle,
  textDecoration: 'line-through',
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xxs,
});

export const changed = style({
  color: vars.colour.warning.text,
  backgroundColor: vars.colour.warning.subtle,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xxs,
});

export const heard = style({ fontStyle: 'italic' });

export const note = style({ margin: 0, color: vars.colour.neutral.text });

/** Says what the strike-through shows. */
export const spoken = style(visuallyHidden);
