import type { FormMachine, FormValues } from '@lingua/flows';
import { fromPromise } from 'xstate';
import { useText } from '../i18n/useText';
import { useInspectedMachine } from './inspector';
import { useShowToast } from './services';

/** What a text or password field of the form takes, spread onto it. */
export interface FormFieldProps<TField extends string = string> {
  name: TField;
  value: string;
  onChange: (value: string) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

/**
 * Runs one of the flows' form machines with the page's effects: `submit` makes the call,
 * `onSuccess` gets its answer (navigate, hand the login to the session...). Returns what a
 * form needs: the props of each field, the submit handler and whether it is busy or done.
 */
export function useFormMachine<TField extends string, TOutput>(
  machine: FormMachine<TField>,
  submit: (values: FormValues<TField>) => Promise<TOutput>,
  onSuccess: (output: TOutput) => void = () => {},
) {
  const showToast = useShowToast();
  const t = useText();
  const [state, send] = useInspectedMachine(
    machine.provide({
      actors: {
        submit: fromPromise<unknown, FormValues<string>>(({ input }) =>
          submit(input as FormValues<TField>),
        ),
      },
      actions: {
        showToast: (_, toast) => showToast(toast),
        reportSuccess: (_, { output }) => onSuccess(output as TOutput),
      },
    }),
  );

  const field = (name: TField): FormFieldProps<TField> => {
    const error = state.context.errors[name];
    return {
      name,
      value: state.context.values[name] ?? '',
      onChange: (value: string) => send({ type: 'field.change', field: name, value }),
      isInvalid: error !== undefined,
      errorMessage: error === undefined ? undefined : t(error),
    };
  };

  return {
    field,
    onSubmit: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      send({ type: 'form.submit' });
    },
    busy: state.hasTag('busy'),
    done: state.matches('submitted'),
  };
}
