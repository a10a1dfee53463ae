import type { ReactNode } from 'react';
import { useUiStrings } from '../../strings/UiStrings';
import { Badge } from '../Badge/Badge';
import { Table } from '../Table/Table';
import * as styles from './ItemAnalysisTable.css';

export interface ItemStatistics {
  id: string;
  /** 1-based position in the assignment. */
  position: number;
  /** The question as asked (content, shown as written). */
  question: ReactNode;
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
  /** Formats a discrimination (-1 to 1) with two decimals in the reader's locale. */
  formatDiscrimination?: (value: number) => string;
}

const defaultShare = (share: number) => `${Math.round(share * 100)}%`;
const defaultDiscrimination = (value: number) => value.toFixed(2);

/** Per question of an assignment: how many got it, whether it separates strong and weak. */
export function ItemAnalysisTable({
  items,
  formatShare = defaultShare,
  formatDiscrimination = defaultDiscrimination,
}: ItemAnalysisTableProps) {
  const strings = useUiStrings();
  return (
    <Table
      aria-label={strings.itemAnalysis}
      emptyText={strings.noSittings}
      rows={[...items]}
      defaultSort={{ column: 'position', direction: 'ascending' }}
      columns={[
        { id: 'position', header: '#', numeric: true, allowsSorting: true },
        {
          id: 'question',
          header: strings.question,
          isRowHeader: true,
          render: (row) =>
            typeof row.question === 'string' ? (
              <span translate="no">{row.question}</span>
            ) : (
              row.question
            ),
        },
        {
          id: 'shareCorrect',
          header: strings.shareCorrect,
          numeric: true,
          allowsSorting: true,
          render: (row) => (row.shareCorrect === null ? '—' : formatShare(row.shareCorrect)),
        },
        {
          id: 'discrimination',
          header: strings.discrimination,
          numeric: true,
          allowsSorting: true,
          render: (row) =>
            row.discrimination === null ? '—' : formatDiscrimination(row.discrimination),
        },
        {
          id: 'commonWrongAnswers',
          header: strings.commonWrongAnswers,
          render: (row) =>
            row.commonWrongAnswers.length === 0 ? (
              strings.none
            ) : (
              <ul className={styles.answers}>
                {row.commonWrongAnswers.map((wrong) => (
                  // The student's answer as written; "×2" needs no words.
                  <li key={wrong.answer} translate="no">
                    “{wrong.answer}” ×{wrong.count}
                  </li>
                ))}
              </ul>
            ),
        },
        {
          id: 'flags',
          header: strings.flags,
          allowsSorting: true,
          sortValue: (row) => row.flags + (row.checkKey ? 1000 : 0),
          render: (row) => (
            <span className={styles.flags}>
              {row.checkKey && <Badge tone="danger">{strings.checkKey}</Badge>}
              {row.flags > 0 && <Badge tone="caution">{strings.flaggedBy(row.flags)}</Badge>}
              {!row.checkKey && row.flags === 0 && strings.none}
            </span>
          ),
        },
      ]}
    />
  );
}
