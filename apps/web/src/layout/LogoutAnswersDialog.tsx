import { AlertDialog } from '@lingua/ui';
import { useText } from '../i18n/useText';

/** Where a logout stands with the sitting answers this browser keeps unsent. */
export type LogoutAnswers =
  | { status: 'none' }
  /** Sending takes a moment: the user waits. */
  | { status: 'sending' }
  /** Some could not be sent (offline, server error): the user decides. */
  | { status: 'unsent'; count: number };

export interface LogoutAnswersDialogProps {
  answers: LogoutAnswers;
  /** Stay signed in (the safe choice, focused first). */
  onStay: () => void;
  /** Log out anyway: the answers stay kept on this device for this user. */
  onLogOut: () => void;
}

/** The confirmation a logout asks when kept sitting answers could not be sent. */
export function LogoutAnswersDialog({ answers, onStay, onLogOut }: LogoutAnswersDialogProps) {
  const t = useText();
  const sending = answers.status === 'sending';
  const count = answers.status === 'unsent' ? answers.count : 0;
  return (
    <AlertDialog
      title={
        sending
          ? t('shell.logoutAnswers.sendingTitle')
          : t('shell.logoutAnswers.unsentTitle', { count })
      }
      isOpen={answers.status !== 'none'}
      onOpenChange={(open) => !open && onStay()}
      variant="danger"
      cancelLabel={t('shell.logoutAnswers.stay')}
      confirmLabel={sending ? t('ui.logOut') : t('shell.logoutAnswers.anyway')}
      isPending={sending}
      onConfirm={onLogOut}
    >
      {sending
        ? t('shell.logoutAnswers.sendingBody')
        : t('shell.logoutAnswers.unsentBody', { count })}
    </AlertDialog>
  );
}
