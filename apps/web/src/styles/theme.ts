// The one place the app takes its design tokens from, so screens never reach into ui's files.
import { themeClass } from '@lingua/ui';

export { focusRing, media, themeClass, vars } from '@lingua/ui';

/** Light until a visitor saves another theme in Settings. */
export const defaultThemeClass = themeClass('light');
