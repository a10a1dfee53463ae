import { useState } from 'react';
import {
  Table as AriaTable,
  Cell,
  Column,
  Row,
  type SortDescriptor,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { ArrowUpIcon } from '../../icons/icons';
import { useUiStrings } from '../../strings/UiStrings';
import { type SortOrder, sortRows } from './sortRows';
import { cellValue, type TableProps } from './Table';
import * as styles from './Table.css';

/** `Table` once react-aria's grid is loaded: keyboard navigation and click-to-sort headers. */
export function GridTable<T extends { id: string | number }>({
  'aria-label': ariaLabel,
  columns,
  rows,
  defaultSort,
  highlightFirstRow = false,
  emptyText: emptyTextProp,
}: TableProps<T>) {
  const strings = useUiStrings();
  const emptyText = emptyTextProp ?? strings.noData;
  const [sort, setSort] = useState<SortOrder | undefined>(defaultSort);
  const sortColumn = columns.find((column) => column.id === sort?.column);
  const sorted =
    sort && sortColumn
      ? sortRows(rows, sort, (row) =>
          sortColumn.sortValue
            ? sortColumn.sortValue(row)
            : (cellValue(row, sortColumn) as string | number | null | undefined),
        )
      : rows;
  const descriptor: SortDescriptor | undefined = sort && {
    column: sort.column,
    direction: sort.direction,
  };

  return (
    <div className={styles.wrapper}>
      <AriaTable
        aria-label={ariaLabel}
        sortDescriptor={descriptor}
        onSortChange={({ column, direction }) => setSort({ column: String(column), direction })}
        className={styles.table}
      >
        <TableHeader columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.allowsSorting}
              className={column.numeric ? `${styles.column} ${styles.numeric}` : styles.column}
            >
              {column.header}
              {column.allowsSorting && (
                <span className={styles.sortIcon} aria-hidden="true">
                  <ArrowUpIcon width="1em" height="1em" />
                </span>
              )}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={sorted}
          dependencies={[columns]}
          renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
        >
          {(row) => (
            <Row
              id={row.id}
              columns={columns}
              className={styles.row}
              data-highlighted={(highlightFirstRow && row === sorted[0]) || undefined}
            >
              {(column) => (
                <Cell className={column.numeric ? `${styles.cell} ${styles.numeric}` : styles.cell}>
                  {column.render ? column.render(row) : String(cellValue(row, column) ?? '')}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  );
}
