import type { MessageId } from '@lingua/i18n';
import { useText } from '../../i18n/useText';
import { Icon } from './icons';
import { checkIcon, checkItem, checkList } from './landing.css';

export function CheckList({ items }: { items: readonly MessageId[] }) {
  const t = useText();
  return (
    <ul className={checkList}>
      {items.map((item) => (
        <li key={item} className={checkItem}>
          <span className={checkIcon}>
            <Icon name="check" size={20} />
          </span>
          {t(item)}
        </li>
      ))}
    </ul>
  );
}
