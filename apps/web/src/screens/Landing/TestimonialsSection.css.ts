import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const quote = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
});

export const text = style({
  margin: 0,
  flexGrow: 1,
  fontSize: vars.font.sizeLg,
  '::before': { content: 'open-quote' },
  '::after': { content: 'close-quote' },
});

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.accent.subtle,
  color: vars.colour.accent.text,
  fontWeight: vars.font.weightBold,
});

export const name = style({ display: 'block', fontWeight: vars.font.weightBold });

export const role = style({
  display: 'block',
  color: vars.colour.textMuted,
  fontSize: vars.font.sizeSm,
});
