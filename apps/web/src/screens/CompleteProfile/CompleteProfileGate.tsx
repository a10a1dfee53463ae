import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useSession } from '../../session/sessionContext';
import type { CompleteProfileActor } from './CompleteProfileDialog';

// Loaded only for the few sessions that need it: its form (country combo box, role radios)
// would otherwise weigh on every signed-in page.
const CompleteProfileDialog = lazy(() =>
  import('./CompleteProfileDialog').then((module) => ({ default: module.CompleteProfileDialog })),
);

/** Opens the complete-profile dialog while the session says the profile is missing. */
export function CompleteProfileGate() {
  const { actor } = useSession();
  const child = useSelector(actor, (snapshot) =>
    // The child invoked with id `completeProfile` in the needsProfile state.
    snapshot.hasTag('needsProfile')
      ? (snapshot.children.completeProfile as CompleteProfileActor | undefined)
      : undefined,
  );
  if (!child) return null;
  return (
    <Suspense fallback={null}>
      <CompleteProfileDialog actor={child} />
    </Suspense>
  );
}
