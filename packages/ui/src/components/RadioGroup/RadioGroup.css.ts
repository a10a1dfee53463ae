import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as checkbox from '../Checkbox/Checkbox.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { '&[data-orientation=horizontal]': { flexDirection: 'row', flexWrap: 'wrap' } },
});

export const options = style({
  display: 'flex',
  flexDirection: 'inherit',
  flexWrap: 'inherit',
  gap: vars.space.md,
});

export const dot = style([
  checkbox.box,
  {
    borderRadius: vars.radius.full,
    selectors: {
      [`${checkbox.root}[data-selected] &`]: {
        boxShadow: `inset 0 0 0 3px ${vars.colour.surface}`,
      },
    },
  },
]);
