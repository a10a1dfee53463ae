import { Button, icons } from '@lingua/ui';

/** The trash icon in a card's corner; `name` tells screen readers what goes. */
export function DeleteButton({ name, onPress }: { name: string; onPress: () => void }) {
  return (
    <Button
      variant="ghost"
      size="small"
      icon={<icons.TrashIcon />}
      aria-label={`Delete ${name}`}
      onPress={onPress}
    />
  );
}
