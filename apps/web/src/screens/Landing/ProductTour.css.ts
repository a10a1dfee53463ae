import { keyframes, type StyleRule, style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../styles/theme';
import { tourStepDuration } from './tour';

/**
 * A scene's parts animate each time their scene becomes the active one in the open dialog,
 * and not at all for visitors who prefer reduced motion: they see each finished scene.
 */
function playsWhenActive(animation: string): StyleRule {
  return {
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: { '[open] [data-active="true"] &': { animation } },
      },
    },
  };
}

const fadeUp = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75rem)' },
  to: { opacity: 1, transform: 'none' },
});
const type = keyframes({ from: { clipPath: 'inset(0 100% 0 0)' }, to: { clipPath: 'inset(0)' } });
const grow = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } });
const pop = keyframes({
  '0%': { opacity: 0, transform: 'scale(0.6)' },
  '70%': { opacity: 1, transform: 'scale(1.08)' },
  '100%': { opacity: 1, transform: 'scale(1)' },
});
const press = keyframes({
  '0%, 100%': { transform: 'none' },
  '50%': { transform: 'scale(0.94)', backgroundColor: vars.colour.accent.text },
});
const fill = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } });

export const tour = style({ display: 'grid', gap: vars.space.lg });

export const stage = style({
  display: 'grid',
  minBlockSize: '17rem',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.colour.accent.subtle}, ${vars.colour.background})`,
});

export const scene = style({
  gridArea: '1 / 1',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.surface,
  boxShadow: vars.shadow.md,
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&[data-active="false"]': { opacity: 0, visibility: 'hidden' } },
});

export const windowBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.colour.textMuted,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  '::before': {
    content: '""',
    inlineSize: '2.25rem',
    blockSize: '0.5rem',
    borderRadius: vars.radius.full,
    background: `radial-gradient(circle, ${vars.colour.borderStrong} 0.25rem, transparent 0.26rem) 0 0 / 0.75rem 0.5rem repeat-x`,
  },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const field = style({
  flex: '1 1 8rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.colour.borderStrong}`,
  fontSize: vars.font.sizeSm,
});

export const fieldLabel = style({
  display: 'block',
  color: vars.colour.textMuted,
  fontSize: vars.font.sizeXs,
});

export const typed = style([
  { display: 'inline-block', whiteSpace: 'nowrap' },
  playsWhenActive(`${type} 1.4s steps(24) 0.3s both`),
]);

export const typedAnswer = style([
  { display: 'inline-block', whiteSpace: 'nowrap' },
  playsWhenActive(`${type} 1s steps(12) 0.5s both`),
]);

export const pressedButton = style([
  {
    justifySelf: 'start',
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.colour.accent.solid,
    color: vars.colour.accent.onSolid,
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightBold,
  },
  playsWhenActive(`${press} 0.4s ease-in-out 1.9s both`),
]);

export const result = style([
  {
    display: 'grid',
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.colour.border}`,
    borderInlineStart: `4px solid ${vars.colour.accent.solid}`,
  },
  playsWhenActive(`${fadeUp} 0.5s ease-out 2.5s both`),
]);

export const resultTitle = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeSm });

export const line = style({
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.skeleton,
});

export const question = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });

export const score = style([
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.colour.success.subtle,
    color: vars.colour.success.text,
    fontSize: vars.font.sizeSm,
  },
  playsWhenActive(`${pop} 0.5s ease-out 2.4s both`),
]);

export const scoreValue = style({ fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

export const stats = style([
  { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm },
  playsWhenActive(`${fadeUp} 0.4s ease-out both`),
]);

export const stat = style({
  display: 'grid',
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.colour.background,
  color: vars.colour.textMuted,
  fontSize: vars.font.sizeXs,
});

export const statValue = style({
  color: vars.colour.text,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});

export const bars = style({ display: 'grid', gap: vars.space.sm });

export const barRow = style({
  display: 'grid',
  gridTemplateColumns: '5.5rem 1fr 2.75rem',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
});

export const barTrack = style({
  blockSize: '0.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.surfaceMuted,
  overflow: 'hidden',
});

export const bar = style([
  {
    blockSize: '100%',
    borderRadius: vars.radius.full,
    display: 'block',
    backgroundColor: vars.colour.accent.solid,
    transformOrigin: 'left',
  },
  playsWhenActive(`${grow} 1s cubic-bezier(0.2, 0, 0, 1) var(--bar-delay, 0s) both`),
]);

export const revisit = style([
  {
    justifySelf: 'start',
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.colour.warning.subtle,
    color: vars.colour.warning.text,
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightMedium,
  },
  playsWhenActive(`${fadeUp} 0.5s ease-out 1.8s both`),
]);

export const caption = style({ margin: 0, minBlockSize: '3em', fontSize: vars.font.sizeMd });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const stepButton = style({
  position: 'relative',
  overflow: 'hidden',
  minBlockSize: vars.size.control,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.borderStrong}`,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: {
    // While the tour plays, the current step fills up until the next one takes over.
    '[data-playing="true"] &[aria-current="step"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: 0,
      blockSize: '3px',
      backgroundColor: vars.colour.accent.solid,
      transformOrigin: 'left',
      animation: `${fill} ${tourStepDuration}ms linear both`,
    },
    '&[aria-current="step"]': {
      borderColor: vars.colour.accent.solid,
      backgroundColor: vars.colour.accent.subtle,
      color: vars.colour.accent.text,
      fontWeight: vars.font.weightBold,
    },
  },
});

export const iconWhenPaused = style({
  display: 'inline-flex',
  selectors: { '[data-playing="true"] &': { display: 'none' } },
});

export const iconWhenPlaying = style({
  display: 'inline-flex',
  selectors: { '[data-playing="false"] &': { display: 'none' } },
});
