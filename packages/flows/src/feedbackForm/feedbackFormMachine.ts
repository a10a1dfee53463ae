import * as contract from '@lingua/api/contract';
import { type Message, msg } from '@lingua/i18n';
import { assign, setup } from 'xstate';
import type { FeedbackRequest, FeedbackType } from '../shared/api';
import { injectedPromise } from '../shared/injected';
import { errorToast, successToast, type Toast } from '../shared/toast';
import { isBlank } from '../shared/validators';

export const FEEDBACK_MAX_LENGTH = contract.FeedbackText.maxLength;

/** The category choices, value: label (platform-shell.md section 9). */
export const feedbackCategories: Record<FeedbackType, Message> = {
  bug: msg('feedback.category.bug'),
  feature: msg('feedback.category.feature'),
  improvement: msg('feedback.category.improvement'),
  general: msg('feedback.category.general'),
  other: msg('feedback.category.other'),
};

export interface FeedbackFormContext {
  feedback_type: FeedbackType | '';
  feedback_text: string;
}

export type FeedbackFormEvent =
  | { type: 'category.change'; value: FeedbackType }
  | { type: 'text.change'; value: string }
  | { type: 'feedback.submit' };

export const feedbackFormMachine = setup({
  types: {
    context: {} as FeedbackFormContext,
    events: {} as FeedbackFormEvent,
  },
  actors: {
    /** POST /feedback/create. */
    submitFeedback: injectedPromise<unknown, FeedbackRequest>('feedbackForm.submitFeedback'),
  },
  actions: {
    showToast: (_, _toast: Toast) => {},
  },
  guards: {
    isComplete: ({ context }) => context.feedback_type !== '' && !isBlank(context.feedback_text),
  },
}).createMachine({
  id: 'feedbackForm',
  context: { feedback_type: '', feedback_text: '' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'category.change': { actions: assign({ feedback_type: ({ event }) => event.value }) },
        'text.change': {
          actions: assign({
            feedback_text: ({ event }) => event.value.slice(0, FEEDBACK_MAX_LENGTH),
          }),
        },
        'feedback.submit': [
          { guard: 'isComplete', target: 'submitting' },
          {
            actions: {
              type: 'showToast',
              params: errorToast(msg('feedback.missingTitle'), msg('feedback.missingText')),
            },
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitFeedback',
        input: ({ context }) => ({
          feedback_type: context.feedback_type as FeedbackType,
          feedback_text: context.feedback_text.trim(),
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign({ feedback_type: '', feedback_text: '' }),
            {
              type: 'showToast',
              params: successToast(msg('feedback.submittedTitle'), msg('feedback.submittedText')),
            },
          ],
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'showToast',
            params: errorToast(msg('common.error'), msg('feedback.failed')),
          },
        },
      },
    },
  },
});
