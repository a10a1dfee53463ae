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
  type LoadedCatalogue,
  type Message,
  type MessageId,
  type MessageValues,
  msg,
  type Text,
} from './messages';
export {
  type AreaPart,
  areaParts,
  type CataloguePart,
  catalogueParts,
  isCataloguePart,
  partOf,
} from './parts';
