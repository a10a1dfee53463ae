import type { Option } from '@lingua/ui';
import { ItemAnalysisTable, Select } from '@lingua/ui';
import { useState } from 'react';
import { useItemAnalysis } from '../../features/gradebook/queries';
import { formatPercent } from '../../layout/format';
import * as styles from './Gradebook.css';

/** Per question of one assignment: share correct, discrimination, wrong answers, flags. */
export function AnalysisTab({
  assignments,
  initialAssignment,
}: {
  assignments: Option[];
  initialAssignment: string | null;
}) {
  const [chosen, setChosen] = useState<string | null>(initialAssignment);
  // The room's assignments may arrive after the tab: the first is shown until one is chosen.
  const assignmentId = chosen ?? assignments[0]?.id.toString() ?? null;
  const analysis = useItemAnalysis(assignmentId);
  if (assignments.length === 0) {
    return <p className={styles.muted}>The room has no assignments yet.</p>;
  }
  return (
    <div className={styles.stack}>
      <Select
        label="Assignment"
        options={assignments}
        selectedKey={assignmentId}
        onSelectionChange={(key) => setChosen(key === null ? null : String(key))}
      />
      {analysis.isError && (
        <p role="alert" className={styles.error}>
          The analysis could not be loaded. Refresh the page to try again.
        </p>
      )}
      {analysis.data && (
        <>
          <p className={styles.muted}>
            From the latest handed-in sitting of {analysis.data.students} student
            {analysis.data.students === 1 ? '' : 's'} (excused sittings left out).
          </p>
          <ItemAnalysisTable
            formatShare={(share) => formatPercent(share * 100)}
            items={analysis.data.questions.map((q, index) => ({
              id: `${q.exercise_id}:${q.item_id}`,
              position: index + 1,
              question: `${q.question} (key: ${q.key})`,
              // The API gives percents; the table takes shares.
              shareCorrect: q.share_correct === null ? null : q.share_correct / 100,
              discrimination: q.discrimination,
              commonWrongAnswers: q.common_wrong_answers,
              checkKey: q.check_key,
              flags: q.flags.length,
            }))}
          />
        </>
      )}
    </div>
  );
}
