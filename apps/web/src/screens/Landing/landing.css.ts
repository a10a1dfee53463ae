import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, media, vars } from '../../styles/theme';

/** Height the sticky header covers, so anchored sections do not hide their heading under it. */
const headerOffset = '4.5rem';

globalStyle('html', {
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

export const page = style({
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  overflowX: 'clip',
});

export const container = style({
  inlineSize: '100%',
  maxInlineSize: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space.xl,
  '@media': { [media.narrow]: { paddingInline: vars.space.lg } },
});

export const section = style({
  scrollMarginBlockStart: headerOffset,
  paddingBlock: '5rem',
  '@media': { [media.narrow]: { paddingBlock: '3.5rem' } },
});

export const sectionTinted = style([section, { backgroundColor: vars.colour.background }]);

export const sectionHeader = style({
  display: 'grid',
  gap: vars.space.md,
  maxInlineSize: '44rem',
  marginBlockEnd: '3rem',
});

export const sectionHeaderCentered = style([
  sectionHeader,
  { marginInline: 'auto', textAlign: 'center', justifyItems: 'center' },
]);

export const eyebrow = style({
  margin: 0,
  color: vars.colour.accent.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const heading = style({
  margin: 0,
  fontSize: 'clamp(1.75rem, 1.2rem + 2vw, 2.5rem)',
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  letterSpacing: '-0.02em',
  textWrap: 'balance',
});

export const lead = style({
  margin: 0,
  color: vars.colour.textMuted,
  fontSize: vars.font.sizeLg,
  textWrap: 'pretty',
});

export const cardGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  boxShadow: vars.shadow.sm,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const cardText = style({ margin: 0, color: vars.colour.textMuted });

export const iconBadge = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.colour.accent.subtle,
  color: vars.colour.accent.text,
  marginBlockEnd: vars.space.xs,
});

export const checkList = style({
  display: 'grid',
  gap: vars.space.md,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const checkItem = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'start',
});

export const checkIcon = style({
  flexShrink: 0,
  marginBlockStart: '0.2em',
  color: vars.colour.success.text,
});

const actionBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlLarge,
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  fontFamily: 'inherit',
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  ':focus-visible': focusRing,
});

/** Links and buttons of the marketing page: plain elements, so the page stays light. */
export const action = styleVariants({
  primary: [
    actionBase,
    {
      backgroundColor: vars.colour.accent.solid,
      color: vars.colour.accent.onSolid,
      '@media': { '(hover: hover)': { ':hover': { backgroundColor: vars.colour.accent.text } } },
    },
  ],
  secondary: [
    actionBase,
    {
      backgroundColor: vars.colour.surface,
      borderColor: vars.colour.borderStrong,
      color: vars.colour.text,
      '@media': {
        '(hover: hover)': { ':hover': { backgroundColor: vars.colour.surfaceMuted } },
      },
    },
  ],
  quiet: [
    actionBase,
    {
      backgroundColor: 'transparent',
      color: vars.colour.text,
      paddingInline: vars.space.md,
      '@media': {
        '(hover: hover)': { ':hover': { backgroundColor: vars.colour.surfaceMuted } },
      },
    },
  ],
});

export const small = style({
  minBlockSize: vars.size.control,
  paddingInline: vars.space.lg,
  fontSize: vars.font.sizeSm,
});
