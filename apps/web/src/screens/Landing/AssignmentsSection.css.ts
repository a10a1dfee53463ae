import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const steps = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `3px solid ${vars.colour.accent.solid}`,
  counterIncrement: 'step',
  '::before': {
    content: 'counter(step)',
    display: 'grid',
    placeItems: 'center',
    inlineSize: '2.25rem',
    blockSize: '2.25rem',
    borderRadius: vars.radius.full,
    backgroundColor: vars.colour.accent.subtle,
    color: vars.colour.accent.text,
    fontWeight: vars.font.weightBold,
  },
});
