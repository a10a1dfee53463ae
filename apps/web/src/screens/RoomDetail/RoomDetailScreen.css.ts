import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** A pair of charts: side by side when both get 20rem, else one above the other. */
export const sections = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(20rem, 100%), 1fr))',
});

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const inviteRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const students = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const student = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.colour.textMuted, fontSize: vars.font.sizeSm });

export const hint = style({ margin: 0, color: vars.colour.textMuted });

export const invited = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowWrap: 'anywhere',
});

export const codeRules = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.colour.textMuted,
});

export const joinCode = style({
  margin: 0,
  fontFamily: 'monospace',
  fontSize: vars.font.sizeXl,
  letterSpacing: '0.2em',
});

export const joinLink = style({
  margin: 0,
  overflowWrap: 'anywhere',
  color: vars.colour.textMuted,
});

export const error = style({ margin: 0, color: vars.colour.danger.text });

export const csvPicker = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});
