import { style } from '@vanilla-extract/css';
import { optionRow } from '../../styles/optionRow';
import { vars } from '../../theme/contract.css';

export const list = style({ outline: 'none', maxBlockSize: '18rem', overflow: 'auto' });

export const item = style({
  ...optionRow,
  selectors: { ...optionRow.selectors, '&[data-selected]': { fontWeight: vars.font.weightBold } },
});

export const check = style({
  marginInlineStart: 'auto',
  display: 'inline-flex',
  visibility: 'hidden',
  selectors: { [`${item}[data-selected] &`]: { visibility: 'visible' } },
});

export const empty = style({
  padding: vars.space.md,
  color: vars.colour.textMuted,
  fontSize: vars.font.sizeSm,
});
