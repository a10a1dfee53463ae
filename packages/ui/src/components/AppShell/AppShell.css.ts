import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { visuallyHidden } from '../../styles/visuallyHidden';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const shell = style({
  minBlockSize: '100vh',
  backgroundColor: vars.colour.background,
  '@media': {
    [media.wide]: { paddingInlineStart: vars.size.railCollapsed },
  },
});

/** Only below 768px: the bar with the menu toggle. */
export const topBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sidebar,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  '@media': { [media.wide]: { display: 'none' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.control,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const closeButton = style({ marginInlineStart: 'auto' });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.colour.overlay,
});

/** The sidebar's frame, shared by the rail and the mobile drawer. */
const panel = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  boxSizing: 'border-box',
  borderInlineEnd: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  overflowX: 'hidden',
  overflowY: 'auto',
});

const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sidebar = style([
  panel,
  column,
  {
    zIndex: vars.zIndex.sidebar,
    padding: vars.space.sm,
    '@media': {
      // Narrow screens use the drawer instead.
      [media.narrow]: { display: 'none' },
      // Wide screens: a rail of icons that widens on hover or keyboard focus. It widens with
      // a transition but narrows at once, so it never lingers over the page being reached.
      [media.wide]: {
        inlineSize: vars.size.railCollapsed,
        selectors: {
          '&[data-expanded]': {
            inlineSize: vars.size.railExpanded,
            boxShadow: vars.shadow.lg,
            transition: `inline-size ${vars.motion.normal} ${vars.motion.easing}`,
          },
        },
      },
    },
  },
]);

/** Below 768px: the sidebar as a modal drawer over the page. */
export const drawer = style([panel, { inlineSize: 'min(18rem, 85vw)' }]);

export const drawerContent = style([
  column,
  { minBlockSize: '100%', boxSizing: 'border-box', padding: vars.space.sm, outline: 'none' },
]);

export const nav = style({ flex: 1 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const subList = style([
  list,
  {
    paddingInlineStart: vars.space.xl,
    marginBlockStart: vars.space.xxs,
    '@media': {
      [media.wide]: { selectors: { [`${sidebar}:not([data-expanded]) &`]: { display: 'none' } } },
    },
  },
]);

/**
 * A menu entry: in the rail, as wide as its icon and label (the highlight is what a click
 * opens; past it the pointer is heading for the page); in the drawer, the whole row.
 */
export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: vars.size.control,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.colour.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.colour.surfaceMuted },
    '&:focus-visible': focusRing,
    '&[aria-current=page]': {
      backgroundColor: vars.colour.accent.subtle,
      color: vars.colour.accent.text,
      fontWeight: vars.font.weightBold,
    },
  },
  '@media': { [media.wide]: { selectors: { [`${sidebar} &`]: { inlineSize: 'fit-content' } } } },
});

/**
 * Words of the rail (brand, labels, the user's name): the narrow rail shows icons only, so they
 * are hidden there but still name their links; they appear when the rail widens.
 */
export const railLabel = style({
  '@media': {
    [media.wide]: {
      selectors: {
        [`${sidebar}:not([data-expanded]) &`]: visuallyHidden,
      },
    },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, fontSize: vars.font.sizeLg });

/**
 * The user block: the profile link, and Log out on its own row below it, at the same place
 * whether the rail is narrow or widened (beside the name it would jump away from a pointer
 * whose arrival widens the rail).
 */
export const user = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xxs,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.colour.border}`,
});

export const logout = style({ alignSelf: 'flex-start' });

export const profileLink = style([
  link,
  { flex: 1, minInlineSize: 0, paddingInline: vars.space.xs, gap: vars.space.sm },
]);

export const userText = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  lineHeight: vars.font.lineHeightTight,
});

export const userName = style({
  maxInlineSize: vars.size.nameMax,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontWeight: vars.font.weightMedium,
});

export const userEmail = style({
  maxInlineSize: vars.size.nameMax,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontSize: vars.font.sizeXs,
  color: vars.colour.textMuted,
});

export const main = style({
  minInlineSize: 0,
  padding: vars.space.xl,
  '@media': { [media.narrow]: { padding: vars.space.lg } },
});
