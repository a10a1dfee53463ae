export { Button, type ButtonProps } from './components/Button/Button';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { ComboBox, type ComboBoxProps } from './components/ComboBox/ComboBox';
export { Description, FieldError, type FieldProps, Label } from './components/Field/Field';
export { Link, type LinkProps } from './components/Link/Link';
export type { Option } from './components/ListBox/ListBoxItem';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export {
  Popover,
  PopoverDialog,
  type PopoverDialogProps,
  type PopoverProps,
} from './components/Popover/Popover';
export {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type RadioProps,
} from './components/RadioGroup/RadioGroup';
export { Select, type SelectProps } from './components/Select/Select';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export * as icons from './icons/icons';
export { media, mobileBreakpoint } from './theme/breakpoints';
export { vars } from './theme/contract.css';
export { type ThemeName, themeClass, themeNames } from './theme/themeClass';
export { scoreTone, type Tone, urgencyTone } from './theme/tone';
