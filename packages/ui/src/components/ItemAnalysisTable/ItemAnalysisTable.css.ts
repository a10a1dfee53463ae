import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const answers = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  fontSize: vars.font.sizeSm,
});

export const flags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
