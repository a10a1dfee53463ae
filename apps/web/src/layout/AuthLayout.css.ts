import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '100vh',
  padding: vars.space.md,
  boxSizing: 'border-box',
  backgroundColor: vars.colour.background,
  color: vars.colour.text,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  inlineSize: 'min(100%, 26rem)',
});

export const language = style({ alignSelf: 'center', inlineSize: 'min(100%, 14rem)' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  boxSizing: 'border-box',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  boxShadow: vars.shadow.md,
});

export const brand = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  color: vars.colour.accent.text,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXl });

export const subtitle = style({ margin: 0, color: vars.colour.textMuted });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'center',
  fontSize: vars.font.sizeSm,
  color: vars.colour.textMuted,
});

/** A form's fields stacked with room for their messages. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
