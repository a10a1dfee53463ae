import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useFocusVisible, useHover } from 'react-aria';
import { ArrowUpIcon } from '../../icons/icons';
import { type UiStrings, useUiStrings } from '../../strings/UiStrings';
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

/**
 * A data table with the grid's keyboard (arrow keys between cells, Home and End, Ctrl+Home and
 * Ctrl+End, Page Up and Page Down) and sortable column headers as buttons. A native `<table>`
 * with `role="grid"` and one tab stop (a roving `tabindex`): a cell holding a button or a link
 * passes its focus to it. Without react-aria's grid and collection code (about 40 KB gzip on the
 * room page and the gradebook), and a 200-row table renders as plain rows, 50 per task.
 */
export function Table<T extends { id: string | number }>({
  'aria-label': ariaLabel,
  columns,
  rows,
  defaultSort,
  highlightFirstRow = false,
  emptyText,
}: TableProps<T>) {
  const strings = useUiStrings();
  const descriptionId = useId();
  const ref = useRef<HTMLTableElement>(null);
  const active = useRef<HTMLTableCellElement | null>(null);
  const focusVisible = useRef(false);
  const [sort, setSort] = useState<SortOrder | undefined>(defaultSort);
  // Said once a person sorts; the initial order is in the table's description.
  const [announcement, setAnnouncement] = useState('');
  const sortColumn = columns.find((column) => column.id === sort?.column);
  const sorted = ordered(rows, columns, sort);
  const shown = useRowsInSteps(sorted.length);
  const sortDescription = sort && sortColumn ? describeSort(strings, sort, sortColumn) : '';
  // The first row in `defaultSort`'s order (the top student) stays emphasised whatever the sort.
  const highlighted = highlightFirstRow
    ? (sort === defaultSort ? sorted : ordered(rows, columns, defaultSort))[0]
    : undefined;

  // After every render: the rows, their buttons and links may have changed under the tab stop.
  useLayoutEffect(() => {
    if (ref.current) placeTabStop(ref.current, active);
  });

  const toggleSort = (column: TableColumn<T>) => {
    const next: SortOrder = {
      column: column.id,
      direction:
        sort?.column === column.id && sort.direction === 'ascending' ? 'descending' : 'ascending',
    };
    setSort(next);
    setAnnouncement(describeSort(strings, next, column));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLTableCellElement>('th, td');
    // Text fields keep their own arrow keys.
    if (!cell || isTextEntry(target) || event.altKey || event.metaKey) return;
    const next = cellInDirection(
      event.currentTarget,
      cell,
      event.key,
      event.ctrlKey,
      // The direction the cells are laid out in (the page's, or the locale's).
      getComputedStyle(event.currentTarget).direction === 'rtl',
    );
    if (next === undefined) return;
    event.preventDefault();
    if (next) moveFocus(event.currentTarget, active, next);
  };

  // A click or a focus anywhere in a cell makes it the tab stop, as the arrow keys do.
  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLTableCellElement>('th, td');
    if (!cell) return;
    if (active.current !== cell) {
      active.current = cell;
      placeTabStop(event.currentTarget, active);
    }
    showRing(event.currentTarget, focusVisible.current);
  };
  const onBlur = (event: FocusEvent<HTMLTableElement>) => {
    (event.target as HTMLElement)
      .closest<HTMLElement>('th, td')
      ?.removeAttribute('data-focus-visible');
  };
  // A pressed cell takes the focus (without a ring), as react-aria's grid did.
  const onMouseDown = (event: MouseEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLTableCellElement>('th, td');
    if (cell && !cell.hasAttribute('tabindex')) cell.tabIndex = -1;
  };

  return (
    <div className={styles.wrapper}>
      <table
        ref={ref}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a native table with the grid's keyboard, said by its role
        role="grid"
        aria-label={ariaLabel}
        aria-describedby={sortDescription ? descriptionId : undefined}
        className={styles.table}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
        onMouseDown={onMouseDown}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <ColumnHeader
                key={column.id}
                column={column}
                className={numeric(column, styles.column)}
                direction={column.id === sort?.column ? sort.direction : undefined}
                onSort={toggleSort}
              />
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
            sorted
              .slice(0, shown)
              .map((row) => (
                <TableRow
                  key={row.id}
                  row={row}
                  columns={columns}
                  highlighted={row === highlighted}
                />
              ))
          )}
        </tbody>
      </table>
      <FocusVisibility into={focusVisible} table={ref} />
      <span id={descriptionId} hidden>
        {sortDescription}
      </span>
      <span aria-live="assertive" className={styles.announcer}>
        {announcement}
      </span>
    </div>
  );
}

const numeric = <T,>(column: TableColumn<T>, base: string) =>
  column.numeric ? `${base} ${styles.numeric}` : base;

/**
 * One row; drawn again only when its row, the columns or its emphasis change (not when the
 * table draws its next step of rows).
 */
const TableRow = memo(function TableRow<T>({
  row,
  columns,
  highlighted,
}: {
  row: T;
  columns: TableColumn<T>[];
  highlighted: boolean;
}) {
  return (
    <tr className={styles.row} data-highlighted={highlighted || undefined}>
      {columns.map((column) => {
        const content = column.render ? column.render(row) : String(cellValue(row, column) ?? '');
        return column.isRowHeader ? (
          <th
            key={column.id}
            scope="row"
            className={`${numeric(column, styles.cell)} ${styles.rowHeader}`}
          >
            {content}
          </th>
        ) : (
          <td key={column.id} className={numeric(column, styles.cell)}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}) as <T>(props: { row: T; columns: TableColumn<T>[]; highlighted: boolean }) => ReactNode;

/** Rows drawn per task: a big room's 200 rows come in four short steps, not one long one. */
const ROWS_PER_STEP = 50;

/**
 * How many of `total` rows to draw: the first step at once, then one more step per task, so
 * drawing a long table never holds up a tap or a key (an old phone's main thread).
 */
function useRowsInSteps(total: number): number {
  const [shown, setShown] = useState(ROWS_PER_STEP);
  useEffect(() => {
    if (shown >= total) return;
    const next = setTimeout(() => setShown(shown + ROWS_PER_STEP), 0);
    return () => clearTimeout(next);
  }, [shown, total]);
  return Math.min(shown, total);
}

function ColumnHeader<T>({
  column,
  className,
  direction,
  onSort,
}: {
  column: TableColumn<T>;
  className: string;
  direction: SortOrder['direction'] | undefined;
  onSort: (column: TableColumn<T>) => void;
}) {
  const { hoverProps, isHovered } = useHover({ isDisabled: !column.allowsSorting });
  if (!column.allowsSorting) {
    return (
      <th scope="col" className={className}>
        {column.header}
      </th>
    );
  }
  return (
    // The whole header sorts on a click; its button is the keyboard's and screen readers' way.
    <th
      {...hoverProps}
      scope="col"
      aria-sort={direction}
      className={className}
      data-allows-sorting
      data-sort-direction={direction}
      data-hovered={isHovered || undefined}
      onClick={() => onSort(column)}
    >
      <button type="button" className={styles.sortButton} data-sort-button>
        {column.header}
        <span className={styles.sortIcon} aria-hidden="true">
          <ArrowUpIcon width="1em" height="1em" />
        </span>
      </button>
    </th>
  );
}

/**
 * Follows react-aria's input modality (keyboard or pointer), as ui's other components do,
 * re-rendering itself alone (not the table's rows) when it changes.
 */
function FocusVisibility({
  into,
  table,
}: {
  into: { current: boolean };
  table: RefObject<HTMLTableElement | null>;
}) {
  const { isFocusVisible } = useFocusVisible();
  into.current = isFocusVisible;
  useLayoutEffect(() => {
    if (table.current) showRing(table.current, isFocusVisible);
  }, [isFocusVisible, table]);
  return null;
}

/**
 * Draws the focus ring on the focused cell when the focus is the cell's own or its sort
 * button's (ui's buttons and links inside a cell draw their own), for the keyboard only.
 */
function showRing(table: HTMLTableElement, visible: boolean) {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !table.contains(focused)) return;
  const cell = focused.closest<HTMLElement>('th, td');
  if (!cell) return;
  const ringOnCell = focused === cell || focused.hasAttribute('data-sort-button');
  if (ringOnCell && visible) cell.dataset.focusVisible = 'true';
  else cell.removeAttribute('data-focus-visible');
}

/** The rows in `order` (as given without one). */
function ordered<T>(rows: T[], columns: TableColumn<T>[], order: SortOrder | undefined): T[] {
  const column = columns.find((candidate) => candidate.id === order?.column);
  if (!order || !column) return rows;
  return sortRows(rows, order, (row) =>
    column.sortValue
      ? column.sortValue(row)
      : (cellValue(row, column) as string | number | null | undefined),
  );
}

function describeSort<T>(strings: UiStrings, sort: SortOrder, column: TableColumn<T>): string {
  return sort.direction === 'ascending'
    ? strings.sortedAscending(column.header)
    : strings.sortedDescending(column.header);
}

/** What Tab reaches inside a cell (a cell's buttons and links are reached by the arrow keys). */
const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not(th):not(td)';

/** The element of `cell` that takes the focus: its first button or link, or the cell itself. */
function focusTarget(cell: HTMLTableCellElement): HTMLElement {
  return cell.querySelector<HTMLElement>(focusable) ?? cell;
}

/**
 * Leaves one tab stop in the table: the active cell's (the first header cell until another is
 * focused, or when the active cell is gone); every other cell, button and link out of the tab
 * order, still reachable by the arrow keys.
 */
function placeTabStop(table: HTMLTableElement, active: { current: HTMLTableCellElement | null }) {
  if (!active.current || !table.contains(active.current)) {
    active.current = table.querySelector<HTMLTableCellElement>('th, td');
  }
  const stop = active.current ? focusTarget(active.current) : null;
  for (const element of table.querySelectorAll<HTMLElement>(
    `${focusable}, th[tabindex], td[tabindex]`,
  )) {
    if (element !== stop) element.tabIndex = -1;
  }
  if (stop) stop.tabIndex = 0;
}

function moveFocus(
  table: HTMLTableElement,
  active: { current: HTMLTableCellElement | null },
  cell: HTMLTableCellElement,
) {
  active.current = cell;
  placeTabStop(table, active);
  focusTarget(cell).focus();
}

function isTextEntry(element: HTMLElement): boolean {
  return (
    element.isContentEditable ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLInputElement && !['button', 'checkbox', 'radio'].includes(element.type))
  );
}

/**
 * The cell a key moves to from `cell`: `null` when the key is the grid's but there is nowhere
 * to go (an edge), `undefined` when the key is not the grid's.
 */
function cellInDirection(
  table: HTMLTableElement,
  cell: HTMLTableCellElement,
  key: string,
  ctrlKey: boolean,
  rtl: boolean,
): HTMLTableCellElement | null | undefined {
  const rows = [...table.rows];
  const row = cell.parentElement as HTMLTableRowElement;
  const rowIndex = rows.indexOf(row);
  const cells = (at: number) => [...(rows[at]?.cells ?? [])];
  const column = cells(rowIndex).indexOf(cell);
  const inRow = (at: number, columnAt: number) => {
    const target = cells(at);
    return target[Math.min(columnAt, target.length - 1)] ?? null;
  };
  const last = rows.length - 1;
  // About one screenful of rows, for Page Up and Page Down.
  const page = Math.max(1, Math.floor(window.innerHeight / Math.max(row.offsetHeight, 1)) - 1);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowLeft': {
      const forward = (key === 'ArrowRight') !== rtl;
      return cells(rowIndex)[column + (forward ? 1 : -1)] ?? null;
    }
    case 'ArrowDown':
      return rowIndex < last ? inRow(rowIndex + 1, column) : null;
    case 'ArrowUp':
      return rowIndex > 0 ? inRow(rowIndex - 1, column) : null;
    case 'PageDown':
      return inRow(Math.min(last, rowIndex + page), column);
    case 'PageUp':
      return inRow(Math.max(0, rowIndex - page), column);
    case 'Home':
      return ctrlKey ? inRow(0, 0) : (cells(rowIndex)[0] ?? null);
    case 'End':
      return ctrlKey ? inRow(last, Number.POSITIVE_INFINITY) : (cells(rowIndex).at(-1) ?? null);
    default:
      return undefined;
  }
}
