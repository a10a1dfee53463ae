import { readApiError } from '@lingua/api';
import { msg } from '@lingua/i18n';
import { Button, Dialog, Radio, RadioGroup, Select, TextField } from '@lingua/ui';
import { useState } from 'react';
import { useShowToast } from '../../app/services';
import { useText } from '../../i18n/useText';
import * as styles from '../exercises/exercise.css';
import { useTeacherRooms } from '../rooms/queries';
import { type LibraryTemplate, useShareTemplate } from './queries';

export interface ShareTemplateDialogProps {
  /** The template to share; the dialog is open while there is one. */
  template: LibraryTemplate | null;
  onClose: () => void;
}

type Audience = 'user' | 'room';

/** Shares a template with one user (by e-mail) or with every member of one of the rooms. */
export function ShareTemplateDialog({ template, onClose }: ShareTemplateDialogProps) {
  const t = useText();
  return (
    <Dialog
      title={t('templates.share.title')}
      isOpen={template !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {template && <ShareForm key={template.id} template={template} onClose={onClose} />}
    </Dialog>
  );
}

function ShareForm({ template, onClose }: { template: LibraryTemplate; onClose: () => void }) {
  const t = useText();
  const showToast = useShowToast();
  const rooms = useTeacherRooms();
  const [audience, setAudience] = useState<Audience>('user');
  const [email, setEmail] = useState('');
  const [roomId, setRoomId] = useState('');
  const share = useShareTemplate(template.id, {
    onSuccess: ({ shared_with }) => {
      showToast({
        title: msg('templates.share.done'),
        description: msg('templates.share.doneDetail', {
          name: template.template_name,
          count: shared_with,
        }),
        variant: 'default',
      });
      onClose();
    },
  });
  const ready = audience === 'user' ? email.trim() !== '' : roomId !== '';
  return (
    <form
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready)
          share.mutate(audience === 'user' ? { email: email.trim() } : { room_id: roomId });
      }}
    >
      <p className={styles.muted} translate="no">
        {template.template_name}
      </p>
      <RadioGroup
        label={t('templates.share.with')}
        value={audience}
        onChange={(value) => setAudience(value as Audience)}
        isDisabled={share.isPending}
      >
        <Radio value="user">{t('templates.share.byEmail')}</Radio>
        <Radio value="room">{t('templates.share.byRoom')}</Radio>
      </RadioGroup>
      {audience === 'user' ? (
        <TextField
          label={t('templates.share.email')}
          type="email"
          value={email}
          onChange={setEmail}
          isDisabled={share.isPending}
          autoFocus
        />
      ) : (
        <Select
          label={t('templates.share.room')}
          placeholder={t('templates.share.selectRoom')}
          options={(rooms.data ?? []).map((room) => ({
            id: room.id,
            label: t('templates.share.roomOption', {
              name: room.room_name,
              count: room.list_users.length,
            }),
          }))}
          selectedKey={roomId || null}
          onSelectionChange={(key) => setRoomId(String(key ?? ''))}
          isDisabled={share.isPending}
        />
      )}
      {share.isError && (
        <p role="alert" className={styles.error}>
          {t(readApiError(share.error, msg('templates.share.failed')))}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose} isDisabled={share.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isDisabled={!ready} isPending={share.isPending}>
          {t('templates.card.share')}
        </Button>
      </div>
    </form>
  );
}
