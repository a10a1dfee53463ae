import { readApiError } from '@lingua/api';
import { msg } from '@lingua/i18n';
import { Button } from '@lingua/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useShowToast } from '../../app/services';
import { AlertDialogOnFirstOpen as AlertDialog } from '../../components/AlertDialogOnFirstOpen/AlertDialogOnFirstOpen';
import { useLeaveRoom } from '../../features/rooms/queries';
import { useNamed } from '../../i18n/named';
import { useText } from '../../i18n/useText';

/**
 * Leave room, for a member: asks first, then goes back to the rooms list. The invitation mail
 * links here with #leave, which opens the question at once.
 */
export function LeaveRoom({ roomId, roomName }: { roomId: string; roomName: string }) {
  const t = useText();
  const named = useNamed();
  const showToast = useShowToast();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(() => window.location.hash === '#leave');
  const leave = useLeaveRoom(roomId, {
    onSuccess: () => {
      showToast({
        title: msg('rooms.leave.left'),
        description: msg('rooms.leave.leftNamed', { name: roomName }),
        variant: 'default',
      });
      navigate('/rooms', { replace: true });
    },
    onError: (error) =>
      showToast({
        title: msg('common.error'),
        description: readApiError(error, msg('rooms.leave.failed')),
        variant: 'destructive',
      }),
    onSettled: () => setAsking(false),
  });

  return (
    <>
      <Button variant="secondary" onPress={() => setAsking(true)}>
        {t('rooms.leave.button')}
      </Button>
      <AlertDialog
        title={t('rooms.leave.title')}
        isOpen={asking}
        onOpenChange={setAsking}
        variant="danger"
        confirmLabel={t('rooms.leave.button')}
        isPending={leave.isPending}
        onConfirm={() => leave.mutate()}
      >
        {named('rooms.leave.body', { name: roomName })}
      </AlertDialog>
    </>
  );
}
