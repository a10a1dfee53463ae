// The one place the app takes its design tokens from, so screens never reach into ui's files.
export { media, themeClass, vars } from '@lingua/ui';
