import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { useText } from '../../i18n/useText';
import { FilterSelect } from './FilterSelect';
import { TimelineSelect } from './TimelineSelect';
import type { Timeline } from './timeline';

interface FilterPanelProps<K extends string, F extends { timeline: Timeline } & Record<K, string>> {
  /** The screen's own layout of the panel. */
  className: string;
  filters: F;
  setFilters: Dispatch<SetStateAction<F>>;
  /** The filters after Timeline, in order, each choosing among values found in the data. */
  fields: readonly {
    key: K;
    label: string;
    values: readonly string[];
    /** How a value reads in the interface language. @default as is */
    labelOf?: (value: string) => string;
    /** "All" agreeing with the field's noun (Toutes for Langue). @default "All" */
    anyLabel?: string;
  }[];
  /** Shown after the filters (a count, a reset button...). */
  children?: ReactNode;
}

/** The Timeline select, then one select per field, over a library of exercises or templates. */
export function FilterPanel<
  K extends string,
  F extends { timeline: Timeline } & Record<K, string>,
>({ className, filters, setFilters, fields, children }: FilterPanelProps<K, F>) {
  const t = useText();
  return (
    <section aria-label={t('exercises.filters.label')} className={className}>
      <TimelineSelect
        value={filters.timeline}
        onChange={(timeline) => setFilters((current) => ({ ...current, timeline }))}
      />
      {fields.map(({ key, label, values, labelOf, anyLabel }) => (
        <FilterSelect
          key={key}
          label={label}
          labelOf={labelOf}
          anyLabel={anyLabel}
          value={filters[key]}
          values={values}
          onChange={(value) => setFilters((current) => ({ ...current, [key]: value }))}
        />
      ))}
      {children}
    </section>
  );
}
