import { type Key, useId, useLayoutEffect, useState } from 'react';
import { Menu as AriaMenu, MenuItem, MenuTrigger } from 'react-aria-components';
import { MoreIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { Popover } from '../Popover/Popover';
import type { MenuProps } from './Menu';
import * as styles from './Menu.css';

/**
 * `Menu` once its trigger was first pressed: react-aria's menu trigger, opened at once with the
 * focus on the trigger it replaces, so closing the menu gives the focus back to it.
 */
export function MenuOpened({
  triggerLabel,
  actions,
  onAction,
  openedByKeyboard,
}: MenuProps & { openedByKeyboard: boolean }) {
  const triggerId = useId();
  const [isOpen, setOpen] = useState(false);
  useLayoutEffect(() => {
    document.getElementById(triggerId)?.focus();
    setOpen(true);
  }, [triggerId]);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        id={triggerId}
        variant="ghost"
        size="small"
        icon={<MoreIcon />}
        aria-label={triggerLabel}
      />
      <Popover placement="bottom end">
        <AriaMenu
          // As react-aria's trigger does: a keyboard opening focuses the first action.
          autoFocus={openedByKeyboard ? 'first' : true}
          items={actions}
          onAction={(key: Key) => onAction(String(key))}
          disabledKeys={actions.filter((action) => action.isDisabled).map((action) => action.id)}
          className={styles.menu}
        >
          {(action) => (
            <MenuItem
              id={action.id}
              textValue={action.label}
              className={action.isDanger ? `${styles.item} ${styles.danger}` : styles.item}
            >
              {action.icon}
              {action.label}
            </MenuItem>
          )}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
