import type { Key } from 'react';
import { TagGroup as AriaTagGroup, Button, Label, Tag, TagList, Text } from 'react-aria-components';
import { CloseIcon } from '../../icons/icons';
import * as fieldStyles from '../../styles/field.css';
import * as styles from './TagGroup.css';

export interface TagItem {
  id: string;
  /** What the person entered (an address, a name): shown as written, never translated. */
  label: string;
}

export interface TagGroupProps {
  /** Visible label, e.g. "Students to invite". */
  label: string;
  items: TagItem[];
  /** Called with the ids to remove (Delete/Backspace on a focused tag, or its × button). */
  onRemove?: (ids: string[]) => void;
  /** Shown when there are no tags. */
  emptyText?: string;
  description?: string;
}

/**
 * Removable chips (e.g. invitation e-mails). Arrow keys move between chips; Delete or the ×
 * button removes one. The × buttons are named "Remove" plus the chip by react-aria.
 */
export function TagGroup({ label, items, onRemove, emptyText, description }: TagGroupProps) {
  return (
    <AriaTagGroup
      onRemove={onRemove && ((keys: Set<Key>) => onRemove([...keys].map(String)))}
      className={styles.group}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <TagList
        items={items}
        className={styles.list}
        renderEmptyState={
          emptyText ? () => <span className={styles.empty}>{emptyText}</span> : undefined
        }
      >
        {(item) => (
          <Tag id={item.id} textValue={item.label} className={styles.tag}>
            {({ allowsRemoving }) => (
              <>
                <span className={styles.text} translate="no">
                  {item.label}
                </span>
                {allowsRemoving && (
                  <Button slot="remove" className={styles.remove}>
                    <CloseIcon width="1em" height="1em" />
                  </Button>
                )}
              </>
            )}
          </Tag>
        )}
      </TagList>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
    </AriaTagGroup>
  );
}
