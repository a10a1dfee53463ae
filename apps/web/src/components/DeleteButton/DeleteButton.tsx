import { Button, icons } from '@lingua/ui';
import { useId } from 'react';
import { NamedLabel } from '../../i18n/named';

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
  const labelId = useId();
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        icon={<icons.TrashIcon />}
        aria-labelledby={labelId}
        onPress={onPress}
      />
      <NamedLabel id={labelId} message="layout.deleteNamed" values={{ name }} lang={lang} />
    </>
  );
}
