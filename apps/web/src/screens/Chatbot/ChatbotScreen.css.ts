import { keyframes, style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '../../styles/theme';

/** The conversation fills the page below the header; the log scrolls, the composer stays. */
export const chat = style({
  display: 'grid',
  gridTemplateRows: '1fr auto',
  gap: vars.space.lg,
  blockSize: 'max(22rem, calc(100dvh - 12rem))',
  maxInlineSize: '56rem',
  '@media': { [media.narrow]: { blockSize: 'max(20rem, calc(100dvh - 14rem))' } },
  selectors: { '&[data-with-settings]': { gridTemplateRows: 'auto 1fr auto' } },
});

/** The tutor's settings (the practice language) above the conversation. */
export const settings = style({ maxInlineSize: '16rem' });

export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minBlockSize: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  ':focus-visible': focusRing,
});

export const message = style({
  display: 'grid',
  gap: vars.space.xxs,
  maxInlineSize: 'min(36rem, 85%)',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  selectors: {
    '&[data-sender="user"]': {
      alignSelf: 'end',
      backgroundColor: vars.colour.accent.solid,
      color: vars.colour.accent.onSolid,
      borderEndEndRadius: vars.radius.sm,
    },
    '&[data-sender="ai"]': {
      alignSelf: 'start',
      backgroundColor: vars.colour.surfaceMuted,
      color: vars.colour.text,
      borderEndStartRadius: vars.radius.sm,
    },
  },
});

export const sender = style({ fontSize: vars.font.sizeXs, fontWeight: vars.font.weightBold });

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const time = style({ fontSize: vars.font.sizeXs, opacity: 0.9 });

const blink = keyframes({ '0%, 100%': { opacity: 0.3 }, '50%': { opacity: 1 } });

export const typing = style({
  alignSelf: 'start',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.colour.textMuted,
  fontSize: vars.font.sizeSm,
});

export const dot = style({
  inlineSize: '0.4rem',
  blockSize: '0.4rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.textMuted,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${blink} 1.2s ease-in-out infinite`,
      selectors: {
        '&:nth-child(2)': { animationDelay: '0.2s' },
        '&:nth-child(3)': { animationDelay: '0.4s' },
      },
    },
  },
});

export const composer = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
  gap: vars.space.sm,
});

export const input = style({
  minBlockSize: vars.size.controlLarge,
  maxBlockSize: '10rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.borderStrong}`,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  resize: 'vertical',
  ':focus-visible': { ...focusRing, outlineOffset: 1 },
});

export const hint = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.colour.textMuted,
  fontSize: vars.font.sizeXs,
});
