import { readFieldErrors } from '@lingua/api/errors';
import { assign, setup } from 'xstate';
import { type FieldErrors, hasNoErrors } from '../shared/errors';
import { injectedPromise } from '../shared/injected';
import type { Toast } from '../shared/toast';
import { changeField, type EditedForm, refuseSubmit } from './editing';

/** Field name -> current text; each form names its fields, so a mistyped one does not compile. */
export type FormValues<TField extends string> = Record<TField, string>;

export type FormContext<TField extends string> = EditedForm<
  FormValues<TField>,
  FieldErrors<TField>
>;

export type FormEvent<TField extends string> =
  | { type: 'field.change'; field: TField; value: string }
  | { type: 'form.submit' };

export interface FormDefinition<TField extends string> {
  id: string;
  initialValues: FormValues<TField>;
  validate: (values: FormValues<TField>) => FieldErrors<TField>;
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
  const { validate } = definition;
  return setup({
    types: {
      context: {} as FormContext<TField>,
      events: {} as FormEvent<TField>,
    },
    actors: {
      // Its input is always `context.values`; XState cannot check an invoke's input against a
      // type parameter, so the providers read it as `FormValues<TField>`.
      submit: injectedPromise<unknown, FormValues<string>>(`${definition.id}.submit`),
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
              // The contract's field names are the form's (`email`, `password`...).
              assign(({ event }) => ({
                errors: readFieldErrors(event.error) as FieldErrors<TField>,
              })),
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

/** The machine of a form with the fields `TField`. */
export type FormMachine<TField extends string> = ReturnType<typeof createFormMachine<TField>>;
