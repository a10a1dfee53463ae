export { loadCatalogue } from './load';
export {
  acceptedLanguages,
  defaultLocale,
  isLocale,
  type Locale,
  localeNames,
  locales,
  matchLocale,
} from './locales';
export {
  type Catalogue,
  isMessage,
  type Message,
  type MessageId,
  type MessageValues,
  msg,
  type Text,
} from './messages';
