import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export {
  detail,
  facts,
  factsHeading as question,
  term,
} from '../../styles/facts.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The item on the start side, its history beside it; stacked when there is no room. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.colour.surface,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const comment = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `3px solid ${vars.colour.accent.solid}`,
  backgroundColor: vars.colour.accent.subtle,
  borderRadius: vars.radius.sm,
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const sideTitle = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

export const history = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.font.sizeSm,
});

export const muted = style({ margin: 0, color: vars.colour.textMuted, fontSize: vars.font.sizeSm });

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
});

export const rubric = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
});
