import { keyframes, style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../styles/visuallyHidden';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  maxInlineSize: '36rem',
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
  color: vars.colour.textMuted,
  outline: 'none',
  selectors: {
    [`${root}[data-status="recording"] &`]: {
      color: vars.colour.text,
      fontWeight: vars.font.weightMedium,
    },
    '&[data-warning]': { color: vars.colour.warning.text, fontWeight: vars.font.weightMedium },
  },
});

const pulse = keyframes({ '50%': { opacity: 0.35 } });

/** The red light of a recording in progress. */
export const light = style({
  inlineSize: '0.625rem',
  blockSize: '0.625rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.danger.solid,
  flexShrink: 0,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${pulse} 1.2s ${vars.motion.easing} infinite`,
    },
  },
});

export const timer = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.colour.text,
});

export const problem = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.warning.subtle,
  color: vars.colour.warning.text,
  fontSize: vars.font.sizeSm,
  outline: 'none',
});

export const player = style({
  inlineSize: '100%',
  display: 'block',
});

export const announcer = style(visuallyHidden);
