import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme';

export const hero = style({
  paddingBlock: '5rem 6rem',
  background: `radial-gradient(60rem 30rem at 85% 0%, ${vars.colour.accent.subtle}, transparent 70%), ${vars.colour.surface}`,
  '@media': { [media.narrow]: { paddingBlock: '3rem 4rem' } },
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1.1fr 1fr',
  alignItems: 'center',
  gap: '4rem',
  '@media': { [media.narrow]: { gridTemplateColumns: '1fr', gap: '3rem' } },
});

export const copy = style({ display: 'grid', gap: vars.space.xl, justifyItems: 'start' });

export const title = style({
  margin: 0,
  fontSize: 'clamp(2.25rem, 1.4rem + 3.5vw, 3.5rem)',
  fontWeight: 750,
  lineHeight: 1.1,
  letterSpacing: '-0.03em',
  textWrap: 'balance',
});

export const highlight = style({ color: vars.colour.accent.text });

export const ctas = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const claims = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  color: vars.colour.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const claim = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const claimIcon = style({ color: vars.colour.success.text, display: 'inline-flex' });

export const preview = style({
  display: 'grid',
  margin: 0,
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  boxShadow: vars.shadow.lg,
});

export const previewMeta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const tag = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.accent.subtle,
  color: vars.colour.accent.text,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
});

export const previewTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const question = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.background,
});

export const questionText = style({ margin: 0, fontWeight: vars.font.weightMedium });

export const answer = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.colour.borderStrong}`,
  backgroundColor: vars.colour.surface,
});

export const result = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.success.subtle,
  color: vars.colour.success.text,
});

export const score = style({
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});

export const resultText = style({ margin: 0, fontSize: vars.font.sizeSm });
