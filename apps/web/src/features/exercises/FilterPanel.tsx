import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { FilterSelect } from './FilterSelect';
import { TimelineSelect } from './TimelineSelect';
import type { Timeline } from './timeline';

interface FilterPanelProps<K extends string, F extends { timeline: Timeline } & Record<K, string>> {
  /** The screen's own layout of the panel. */
  className: string;
  filters: F;
  setFilters: Dispatch<SetStateAction<F>>;
  /** The filters after Timeline, in order, each choosing among values found in the data. */
  fields: readonly { key: K; label: string; values: readonly string[] }[];
  /** Shown after the filters (a count, a reset button...). */
  children?: ReactNode;
}

/** The Timeline select, then one select per field, over a library of exercises or templates. */
export function FilterPanel<
  K extends string,
  F extends { timeline: Timeline } & Record<K, string>,
>({ className, filters, setFilters, fields, children }: FilterPanelProps<K, F>) {
  return (
    <section aria-label="Filters" className={className}>
      <TimelineSelect
        value={filters.timeline}
        onChange={(timeline) => setFilters((current) => ({ ...current, timeline }))}
      />
      {fields.map(({ key, label, values }) => (
        <FilterSelect
          key={key}
          label={label}
          value={filters[key]}
          values={values}
          onChange={(value) => setFilters((current) => ({ ...current, [key]: value }))}
        />
      ))}
      {children}
    </section>
  );
}
