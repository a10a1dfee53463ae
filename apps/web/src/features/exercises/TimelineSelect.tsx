import { Select } from '@lingua/ui';
import { type Timeline, timelines } from './timeline';

/** All time, Today, Last 7 days, Last 30 days. */
export function TimelineSelect({
  value,
  onChange,
}: {
  value: Timeline;
  onChange: (timeline: Timeline) => void;
}) {
  return (
    <Select
      label="Timeline"
      options={timelines.map(({ id, label }) => ({ id, label }))}
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(key as Timeline)}
    />
  );
}
