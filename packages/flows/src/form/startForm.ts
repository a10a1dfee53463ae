import { createActor } from 'xstate';
import { fakeCall } from '../shared/testing';
import type { Toast } from '../shared/toast';
import type { createFormMachine } from './formMachine';

/** Starts a form machine with a fake `submit` call and records toasts and successes. */
export function startForm(
  machine: ReturnType<typeof createFormMachine>,
  respond: (values: Record<string, string>) => unknown,
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
  const fill = (values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'field.change', field, value });
    }
  };
  return { actor, toasts, successes, calls: submit.calls, fill };
}
