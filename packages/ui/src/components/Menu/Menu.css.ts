import { style } from '@vanilla-extract/css';
import { optionRow } from '../../styles/optionRow';
import { vars } from '../../theme/contract.css';

export const menu = style({ outline: 'none', minInlineSize: '10rem' });

export const item = style(optionRow);

export const danger = style({
  color: vars.colour.danger.text,
  selectors: {
    '&[data-focused]': {
      backgroundColor: vars.colour.danger.subtle,
      color: vars.colour.danger.text,
    },
  },
});
