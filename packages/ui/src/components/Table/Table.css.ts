import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { visuallyHidden } from '../../styles/visuallyHidden';
import { vars } from '../../theme/contract.css';

export const wrapper = style({
  overflowX: 'auto',
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.colour.surface,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
});

export const column = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surfaceMuted,
  color: vars.colour.textMuted,
  fontWeight: vars.font.weightMedium,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered]': { color: vars.colour.text },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

/** A sortable header's button: the header's words as they were, the ring drawn by the header. */
export const sortButton = style({
  display: 'inline',
  padding: 0,
  margin: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  textAlign: 'inherit',
  whiteSpace: 'inherit',
  cursor: 'inherit',
  outline: 'none',
});

export const sortIcon = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  marginInlineStart: vars.space.xxs,
  visibility: 'hidden',
  selectors: {
    [`${column}[data-sort-direction] &`]: { visibility: 'visible' },
    [`${column}[data-sort-direction=descending] &`]: { transform: 'rotate(180deg)' },
  },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBlockEnd: `1px solid ${vars.colour.border}` },
    '&[data-highlighted]': { backgroundColor: vars.colour.accent.subtle },
  },
});

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    [`${row}[data-highlighted] &`]: { fontWeight: vars.font.weightBold },
  },
});

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.colour.textMuted,
});

/** A row's header cell (`th`), drawn as the other cells. */
export const rowHeader = style({ fontWeight: 'inherit', textAlign: 'inherit' });

/** The sort, said when a person changes it. */
export const announcer = style(visuallyHidden);
