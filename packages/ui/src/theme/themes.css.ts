import { assignVars, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkPalette, lightPalette } from './palette';
import { themeTokens } from './themeTokens';

const light = assignVars(vars, themeTokens(lightPalette, 'rgb(17 24 39 / 0.12)'));
const dark = assignVars(vars, themeTokens(darkPalette, 'rgb(0 0 0 / 0.5)'));

/** The element carrying a theme class also gets the theme's page colours and font. */
const surface = {
  backgroundColor: vars.colour.background,
  color: vars.colour.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  colorScheme: 'light',
} as const;

export const lightTheme = style({ vars: light, ...surface });

export const darkTheme = style({ vars: dark, ...surface, colorScheme: 'dark' });

/** Follows the operating system's light or dark preference. */
export const systemTheme = style({
  vars: light,
  ...surface,
  colorScheme: 'light dark',
  '@media': { '(prefers-color-scheme: dark)': { vars: dark } },
});
