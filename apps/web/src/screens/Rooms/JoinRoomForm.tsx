import { readApiError } from '@lingua/api';
import { Button, Card, TextField } from '@lingua/ui';
import { useState } from 'react';
import { useJoinRoom } from '../../features/rooms/queries';
import { useShowToast } from '../../layout/services';
import * as styles from './RoomsScreen.css';

/** A join link (`/rooms#join=CODE`) fills the code in; the pupil still chooses to join. */
const codeFromLink = () => new URLSearchParams(window.location.hash.slice(1)).get('join') ?? '';

/** Join a room: the pupil types the code their teacher gave (rooms by consent). */
export function JoinRoomForm() {
  const showToast = useShowToast();
  const [code, setCode] = useState(codeFromLink);
  const join = useJoinRoom({
    onSuccess: (room) => {
      showToast({
        title: 'Joined room',
        description: `You are now in ${room.room_name}.`,
        variant: 'default',
      });
      setCode('');
    },
  });
  const error = join.isError ? readApiError(join.error, 'You could not join the room.') : null;

  return (
    <Card title="Join a room" headingLevel={2}>
      <form
        noValidate
        className={styles.joinForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) join.mutate(code.trim());
        }}
      >
        <TextField
          label="Room code"
          description="Your teacher gives you this code."
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
          Join
        </Button>
      </form>
    </Card>
  );
}
