import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const name = style({ margin: 0, fontSize: vars.font.sizeXl, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.colour.textMuted, overflowWrap: 'anywhere' });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

globalStyle(`${details} dt`, { color: vars.colour.textMuted });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
