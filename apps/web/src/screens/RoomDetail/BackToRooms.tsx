import { Button, icons } from '@lingua/ui';
import { useText } from '../../i18n/useText';

/** The room page's way back to the rooms list (also in its pre-rendered frame, inert). */
export function BackToRooms({ onPress }: { onPress?: () => void }) {
  const t = useText();
  return (
    <div>
      <Button variant="ghost" icon={<icons.ChevronLeftIcon />} onPress={onPress}>
        {t('rooms.detail.back')}
      </Button>
    </div>
  );
}
