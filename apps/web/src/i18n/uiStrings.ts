import type { MessageId } from '@lingua/i18n';
import type { UiStrings } from '@lingua/ui';
import { createElement, Fragment, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formattersFor } from './format';

/** ui's built-in words from the catalogue (`ui.*`), in the current language. */
export function useUiCatalogueStrings(): UiStrings {
  const intl = useIntl();
  return useMemo(() => {
    const say = (id: MessageId, values?: Record<string, number | string>) =>
      intl.formatMessage({ id }, values);
    const format = formattersFor(intl.locale);
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
      verdictCorrect: say('ui.verdictCorrect'),
      verdictHalf: say('ui.verdictHalf'),
      verdictWrong: say('ui.verdictWrong'),
      verdictToCheck: say('ui.verdictToCheck'),
      questionNumber: (position) => say('ui.questionNumber', { position }),
      answer: say('ui.answer'),
      noAnswer: say('ui.noAnswer'),
      feedback: say('ui.feedback'),
      tip: say('ui.tip'),
      teacherComment: say('ui.teacherComment'),
      youFlagged: say('ui.youFlagged'),
      changes: say('ui.changes'),
      notChanged: say('ui.notChanged'),
      flags: say('ui.flags'),
      noFlags: say('ui.noFlags'),
      noScore: say('ui.noScore'),
      score: (score) => say('ui.score', { score: format.percent(score) }),
      excusedNotInAverages: say('ui.excusedNotInAverages'),
      late: say('ui.late'),
      timeTaken: say('ui.timeTaken'),
      handedIn: say('ui.handedIn'),
      itemAnalysis: say('ui.itemAnalysis'),
      noSittings: say('ui.noSittings'),
      question: say('ui.question'),
      shareCorrect: say('ui.shareCorrect'),
      discrimination: say('ui.discrimination'),
      commonWrongAnswers: say('ui.commonWrongAnswers'),
      none: say('ui.none'),
      checkKey: say('ui.checkKey'),
      flaggedBy: (students) => say('ui.flaggedBy', { students }),
      accommodations: say('ui.accommodations'),
      timeLimit: say('ui.timeLimit'),
      timeLimitDescription: say('ui.timeLimitDescription'),
      timeMultiplier: (value) =>
        value === 1 ? say('ui.noExtraTime') : say('ui.timeMultiplier', { value }),
      extraAttempts: say('ui.extraAttempts'),
      extraAttemptsDescription: say('ui.extraAttemptsDescription'),
      saveAccommodations: say('ui.saveAccommodations'),
      verdict: say('ui.verdict'),
      changeTheVerdict: say('ui.changeTheVerdict'),
      commentForStudent: say('ui.commentForStudent'),
      commentDescription: say('ui.commentDescription'),
      saveVerdict: say('ui.saveVerdict'),
      extension: say('ui.extension'),
      newDue: say('ui.newDue'),
      assignmentDue: (moment) =>
        intl.formatMessage(
          { id: 'ui.assignmentDue' },
          { moment: createElement(Fragment, { key: 'moment' }, moment) },
        ),
      dueNotLater: say('ui.dueNotLater'),
      saveExtension: say('ui.saveExtension'),
      removeExtension: say('ui.removeExtension'),
      savingPending: say('ui.savingPending'),
      answersToCheck: say('ui.answersToCheck'),
      nothingToCheck: say('ui.nothingToCheck'),
      nothingToCheckDescription: say('ui.nothingToCheckDescription'),
      answerKey: say('ui.answerKey'),
      acceptAnswer: say('ui.acceptAnswer'),
      refuseAnswer: say('ui.refuseAnswer'),
      characterCount: (count, max) => say('ui.characterCount', { count, max }),
    };
  }, [intl]);
}
