import { Select } from '@lingua/ui';
import { useText } from '../../i18n/useText';
import { type Timeline, timelines } from './timeline';

/** All time, Today, Last 7 days, Last 30 days. */
export function TimelineSelect({
  value,
  onChange,
}: {
  value: Timeline;
  onChange: (timeline: Timeline) => void;
}) {
  const t = useText();
  return (
    <Select
      label={t('exercises.filters.timeline')}
      options={timelines.map(({ id, label }) => ({ id, label: t(label) }))}
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(key as Timeline)}
    />
  );
}
