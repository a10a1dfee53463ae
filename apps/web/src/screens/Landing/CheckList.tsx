import { Icon } from './icons';
import { checkIcon, checkItem, checkList } from './landing.css';

export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className={checkList}>
      {items.map((item) => (
        <li key={item} className={checkItem}>
          <span className={checkIcon}>
            <Icon name="check" size={20} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
