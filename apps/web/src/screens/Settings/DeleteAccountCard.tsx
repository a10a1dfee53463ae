import { readApiError } from '@lingua/api';
import { msg } from '@lingua/i18n';
import { Button, Card, Dialog, PasswordField } from '@lingua/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useShowToast } from '../../app/services';
import { useRole } from '../../app/useRole';
import { useDeleteAccount } from '../../features/users/queries';
import { useText } from '../../i18n/useText';
import { useSession } from '../../session/sessionContext';
import * as styles from './SettingsScreen.css';

/**
 * Delete account: a dialog says what goes (a teacher's rooms and their assignments too) and
 * asks for the password; afterwards the session ends on this browser.
 */
export function DeleteAccountCard() {
  const queryClient = useQueryClient();
  const showToast = useShowToast();
  const t = useText();
  const { signOut } = useSession();
  const { isTeacher } = useRole();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount({
    onSuccess: () => {
      showToast({ title: msg('settings.delete.done'), variant: 'default' });
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
  const error = remove.isError
    ? t(readApiError(remove.error, msg('settings.delete.failed')))
    : null;

  return (
    <Card title={t('settings.delete.title')} headingLevel={2}>
      <div className={styles.stack}>
        <p>{t('settings.delete.intro')}</p>
        <div>
          <Button variant="danger" onPress={() => setOpen(true)}>
            {t('settings.delete.button')}
          </Button>
        </div>
      </div>
      <Dialog title={t('settings.delete.dialogTitle')} isOpen={open} onOpenChange={close}>
        <form
          noValidate
          className={styles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            if (password) remove.mutate(password);
          }}
        >
          <p>{t('settings.delete.goes')}</p>
          <ul>
            <li>{t('settings.delete.profile')}</li>
            <li>{t('settings.delete.work')}</li>
            <li>{t('settings.delete.rooms')}</li>
            {isTeacher && <li>{t('settings.delete.taught')}</li>}
          </ul>
          <p>{t('settings.delete.exportFirst')}</p>
          <PasswordField
            label={t('common.password')}
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
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              variant="danger"
              isDisabled={!password}
              isPending={remove.isPending}
            >
              {t('settings.delete.button')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
