import { useMachine } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorOptions, AnyStateMachine, InspectionEvent, Observer } from 'xstate';

export type Inspector = Observer<InspectionEvent> | undefined;

/**
 * The Stately inspector, in development when the address has `?inspect` (see
 * packages/flows/README.md). Production builds drop the import.
 */
export async function loadInspector(): Promise<Inspector> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) {
    return undefined;
  }
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

/** Handed to every actor the app starts: `useActorRef(machine, { inspect })`. */
export const InspectorContext = createContext<Inspector>(undefined);

export const useInspector = (): Inspector => useContext(InspectorContext);

/** `useMachine` with the app's inspector attached, so every flow shows up under `?inspect`. */
export function useInspectedMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ActorOptions<TMachine> = {},
): ReturnType<typeof useMachine<TMachine>> {
  const inspect = useInspector();
  // biome-ignore lint/suspicious/noExplicitAny: useMachine's options type is conditional on the machine's input; ours is the same object plus `inspect`.
  return useMachine(machine, { ...options, inspect } as any);
}
