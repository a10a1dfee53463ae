import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  alignItems: 'end',
  padding: vars.space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  background: vars.colour.surface,
});

export const filterCount = style({ margin: 0, color: vars.colour.textMuted });

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
});

export const panelTitle = style({ margin: 0, fontSize: vars.font.sizeLg });

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const muted = style({ margin: 0, color: vars.colour.textMuted, fontSize: vars.font.sizeSm });
