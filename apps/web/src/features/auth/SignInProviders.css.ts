import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** "or" between the spec's form and the providers, with a rule on each side. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.colour.textMuted,
  '::before': { content: '""', flex: 1, borderBlockStart: `1px solid ${vars.colour.border}` },
  '::after': { content: '""', flex: 1, borderBlockStart: `1px solid ${vars.colour.border}` },
});
