import { createContext, type ReactNode, useContext } from 'react';

/**
 * The words ui's components say on their own (close buttons, spinners, empty tables...). ui
 * takes all text from outside: the app passes its catalogue's translations through
 * `UiStringsProvider`; without one, these English words are used.
 */
export interface UiStrings {
  loading: string;
  close: string;
  confirm: string;
  cancel: string;
  notifications: string;
  mainNavigation: string;
  openMenu: string;
  closeMenu: string;
  menu: string;
  logOut: string;
  timeLeft: string;
  /** The countdown's spoken announcement, e.g. "2 minutes left". */
  minutesLeft: (minutes: number) => string;
  secondsLeft: (seconds: number) => string;
  showPassword: string;
  decrease: string;
  increase: string;
  noResults: string;
  /** The combo box's button that opens its list. */
  showSuggestions: string;
  noData: string;
  showAsTable: string;
  item: string;
  value: string;
  allAnswersSaved: string;
  saving: string;
  offline: string;
  /** A text area's counter, e.g. "12/1000 characters". */
  characterCount: (count: number, max: number) => string;
}

export const englishUiStrings: UiStrings = {
  loading: 'Loading',
  close: 'Close',
  confirm: 'Confirm',
  cancel: 'Cancel',
  notifications: 'Notifications',
  mainNavigation: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  logOut: 'Log out',
  timeLeft: 'Time left',
  minutesLeft: (minutes) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`,
  secondsLeft: (seconds) => `${seconds} ${seconds === 1 ? 'second' : 'seconds'} left`,
  showPassword: 'Show password',
  decrease: 'Decrease',
  increase: 'Increase',
  noResults: 'No results',
  showSuggestions: 'Show suggestions',
  noData: 'No data',
  showAsTable: 'Show as table',
  item: 'Item',
  value: 'Value',
  allAnswersSaved: 'All answers saved',
  saving: 'Saving…',
  offline: 'Offline: answers kept on this device',
  characterCount: (count, max) => `${count}/${max} characters`,
};

const UiStringsContext = createContext<UiStrings>(englishUiStrings);

export function UiStringsProvider({
  strings,
  children,
}: {
  strings: UiStrings;
  children: ReactNode;
}) {
  return <UiStringsContext.Provider value={strings}>{children}</UiStringsContext.Provider>;
}

export function useUiStrings(): UiStrings {
  return useContext(UiStringsContext);
}
