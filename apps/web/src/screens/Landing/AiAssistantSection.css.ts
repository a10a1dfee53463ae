import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  alignItems: 'center',
  gap: '4rem',
  '@media': { [media.narrow]: { gridTemplateColumns: '1fr', gap: '2.5rem' } },
});

export const copy = style({ display: 'grid', gap: vars.space.xl });

export const chat = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  margin: 0,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.background,
  boxShadow: vars.shadow.md,
});

export const chatTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.colour.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

const bubble = style({
  maxInlineSize: '85%',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  margin: 0,
});

export const fromStudent = style([
  bubble,
  {
    justifySelf: 'end',
    backgroundColor: vars.colour.accent.solid,
    color: vars.colour.accent.onSolid,
    borderEndEndRadius: vars.radius.sm,
  },
]);

export const fromTutor = style([
  bubble,
  {
    justifySelf: 'start',
    backgroundColor: vars.colour.surface,
    border: `1px solid ${vars.colour.border}`,
    borderEndStartRadius: vars.radius.sm,
  },
]);

export const speaker = style({
  display: 'block',
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  marginBlockEnd: vars.space.xxs,
});
