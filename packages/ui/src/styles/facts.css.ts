import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A card's heading: the question or the item it is about. */
export const factsHeading = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

/** A `<dl>` of short facts: the term muted on the left, its detail beside it. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.colour.textMuted, fontSize: vars.font.sizeSm });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
