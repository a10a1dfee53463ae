import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const error = style({ margin: 0, color: vars.colour.danger.text });
