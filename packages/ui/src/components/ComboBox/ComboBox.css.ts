import { style } from '@vanilla-extract/css';
import { fieldButton } from '../../styles/fieldButton';
import { vars } from '../../theme/contract.css';

export const group = style({ paddingInlineEnd: vars.space.xxs });

export const button = style(fieldButton);
