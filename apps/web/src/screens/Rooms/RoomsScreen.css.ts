import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.sizeSm,
});

export const factLabel = style({ color: vars.colour.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.font.weightMedium });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const joinForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
