import { readApiError } from '@lingua/api';
import { Button, Card, Dialog, PasswordField } from '@lingua/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteAccount } from '../../features/users/queries';
import { useShowToast } from '../../layout/services';
import { useRole } from '../../layout/useRole';
import { useSession } from '../../session/sessionContext';
import * as styles from './SettingsScreen.css';

/**
 * Delete account: a dialog says what goes (a teacher's rooms and their assignments too) and
 * asks for the password; afterwards the session ends on this browser.
 */
export function DeleteAccountCard() {
  const queryClient = useQueryClient();
  const showToast = useShowToast();
  const { signOut } = useSession();
  const { isTeacher } = useRole();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount({
    onSuccess: () => {
      showToast({ title: 'Account deleted', variant: 'default' });
      queryClient.clear();
      signOut();
    },
  });
  const close = (isOpen: boolean) => {
    setOpen(isOpen);
    if (!isOpen) {
      setPassword('');
      remove.reset();
    }
  };
  const error = remove.isError ? readApiError(remove.error, 'The account was not deleted.') : null;

  return (
    <Card title="Delete account" headingLevel={2}>
      <div className={styles.stack}>
        <p>Delete your account and everything Lingua keeps about you. This cannot be undone.</p>
        <div>
          <Button variant="danger" onPress={() => setOpen(true)}>
            Delete account
          </Button>
        </div>
      </div>
      <Dialog title="Delete your account?" isOpen={open} onOpenChange={close}>
        <form
          noValidate
          className={styles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            if (password) remove.mutate(password);
          }}
        >
          <p>These go for good:</p>
          <ul>
            <li>your profile, settings and sign-ins on every device</li>
            <li>your exercises, templates, answers, scores and feedback</li>
            <li>your place in every room you belong to</li>
            {isTeacher && <li>the rooms you teach, with their assignments and results</li>}
          </ul>
          <p>Export your data first if you want to keep a copy.</p>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              remove.reset();
            }}
            isInvalid={error !== null}
            errorMessage={error ?? undefined}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => close(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="danger"
              isDisabled={!password}
              isPending={remove.isPending}
            >
              Delete account
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
