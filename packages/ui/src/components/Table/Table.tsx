import { lazy, type ReactNode, Suspense } from 'react';
import { ArrowUpIcon } from '../../icons/icons';
import { useUiStrings } from '../../strings/UiStrings';
import { type SortOrder, sortRows } from './sortRows';
import * as styles from './Table.css';

export interface TableColumn<T> {
  id: string;
  header: string;
  /** Cell content; defaults to the row's property named `id`. */
  render?: (row: T) => ReactNode;
  /** The value sorting uses; defaults to the row's property named `id`. */
  sortValue?: (row: T) => string | number | null | undefined;
  allowsSorting?: boolean;
  /** Numbers align to the end so digits line up. */
  numeric?: boolean;
  /** The column that names each row for screen readers (one per table). */
  isRowHeader?: boolean;
}

export interface TableProps<T extends { id: string | number }> {
  'aria-label': string;
  columns: TableColumn<T>[];
  rows: T[];
  /** Initial order; sorting is then handled by the table. */
  defaultSort?: SortOrder;
  /**
   * Emphasise the first row (e.g. the top student).
   * @default false
   */
  highlightFirstRow?: boolean;
  /**
   * Shown when there are no rows.
   * @default 'No data'
   */
  emptyText?: string;
}

export function cellValue<T>(row: T, column: TableColumn<T>): unknown {
  return (row as Record<string, unknown>)[column.id];
}

// react-aria's grid (about 40 KB gzip with its collection code) comes after the page: until it
// is there, the same rows in a plain table, drawn alike.
const GridTable = lazy(() =>
  import('./GridTable').then((module) => ({ default: module.GridTable })),
) as unknown as typeof import('./GridTable').GridTable;

/** A data table with keyboard navigation and click-to-sort column headers. */
export function Table<T extends { id: string | number }>(props: TableProps<T>) {
  return (
    <Suspense fallback={<StaticTable {...props} />}>
      <GridTable {...props} />
    </Suspense>
  );
}

/** The rows in `defaultSort`'s order, as the grid first shows them, without its keyboard. */
function StaticTable<T extends { id: string | number }>({
  'aria-label': ariaLabel,
  columns,
  rows,
  defaultSort,
  highlightFirstRow = false,
  emptyText,
}: TableProps<T>) {
  const strings = useUiStrings();
  const sortColumn = columns.find((column) => column.id === defaultSort?.column);
  const sorted =
    defaultSort && sortColumn
      ? sortRows(rows, defaultSort, (row) =>
          sortColumn.sortValue
            ? sortColumn.sortValue(row)
            : (cellValue(row, sortColumn) as string | number | null | undefined),
        )
      : rows;
  const numeric = (column: TableColumn<T>, base: string) =>
    column.numeric ? `${base} ${styles.numeric}` : base;
  return (
    <div className={styles.wrapper}>
      <table aria-label={ariaLabel} className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={numeric(column, styles.column)}
                data-allows-sorting={column.allowsSorting || undefined}
                data-sort-direction={
                  column.id === defaultSort?.column ? defaultSort.direction : undefined
                }
              >
                {column.header}
                {column.allowsSorting && (
                  <span className={styles.sortIcon} aria-hidden="true">
                    <ArrowUpIcon width="1em" height="1em" />
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>
                <div className={styles.empty}>{emptyText ?? strings.noData}</div>
              </td>
            </tr>
          ) : (
            sorted.map((row) => (
              <tr
                key={row.id}
                className={styles.row}
                data-highlighted={(highlightFirstRow && row === sorted[0]) || undefined}
              >
                {columns.map((column) =>
                  column.isRowHeader ? (
                    <th
                      key={column.id}
                      scope="row"
                      className={`${numeric(column, styles.cell)} ${styles.staticRowHeader}`}
                    >
                      {column.render ? column.render(row) : String(cellValue(row, column) ?? '')}
                    </th>
                  ) : (
                    <td key={column.id} className={numeric(column, styles.cell)}>
                      {column.render ? column.render(row) : String(cellValue(row, column) ?? '')}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
