import { createContext, useContext } from 'react';
import type { InspectionEvent, Observer } from 'xstate';

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
