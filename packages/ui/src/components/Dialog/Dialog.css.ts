import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { vars } from '../../theme/contract.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.colour.overlay,
});

export const modal = style({
  inlineSize: '100%',
  maxInlineSize: '32rem',
  maxBlockSize: '100%',
  overflow: 'auto',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  boxShadow: vars.shadow.lg,
});

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
});

export const heading = style({
  margin: 0,
  paddingInlineEnd: vars.space.xxl,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space.md,
  insetInlineEnd: vars.space.md,
});

export const message = style({ margin: 0, color: vars.colour.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const focusable = style({ selectors: { '&[data-focus-visible]': focusRing } });
