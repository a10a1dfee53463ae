import { readFieldErrors } from '@lingua/api/errors';
import { assign, setup } from 'xstate';
import { type FieldErrors, hasNoErrors } from '../shared/errors';
import { injectedPromise } from '../shared/injected';
import type { Toast } from '../shared/toast';
import { changeField, type EditedForm, refuseSubmit } from './editing';

/** Field name -> current text. */
export type FormValues = Record<string, string>;

export type FormContext = EditedForm<FormValues, FieldErrors>;

export type FormEvent =
  | { type: 'field.change'; field: string; value: string }
  | { type: 'form.submit' };

export interface FormDefinition<TField extends string> {
  id: string;
  initialValues: Record<TField, string>;
  validate: (values: Record<TField, string>) => FieldErrors<TField>;
  successToast: (output: unknown) => Toast;
  failureToast: (error: unknown) => Toast;
}

/**
 * A single-step form: edit -> submit (client rules) -> the injected `submit` actor (input: the
 * values) -> `submitted` (final; `reportSuccess` gets `{ output }` of the actor), or back to
 * editing with the server's field errors and a toast. The auth pages are instances of it: they
 * differ only in fields, rules and copy.
 */
export function createFormMachine<TField extends string>(definition: FormDefinition<TField>) {
  // The machine's own types stay concrete (XState's inference does not survive generics);
  // every value it holds was created from `initialValues`, so the fields always match.
  const validate = (values: FormValues): FieldErrors =>
    definition.validate(values as Record<TField, string>);
  return setup({
    types: {
      context: {} as FormContext,
      events: {} as FormEvent,
    },
    actors: {
      submit: injectedPromise<unknown, FormValues>(`${definition.id}.submit`),
    },
    actions: {
      showToast: (_, _toast: Toast) => {},
      /** The page's follow-up: navigate, hand the login to the session... */
      reportSuccess: (_, _result: { output: unknown }) => {},
    },
    guards: {
      isValid: ({ context }) => hasNoErrors(validate(context.values)),
    },
  }).createMachine({
    id: definition.id,
    context: { values: definition.initialValues, errors: {}, submitted: false },
    initial: 'editing',
    states: {
      editing: {
        on: {
          'field.change': {
            actions: assign(({ context, event }) =>
              changeField(context, event.field, event.value, validate),
            ),
          },
          'form.submit': [
            {
              guard: 'isValid',
              target: 'submitting',
              actions: assign({ errors: {}, submitted: true }),
            },
            {
              actions: assign(({ context }) => refuseSubmit(context.values, validate)),
            },
          ],
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          src: 'submit',
          input: ({ context }) => context.values,
          onDone: {
            target: 'submitted',
            actions: [
              { type: 'showToast', params: ({ event }) => definition.successToast(event.output) },
              { type: 'reportSuccess', params: ({ event }) => ({ output: event.output }) },
            ],
          },
          onError: {
            target: 'editing',
            actions: [
              assign({ errors: ({ event }) => readFieldErrors(event.error) }),
              { type: 'showToast', params: ({ event }) => definition.failureToast(event.error) },
            ],
          },
        },
      },
      submitted: {
        type: 'final',
      },
    },
  });
}
