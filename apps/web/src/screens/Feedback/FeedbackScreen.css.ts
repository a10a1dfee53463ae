import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
