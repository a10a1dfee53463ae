import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  loadLogoutAnswersDialog,
  preloadLogoutAnswersDialog,
} from '../app/logoutAnswersDialogLoad';
import { readKeptSittings } from '../features/templates/sittingAnswers';
import { useSession } from '../session/sessionContext';
import type { LogoutAnswers } from './LogoutAnswersDialog';

const LogoutAnswersDialog = lazy(() =>
  loadLogoutAnswersDialog().then((component) => ({ default: component })),
);

/**
 * Shows the session's logout as it sends kept sitting answers. The dialog's code is fetched
 * while online whenever this browser keeps answers (`loadLogoutAnswersDialog`), so an offline
 * logout finds it; once shown it stays mounted (it animates out).
 */
export function LogoutAnswersGate() {
  const { actor, state } = useSession();
  const userId = state.status === 'signedIn' ? state.user.id : null;
  useEffect(() => {
    if (!userId) return;
    readKeptSittings(userId).then(
      (kept) => kept.length > 0 && preloadLogoutAnswersDialog(),
      () => {},
    );
  }, [userId]);
  const unsent = useSelector(actor, (snapshot) => {
    if (snapshot.hasTag('unsentAnswers')) return snapshot.context.unsentAnswers;
    return snapshot.hasTag('sendingAnswers') ? 'sending' : null;
  });
  const answers: LogoutAnswers =
    unsent === null
      ? { status: 'none' }
      : unsent === 'sending'
        ? { status: 'sending' }
        : { status: 'unsent', count: unsent };
  const [shown, setShown] = useState(false);
  if (!shown && answers.status !== 'none') setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LogoutAnswersDialog
        answers={answers}
        onStay={() => actor.send({ type: 'logout.stay' })}
        onLogOut={() => actor.send({ type: 'logout.confirm' })}
      />
    </Suspense>
  );
}
