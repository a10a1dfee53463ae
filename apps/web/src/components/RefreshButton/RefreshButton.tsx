import { Button, icons } from '@lingua/ui';
import { useText } from '../../i18n/useText';

interface RefreshButtonProps {
  onPress: () => void;
  /** A reload is running: the icon turns into a spinner announcing "Refreshing". */
  isPending?: boolean;
}

/** The page header's Refresh: loads the screen's data again. */
export function RefreshButton({ onPress, isPending = false }: RefreshButtonProps) {
  const t = useText();
  return (
    <Button
      variant="secondary"
      icon={<icons.RefreshIcon />}
      isPending={isPending}
      pendingLabel={t('layout.refreshing')}
      onPress={onPress}
    >
      {t('layout.refresh')}
    </Button>
  );
}
