import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const plans = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 19rem), 1fr))',
  alignItems: 'stretch',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const plan = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-popular="true"]': {
      border: `2px solid ${vars.colour.accent.solid}`,
      boxShadow: vars.shadow.lg,
    },
  },
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.accent.solid,
  color: vars.colour.accent.onSolid,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

export const planName = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const price = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
});

export const amount = style({
  fontSize: '2.5rem',
  fontWeight: 750,
  letterSpacing: '-0.03em',
  lineHeight: 1,
});

export const period = style({ color: vars.colour.textMuted, fontWeight: vars.font.weightMedium });

export const contents = style({ flexGrow: 1 });

export const trialNote = style({
  marginBlock: `${vars.space.xxl} 0`,
  color: vars.colour.textMuted,
  textAlign: 'center',
});
