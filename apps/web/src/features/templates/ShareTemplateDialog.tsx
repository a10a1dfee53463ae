import { readApiError } from '@lingua/api';
import { Button, Dialog, Radio, RadioGroup, Select, TextField } from '@lingua/ui';
import { useState } from 'react';
import * as styles from '../../features/exercises/exercise.css';
import { useShowToast } from '../../layout/services';
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
  return (
    <Dialog
      title="Share Template"
      isOpen={template !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {template && <ShareForm key={template.id} template={template} onClose={onClose} />}
    </Dialog>
  );
}

function ShareForm({ template, onClose }: { template: LibraryTemplate; onClose: () => void }) {
  const showToast = useShowToast();
  const rooms = useTeacherRooms();
  const [audience, setAudience] = useState<Audience>('user');
  const [email, setEmail] = useState('');
  const [roomId, setRoomId] = useState('');
  const share = useShareTemplate(template.id, {
    onSuccess: ({ shared_with }) => {
      showToast({
        title: 'Template Shared',
        description: `"${template.template_name}" was shared with ${shared_with} ${shared_with === 1 ? 'user' : 'users'}.`,
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
      <p className={styles.muted}>{template.template_name}</p>
      <RadioGroup
        label="Share with"
        value={audience}
        onChange={(value) => setAudience(value as Audience)}
        isDisabled={share.isPending}
      >
        <Radio value="user">A user, by e-mail</Radio>
        <Radio value="room">Everyone in a room</Radio>
      </RadioGroup>
      {audience === 'user' ? (
        <TextField
          label="E-mail"
          type="email"
          value={email}
          onChange={setEmail}
          isDisabled={share.isPending}
          autoFocus
        />
      ) : (
        <Select
          label="Room"
          placeholder="Select a room"
          options={(rooms.data ?? []).map((room) => ({
            id: room.id,
            label: `${room.room_name} (${room.list_users.length} members)`,
          }))}
          selectedKey={roomId || null}
          onSelectionChange={(key) => setRoomId(String(key ?? ''))}
          isDisabled={share.isPending}
        />
      )}
      {share.isError && (
        <p role="alert" className={styles.error}>
          {readApiError(share.error, 'Failed to share the template.')}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose} isDisabled={share.isPending}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={!ready} isPending={share.isPending}>
          Share
        </Button>
      </div>
    </form>
  );
}
