import { Badge } from '../Badge/Badge';
import { Table } from '../Table/Table';
import * as styles from './ItemAnalysisTable.css';

export interface ItemStatistics {
  id: string;
  /** 1-based position in the assignment. */
  position: number;
  question: string;
  /** Share of students who answered it correctly, 0 to 1; null when nobody answered. */
  shareCorrect: number | null;
  /** Top third's share correct minus the bottom third's, -1 to 1; null with too few sittings. */
  discrimination: number | null;
  /** The most common wrong answers, most frequent first. */
  commonWrongAnswers: readonly { answer: string; count: number }[];
  /** Most students miss it: the key itself may be wrong. */
  checkKey: boolean;
  /** How many students flagged it as faulty. */
  flags: number;
}

export interface ItemAnalysisTableProps {
  items: readonly ItemStatistics[];
  /** Formats a share (0 to 1) as a percentage in the reader's locale. */
  formatShare?: (share: number) => string;
}

const defaultShare = (share: number) => `${Math.round(share * 100)}%`;

/** Per question of an assignment: how many got it, whether it separates strong and weak. */
export function ItemAnalysisTable({ items, formatShare = defaultShare }: ItemAnalysisTableProps) {
  return (
    <Table
      aria-label="Item analysis"
      emptyText="No sittings yet"
      rows={[...items]}
      defaultSort={{ column: 'position', direction: 'ascending' }}
      columns={[
        { id: 'position', header: '#', numeric: true, allowsSorting: true },
        { id: 'question', header: 'Question', isRowHeader: true },
        {
          id: 'shareCorrect',
          header: 'Correct',
          numeric: true,
          allowsSorting: true,
          render: (row) => (row.shareCorrect === null ? '—' : formatShare(row.shareCorrect)),
        },
        {
          id: 'discrimination',
          header: 'Discrimination',
          numeric: true,
          allowsSorting: true,
          render: (row) => (row.discrimination === null ? '—' : row.discrimination.toFixed(2)),
        },
        {
          id: 'commonWrongAnswers',
          header: 'Common wrong answers',
          render: (row) =>
            row.commonWrongAnswers.length === 0 ? (
              'None'
            ) : (
              <ul className={styles.answers}>
                {row.commonWrongAnswers.map((wrong) => (
                  <li key={wrong.answer}>
                    “{wrong.answer}” ×{wrong.count}
                  </li>
                ))}
              </ul>
            ),
        },
        {
          id: 'flags',
          header: 'Flags',
          allowsSorting: true,
          sortValue: (row) => row.flags + (row.checkKey ? 1000 : 0),
          render: (row) => (
            <span className={styles.flags}>
              {row.checkKey && <Badge tone="danger">Check the key</Badge>}
              {row.flags > 0 && (
                <Badge tone="caution">
                  {row.flags === 1 ? 'Flagged by 1 student' : `Flagged by ${row.flags} students`}
                </Badge>
              )}
              {!row.checkKey && row.flags === 0 && 'None'}
            </span>
          ),
        },
      ]}
    />
  );
}
