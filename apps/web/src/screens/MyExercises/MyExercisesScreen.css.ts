import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  padding: vars.space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  background: vars.colour.surface,
});

export const selectionBar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.colour.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.colour.surface,
  boxShadow: vars.shadow.md,
});

export const selectionText = style({ margin: 0, display: 'flex', flexDirection: 'column' });

export const hint = style({ color: vars.colour.textMuted, fontSize: vars.font.sizeSm });

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const date = style({ margin: 0, color: vars.colour.textMuted, fontSize: vars.font.sizeSm });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const alert = style({ margin: 0, color: vars.colour.danger.text });
