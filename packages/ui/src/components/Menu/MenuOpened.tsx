import type { Key, ReactNode } from 'react';
import { Menu as AriaMenu, MenuItem, MenuTrigger } from 'react-aria-components';
import { MoreIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { Popover } from '../Popover/Popover';
import * as styles from './Menu.css';

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

/** A "⋯" button opening a list of actions for one row or card. */
export function Menu({ triggerLabel, actions, onAction }: MenuProps) {
  return (
    <MenuTrigger>
      <Button variant="ghost" size="small" icon={<MoreIcon />} aria-label={triggerLabel} />
      <Popover placement="bottom end">
        <AriaMenu
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
