import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export {
  detail,
  facts,
  factsHeading as heading,
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

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.colour.surface,
  minInlineSize: 0,
});

/** The student's answer stands out: it is what the teacher decides on. */
export const answer = style({ fontWeight: vars.font.weightBold });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const error = style({
  margin: 0,
  color: vars.colour.danger.text,
  fontSize: vars.font.sizeSm,
});
