import { type Room, readApiError, readFieldErrors } from '@lingua/api';
import { msg } from '@lingua/i18n';
import { Checkbox, DatePicker, Dialog, FormFooter, NumberField } from '@lingua/ui';
import { useState } from 'react';
import { useShowToast } from '../../app/services';
import { useJoinSettings } from '../../features/rooms/queries';
import { useText } from '../../i18n/useText';
import { changedSettings, dayOf } from './joinSettings';
import * as styles from './RoomDetailScreen.css';

interface JoinSettingsDialogProps {
  room: Room;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * How the room's code may be used: pupils wait for the teacher's approval, the code ends on a
 * day, or lets a number of pupils in. Empty fields mean no end and no cap.
 */
export function JoinSettingsDialog({ room, isOpen, onClose }: JoinSettingsDialogProps) {
  const t = useText();
  return (
    <Dialog
      title={t('rooms.settings.title')}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
    >
      {/* Mounted at each opening, so it starts from the room as it is now. */}
      <SettingsForm room={room} onClose={onClose} />
    </Dialog>
  );
}

function SettingsForm({ room, onClose }: Omit<JoinSettingsDialogProps, 'isOpen'>) {
  const t = useText();
  const showToast = useShowToast();
  const [approval, setApproval] = useState(room.join_approval ?? false);
  const [end, setEnd] = useState(() => dayOf(room.join_code_expires_at));
  const [cap, setCap] = useState(room.join_code_max_uses ?? Number.NaN);
  const save = useJoinSettings(room.id, {
    onSuccess: () => {
      showToast({ title: msg('rooms.settings.saved'), variant: 'default' });
      onClose();
    },
  });
  const fieldErrors = save.isError ? readFieldErrors(save.error) : {};
  const failure =
    save.isError && Object.keys(fieldErrors).length === 0
      ? readApiError(save.error, t('rooms.settings.failed'))
      : undefined;

  return (
    <form
      noValidate
      className={styles.dialogBody}
      onSubmit={(event) => {
        event.preventDefault();
        const changes = changedSettings(room, approval, end, cap);
        if (Object.keys(changes).length === 0) onClose();
        else save.mutate(changes);
      }}
    >
      <Checkbox
        isSelected={approval}
        onChange={(value) => {
          setApproval(value);
          save.reset();
        }}
      >
        {t('rooms.settings.approval')}
      </Checkbox>
      <DatePicker
        label={t('rooms.settings.end')}
        description={t('rooms.settings.endHint')}
        value={end}
        onChange={(value) => {
          setEnd(value);
          save.reset();
        }}
        isInvalid={fieldErrors.expires_at !== undefined}
        errorMessage={fieldErrors.expires_at}
      />
      <NumberField
        label={t('rooms.settings.cap')}
        description={t('rooms.settings.capHint')}
        minValue={1}
        maxValue={1000}
        value={cap}
        onChange={(value) => {
          setCap(value);
          save.reset();
        }}
        isInvalid={fieldErrors.max_uses !== undefined}
        errorMessage={fieldErrors.max_uses}
      />
      <FormFooter
        submitLabel={t('rooms.settings.save')}
        isPending={save.isPending}
        errorMessage={failure}
        onCancel={onClose}
      />
    </form>
  );
}
