import { readApiError } from '@lingua/api';
import { msg } from '@lingua/i18n';
import { Button, Card, TextField } from '@lingua/ui';
import { useState } from 'react';
import { useShowToast } from '../../app/services';
import { useJoinRoom } from '../../features/rooms/queries';
import { useText } from '../../i18n/useText';
import * as styles from './RoomsScreen.css';

/** A join link (`/rooms#join=CODE`) fills the code in; the pupil still chooses to join. */
const codeFromLink = () => new URLSearchParams(window.location.hash.slice(1)).get('join') ?? '';

/** Join a room: the pupil types the code their teacher gave (rooms by consent). */
export function JoinRoomForm() {
  const t = useText();
  const showToast = useShowToast();
  const [code, setCode] = useState(codeFromLink);
  const join = useJoinRoom({
    onSuccess: (answer) => {
      showToast(
        'message' in answer
          ? // The room needs the teacher's approval: the server says what happens next.
            { title: msg('rooms.join.requested'), description: answer.message, variant: 'default' }
          : {
              title: msg('rooms.join.joined'),
              description: msg('rooms.join.joinedIn', { name: answer.room_name }),
              variant: 'default',
            },
      );
      setCode('');
    },
  });
  const error = join.isError ? readApiError(join.error, t('rooms.join.failed')) : null;

  return (
    <Card title={t('rooms.join.title')} headingLevel={2}>
      <form
        noValidate
        className={styles.joinForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) join.mutate(code.trim());
        }}
      >
        <TextField
          label={t('rooms.join.code')}
          description={t('rooms.join.codeHint')}
          value={code}
          onChange={(value) => {
            setCode(value);
            join.reset();
          }}
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
          maxLength={32}
          autoComplete="off"
        />
        <Button type="submit" isDisabled={!code.trim()} isPending={join.isPending}>
          {t('rooms.join.submit')}
        </Button>
      </form>
    </Card>
  );
}
