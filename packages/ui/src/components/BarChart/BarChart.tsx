import { type ReactNode, useId, useState } from 'react';
import { ToggleButton, useLocale } from 'react-aria-components';
import { useUiStrings } from '../../strings/UiStrings';
import type { Tone } from '../../theme/tone';
import * as buttonStyles from '../Button/Button.css';
import * as progressStyles from '../ProgressBar/ProgressBar.css';
import { Table } from '../Table/Table';
import * as styles from './BarChart.css';
import type { ChartItem } from './chartItem';

export interface BarChartProps {
  /** Caption of the chart; names its table too. */
  title: string;
  items: ChartItem[];
  /**
   * The value of a full bar.
   * @default 100
   */
  max?: number;
  /** @default (value) => `${value}%` */
  formatValue?: (value: number) => string;
  /** Bar colour, per item (e.g. `scoreTone`). @default () => 'accent' */
  toneOf?: (value: number) => Tone;
  /** @default 'No data' */
  noDataText?: string;
  /** Label of the button switching to the table. @default 'Show as table' */
  tableToggleLabel?: string;
  /** Header of the label column in the table view. @default 'Item' */
  labelHeader?: string;
  /** Header of the value column in the table view. @default 'Value' */
  valueHeader?: string;
  /** Shown instead of bars when there are no items. @default 'No data' */
  emptyText?: string;
  /** Extra controls in the header (e.g. a selector). */
  actions?: ReactNode;
}

function ItemLabel({ item }: { item: ChartItem }) {
  return item.asWritten ? <span translate="no">{item.label}</span> : item.label;
}

/**
 * One horizontal bar per item, each with its value written out; items without data say so.
 * A toggle shows the same numbers as a table, for screen-reader and keyboard users who prefer it.
 */
export function BarChart({
  title,
  items,
  max = 100,
  formatValue: formatValueProp,
  toneOf = () => 'accent',
  noDataText: noDataTextProp,
  tableToggleLabel: tableToggleLabelProp,
  labelHeader: labelHeaderProp,
  valueHeader: valueHeaderProp,
  emptyText: emptyTextProp,
  actions,
}: BarChartProps) {
  const strings = useUiStrings();
  const { locale } = useLocale();
  // Percentages as the server gives them (up to two decimals), written the reader's way
  // ("71,94 %" in French).
  const formatValue =
    formatValueProp ??
    ((value: number) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
        value / 100,
      ));
  const noDataText = noDataTextProp ?? strings.noData;
  const tableToggleLabel = tableToggleLabelProp ?? strings.showAsTable;
  const labelHeader = labelHeaderProp ?? strings.item;
  const valueHeader = valueHeaderProp ?? strings.value;
  const emptyText = emptyTextProp ?? strings.noData;
  const [asTable, setAsTable] = useState(false);
  const captionId = useId();
  const display = (value: number | null) => (value === null ? noDataText : formatValue(value));

  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <div className={styles.header}>
        <figcaption id={captionId} className={styles.caption}>
          {title}
        </figcaption>
        {actions}
        <ToggleButton
          isSelected={asTable}
          onChange={setAsTable}
          className={`${buttonStyles.root({ variant: 'ghost', size: 'small' })} ${styles.toggle}`}
        >
          {tableToggleLabel}
        </ToggleButton>
      </div>
      {asTable ? (
        <Table
          aria-label={title}
          emptyText={emptyText}
          rows={items}
          columns={[
            {
              id: 'label',
              header: labelHeader,
              isRowHeader: true,
              render: (item) => <ItemLabel item={item} />,
            },
            {
              id: 'value',
              header: valueHeader,
              numeric: true,
              render: (item) => display(item.value),
            },
          ]}
        />
      ) : items.length === 0 ? (
        <p className={styles.noData}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <span className={styles.label}>
                <ItemLabel item={item} />
              </span>
              <span className={item.value === null ? styles.noData : styles.value}>
                {display(item.value)}
              </span>
              <span className={styles.track} aria-hidden="true">
                {item.value !== null && (
                  <span
                    className={progressStyles.fill({ tone: toneOf(item.value) })}
                    style={{
                      display: 'block',
                      inlineSize: `${Math.min(100, Math.max(0, (item.value / max) * 100))}%`,
                    }}
                  />
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
