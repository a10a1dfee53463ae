export { Button, type ButtonProps } from './components/Button/Button';
export { Description, FieldError, type FieldProps, Label } from './components/Field/Field';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export * as icons from './icons/icons';
export { media, mobileBreakpoint } from './theme/breakpoints';
export { vars } from './theme/contract.css';
export { type ThemeName, themeClass, themeNames } from './theme/themeClass';
export { scoreTone, type Tone, urgencyTone } from './theme/tone';
