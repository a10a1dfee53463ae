import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
});

export const note = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.colour.success.subtle,
  color: vars.colour.success.text,
});

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surfaceMuted,
});

export const boxTitle = style({ margin: 0, fontSize: vars.font.sizeMd });

export const line = style({ margin: 0, overflowWrap: 'anywhere' });

/** The shuffle settings under the spec's fields, with their hint. */
export const settings = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const hint = style({ margin: 0, color: vars.colour.textMuted, fontSize: vars.font.sizeSm });
