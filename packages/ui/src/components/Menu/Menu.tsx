import { lazy, type ReactNode, Suspense, useState } from 'react';
import { MoreIcon } from '../../icons/icons';
import { Button } from '../Button/Button';

export interface MenuAction {
  id: string;
  label: string;
  icon?: ReactNode;
  /** Destructive actions are drawn in the danger colour. */
  isDanger?: boolean;
  isDisabled?: boolean;
}

export interface MenuProps {
  /** Name of the trigger button, e.g. "Actions for Spanish B1". */
  triggerLabel: string;
  actions: MenuAction[];
  onAction: (id: string) => void;
}

// react-aria's menu, popover and collection code (about 25 KB gzip), fetched on the first press.
const MenuOpened = lazy(() =>
  import('./MenuOpened').then((module) => ({ default: module.MenuOpened })),
);

/** A "⋯" button opening a list of actions for one row or card. */
export function Menu(props: MenuProps) {
  const [opening, setOpening] = useState<{ byKeyboard: boolean } | null>(null);
  const trigger = (
    <Button
      variant="ghost"
      size="small"
      icon={<MoreIcon />}
      aria-label={props.triggerLabel}
      aria-haspopup="true"
      aria-expanded={false}
      isPending={opening !== null}
      onPress={(event) =>
        setOpening({
          byKeyboard: event.pointerType === 'keyboard' || event.pointerType === 'virtual',
        })
      }
    />
  );
  if (opening === null) return trigger;
  return (
    <Suspense fallback={trigger}>
      <MenuOpened {...props} openedByKeyboard={opening.byKeyboard} />
    </Suspense>
  );
}
