import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeLg });

export const activity = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.border}`,
});

export const itemTitle = style({ flex: '1 1 12rem', margin: 0, overflowWrap: 'anywhere' });

export const when = style({ margin: 0, color: vars.colour.textMuted, fontSize: vars.font.sizeSm });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
