import { readApiError } from '@lingua/api';
import { AlertDialog, Button } from '@lingua/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useLeaveRoom } from '../../features/rooms/queries';
import { useShowToast } from '../../layout/services';

/**
 * Leave room, for a member: asks first, then goes back to the rooms list. The invitation mail
 * links here with #leave, which opens the question at once.
 */
export function LeaveRoom({ roomId, roomName }: { roomId: string; roomName: string }) {
  const showToast = useShowToast();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(() => window.location.hash === '#leave');
  const leave = useLeaveRoom(roomId, {
    onSuccess: () => {
      showToast({ title: 'Left room', description: `You left ${roomName}.`, variant: 'default' });
    },
    onCleared: () => navigate('/rooms', { replace: true }),
    onError: (error) =>
      showToast({
        title: 'Error',
        description: readApiError(error, 'You could not leave the room.'),
        variant: 'destructive',
      }),
    onSettled: () => setAsking(false),
  });

  return (
    <>
      <Button variant="secondary" onPress={() => setAsking(true)}>
        Leave room
      </Button>
      <AlertDialog
        title="Leave room?"
        isOpen={asking}
        onOpenChange={setAsking}
        variant="danger"
        confirmLabel="Leave room"
        isPending={leave.isPending}
        onConfirm={() => leave.mutate()}
      >
        {`You will leave “${roomName}”: its assignments disappear from your list. Your own work stays yours. To come back, ask your teacher for the room's code.`}
      </AlertDialog>
    </>
  );
}
