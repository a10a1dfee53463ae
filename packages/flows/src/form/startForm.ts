import { createActor } from 'xstate';
import { fakeCall } from '../shared/testing';
import type { Toast } from '../shared/toast';
import type { FormMachine, FormValues } from './formMachine';

/** Starts a form machine with a fake `submit` call and records toasts and successes. */
export function startForm<TField extends string>(
  machine: FormMachine<TField>,
  respond: (values: FormValues<TField>) => unknown,
) {
  const toasts: Toast[] = [];
  const successes: unknown[] = [];
  const submit = fakeCall(respond);
  const actor = createActor(
    machine.provide({
      actors: { submit: submit.logic },
      actions: {
        showToast: (_, toast) => toasts.push(toast),
        reportSuccess: (_, { output }) => successes.push(output),
      },
    }),
  ).start();
  const fill = (values: Partial<FormValues<TField>>) => {
    for (const [field, value] of Object.entries(values) as [TField, string][]) {
      actor.send({ type: 'field.change', field, value });
    }
  };
  return { actor, toasts, successes, calls: submit.calls, fill };
}
