import type { MessageId } from '@lingua/i18n';
import type { UiStrings } from '@lingua/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** ui's built-in words from the catalogue (`ui.*`), in the current language. */
export function useUiCatalogueStrings(): UiStrings {
  const intl = useIntl();
  return useMemo(() => {
    const say = (id: MessageId, values?: Record<string, number>) =>
      intl.formatMessage({ id }, values);
    return {
      loading: say('ui.loading'),
      close: say('ui.close'),
      confirm: say('ui.confirm'),
      cancel: say('ui.cancel'),
      notifications: say('ui.notifications'),
      mainNavigation: say('ui.mainNavigation'),
      openMenu: say('ui.openMenu'),
      closeMenu: say('ui.closeMenu'),
      menu: say('ui.menu'),
      logOut: say('ui.logOut'),
      timeLeft: say('ui.timeLeft'),
      minutesLeft: (count) => say('ui.minutesLeft', { count }),
      secondsLeft: (count) => say('ui.secondsLeft', { count }),
      showPassword: say('ui.showPassword'),
      decrease: say('ui.decrease'),
      increase: say('ui.increase'),
      noResults: say('ui.noResults'),
      showSuggestions: say('ui.showSuggestions'),
      noData: say('ui.noData'),
      showAsTable: say('ui.showAsTable'),
      item: say('ui.item'),
      value: say('ui.value'),
      allAnswersSaved: say('ui.allAnswersSaved'),
      saving: say('ui.saving'),
      offline: say('ui.offline'),
      characterCount: (count, max) => say('ui.characterCount', { count, max }),
    };
  }, [intl]);
}
