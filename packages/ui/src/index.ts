// Behaviour-only pieces of react-aria that pair with the components above.
export { DialogTrigger, I18nProvider, RouterProvider } from 'react-aria-components';
export {
  AccommodationsForm,
  type AccommodationsFormProps,
  type AccommodationValues,
  type TimeMultiplier,
  timeMultipliers,
} from './components/AccommodationsForm/AccommodationsForm';
export {
  AnswersToCheck,
  type AnswersToCheckProps,
  type AnswerToCheck,
  DecisionButtons,
  type DecisionButtonsProps,
} from './components/AnswersToCheck/AnswersToCheck';
export {
  AppShell,
  type AppShellProps,
  type AppShellUser,
  type NavItem,
  type NavLinkProps,
} from './components/AppShell/AppShell';
export { type NamedUser, userDisplayName } from './components/AppShell/userDisplayName';
export { Avatar, type AvatarProps } from './components/Avatar/Avatar';
export { initials } from './components/Avatar/initials';
export { Badge, type BadgeProps } from './components/Badge/Badge';
export { BarChart, type BarChartProps } from './components/BarChart/BarChart';
export type { ChartItem } from './components/BarChart/chartItem';
export { Button, type ButtonProps } from './components/Button/Button';
export { Calendar, type CalendarProps } from './components/Calendar/Calendar';
export { Card, type CardProps } from './components/Card/Card';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export {
  CheckboxGroup,
  type CheckboxGroupProps,
} from './components/CheckboxGroup/CheckboxGroup';
export { ComboBox, type ComboBoxProps } from './components/ComboBox/ComboBox';
export { Countdown, type CountdownProps } from './components/Countdown/Countdown';
export { formatCountdown } from './components/Countdown/countdown';
export { DatePicker, type DatePickerProps } from './components/DatePicker/DatePicker';
export { AlertDialog, type AlertDialogProps } from './components/Dialog/AlertDialog';
export { Dialog, type DialogProps } from './components/Dialog/Dialog';
export { LightDialog, type LightDialogProps } from './components/Dialog/LightDialog';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { ExtensionForm, type ExtensionFormProps } from './components/ExtensionForm/ExtensionForm';
export { Description, FieldError, type FieldProps, Label } from './components/Field/Field';
export { FileButton, type FileButtonProps } from './components/FileButton/FileButton';
export { FormFooter, type FormFooterProps } from './components/FormFooter/FormFooter';
export {
  ItemAnalysisTable,
  type ItemAnalysisTableProps,
  type ItemStatistics,
} from './components/ItemAnalysisTable/ItemAnalysisTable';
export { Link, type LinkProps } from './components/Link/Link';
export type { Option } from './components/ListBox/ListBoxItem';
export { Menu, type MenuAction, type MenuProps } from './components/Menu/Menu';
export { Meter, type MeterProps } from './components/Meter/Meter';
export {
  NativeSelect,
  type NativeSelectOption,
  type NativeSelectProps,
} from './components/NativeSelect/NativeSelect';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField';
export {
  OverrideForm,
  type OverrideFormProps,
  type OverrideValues,
} from './components/OverrideForm/OverrideForm';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export {
  Popover,
  PopoverDialog,
  type PopoverDialogProps,
  type PopoverProps,
} from './components/Popover/Popover';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';
export {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type RadioProps,
} from './components/RadioGroup/RadioGroup';
export {
  type CheckedWord,
  ReadingCheck,
  type ReadingCheckProps,
  type ReadingCheckWords,
} from './components/ReadingCheck/ReadingCheck';
export { Recorder, type RecorderProps } from './components/Recorder/Recorder';
export {
  describeRecorder,
  formatDuration,
  type RecorderSaveState,
  type RecorderStatus,
  recorderSaveStates,
  recorderStatuses,
} from './components/Recorder/recorder';
export { englishRecorderWords, type RecorderWords } from './components/Recorder/recorderWords';
export {
  type RubricCriterion,
  RubricScorer,
  type RubricScorerProps,
} from './components/RubricScorer/RubricScorer';
export {
  defaultSaveLabels,
  SaveIndicator,
  type SaveIndicatorProps,
  type SaveIndicatorState,
  saveIndicatorStates,
} from './components/SaveIndicator/SaveIndicator';
export { Select, type SelectProps } from './components/Select/Select';
export {
  type QuestionFlag,
  type ReviewItem,
  type RubricLine,
  SittingReview,
  type SittingReviewProps,
  type VerdictChange,
} from './components/SittingReview/SittingReview';
export {
  SittingSummary,
  type SittingSummaryProps,
} from './components/SittingReview/SittingSummary';
export {
  type Verdict,
  verdictLabels,
  verdicts,
  verdictTones,
} from './components/SittingReview/verdict';
export {
  Skeleton,
  type SkeletonProps,
  SkeletonText,
  type SkeletonTextProps,
} from './components/Skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { StatCard, type StatCardProps } from './components/StatCard/StatCard';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export type { SortDirection, SortOrder } from './components/Table/sortRows';
export { Table, type TableColumn, type TableProps } from './components/Table/Table';
export { Tab, TabList, TabPanel, Tabs } from './components/Tabs/Tabs';
export { TagGroup, type TagGroupProps, type TagItem } from './components/TagGroup/TagGroup';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { TimeField, type TimeFieldProps } from './components/TimeField/TimeField';
export {
  createToastQueue,
  type ToastContent,
  type ToastQueue,
  ToastRegion,
  type ToastRegionProps,
} from './components/Toast/Toast';
export * as icons from './icons/icons';
export {
  englishUiStrings,
  type UiStrings,
  UiStringsProvider,
  useUiStrings,
} from './strings/UiStrings';
export { focusRing } from './styles/focusRing';
export { media, mobileBreakpoint } from './theme/breakpoints';
export { vars } from './theme/contract.css';
export { type ThemeName, themeClass, themeNames } from './theme/themeClass';
export { scoreTone, type Tone, urgencyTone } from './theme/tone';
