import { readApiError } from '@lingua/api';
import { msg } from '@lingua/i18n';
import { Button, Dialog, TextArea } from '@lingua/ui';
import { useState } from 'react';
import { useShowToast } from '../../app/services';
import { type ClassAccountCards, useCreateClassAccounts } from '../../features/rooms/queries';
import { useText } from '../../i18n/useText';
import { parsePupilLines } from './pupilLines';
import * as styles from './RoomDetailScreen.css';

/** Generous for a pasted class: 100 pupils of long names. */
const LIST_MAX = 20_000;

/**
 * Pupils without e-mail, added by name: the teacher types or pastes the class list, sees how
 * many accounts it makes and which lines make none, and gets the sign-in cards.
 */
export function AddPupilsDialog({
  roomId,
  onClose,
  onCreated,
}: {
  roomId: string;
  onClose: () => void;
  onCreated: (cards: ClassAccountCards) => void;
}) {
  const t = useText();
  const showToast = useShowToast();
  const [text, setText] = useState('');
  const { pupils, problems } = parsePupilLines(text);
  const create = useCreateClassAccounts(roomId, {
    onSuccess: (cards) => onCreated(cards),
    onError: (error) =>
      showToast({
        title: msg('common.error'),
        description: readApiError(error, msg('rooms.addPupils.failed')),
        variant: 'destructive',
      }),
  });

  return (
    <Dialog title={t('rooms.addPupils.title')} isOpen onOpenChange={(open) => !open && onClose()}>
      <div className={styles.dialogBody}>
        <TextArea
          label={t('rooms.addPupils.list')}
          description={t('rooms.addPupils.description')}
          value={text}
          onChange={setText}
          maxLength={LIST_MAX}
          rows={8}
        />
        <p role="status">{t('rooms.addPupils.count', { count: pupils.length })}</p>
        {problems.length > 0 && (
          <div>
            <p className={styles.hint}>{t('rooms.addPupils.problems')}</p>
            <ul className={styles.invited}>
              {problems.map(({ line, problem }) => (
                <li key={line}>{t(`rooms.addPupils.problem.${problem}`, { line })}</li>
              ))}
            </ul>
          </div>
        )}
        <Button
          isDisabled={pupils.length === 0}
          isPending={create.isPending}
          pendingLabel={t('rooms.addPupils.creating')}
          onPress={() => create.mutate(pupils)}
        >
          {t('rooms.addPupils.create', { count: pupils.length })}
        </Button>
      </div>
    </Dialog>
  );
}
