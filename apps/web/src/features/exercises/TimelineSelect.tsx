import { NativeSelect } from '@lingua/ui';
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
    <NativeSelect
      label={t('exercises.filters.timeline')}
      options={timelines.map(({ id, label }) => ({ id, label: t(label) }))}
      value={value}
      onChange={(event) => {
        const chosen = timelines.find(({ id }) => id === event.target.value);
        if (chosen) onChange(chosen.id);
      }}
    />
  );
}
