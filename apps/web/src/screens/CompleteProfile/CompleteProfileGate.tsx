import { useSelector } from '@xstate/react';
import { useSession } from '../../session/sessionContext';
import { type CompleteProfileActor, CompleteProfileDialog } from './CompleteProfileDialog';

/** Opens the complete-profile dialog while the session says the profile is missing. */
export function CompleteProfileGate() {
  const { actor } = useSession();
  const child = useSelector(actor, (snapshot) =>
    // The child invoked with id `completeProfile` in the needsProfile state.
    snapshot.hasTag('needsProfile')
      ? (snapshot.children.completeProfile as CompleteProfileActor | undefined)
      : undefined,
  );
  return child ? <CompleteProfileDialog actor={child} /> : null;
}
