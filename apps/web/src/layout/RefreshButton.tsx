import { Button, icons } from '@lingua/ui';

interface RefreshButtonProps {
  onPress: () => void;
  /** A reload is running: the icon turns into a spinner announcing "Refreshing". */
  isPending?: boolean;
}

/** The page header's Refresh: loads the screen's data again. */
export function RefreshButton({ onPress, isPending = false }: RefreshButtonProps) {
  return (
    <Button
      variant="secondary"
      icon={<icons.RefreshIcon />}
      isPending={isPending}
      pendingLabel="Refreshing"
      onPress={onPress}
    >
      Refresh
    </Button>
  );
}
