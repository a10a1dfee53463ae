import { Button, icons } from '@lingua/ui';
import { useId } from 'react';
import { NamedLabel } from './NamedLabel';

/**
 * The trash icon in a card's corner; `name` tells screen readers what goes ("Delete {name}").
 * `lang` when the name is content in another language (an exercise's title).
 */
export function DeleteButton({
  name,
  lang,
  onPress,
}: {
  name: string;
  lang?: string | undefined;
  onPress: () => void;
}) {
  const id = useId();
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        icon={<icons.TrashIcon />}
        aria-labelledby={id}
        onPress={onPress}
      />
      <NamedLabel id={id} message="layout.deleteNamed" value="name" name={name} lang={lang} />
    </>
  );
}
