import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme';

export const practice = style({ display: 'grid', gap: vars.space.md, maxInlineSize: '40rem' });

export const intro = style({ margin: 0, color: vars.colour.textMuted });
