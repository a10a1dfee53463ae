import type { NativeSelectOption } from '@lingua/ui';
import { Badge, ItemAnalysisTable, NativeSelect } from '@lingua/ui';
import { useState } from 'react';
import { useItemAnalysis } from '../../features/gradebook/queries';
import { useFormat } from '../../i18n/format';
import { useNamed } from '../../i18n/named';
import { useText } from '../../i18n/useText';
import * as styles from './Gradebook.css';

/** Per question of one assignment: share correct, discrimination, wrong answers, flags. */
export function AnalysisTab({
  assignments,
  initialAssignment,
}: {
  assignments: NativeSelectOption[];
  initialAssignment: string | null;
}) {
  const t = useText();
  const named = useNamed();
  const format = useFormat();
  const [chosen, setChosen] = useState<string | null>(initialAssignment);
  // The room's assignments may arrive after the tab: the first is shown until one is chosen.
  const assignmentId = chosen ?? assignments[0]?.id ?? null;
  const analysis = useItemAnalysis(assignmentId);
  if (assignments.length === 0) {
    return <p className={styles.muted}>{t('gradebook.noAssignments')}</p>;
  }
  return (
    <div className={styles.stack}>
      <NativeSelect
        label={t('rooms.detail.assignment')}
        options={assignments}
        value={assignmentId ?? ''}
        onChange={(event) => setChosen(event.target.value)}
      />
      {analysis.isError && (
        <p role="alert" className={styles.error}>
          {t('gradebook.analysisFailed')}
        </p>
      )}
      {analysis.data && (
        <>
          <p className={styles.muted}>
            {t('gradebook.analysisBasis', { count: analysis.data.students })}
          </p>
          <ItemAnalysisTable
            formatShare={(share) => format.percent(share * 100)}
            formatDiscrimination={format.twoDecimals}
            items={analysis.data.questions.map((q, index) => ({
              id: `${q.exercise_id}:${q.item_id}`,
              position: index + 1,
              question: (
                <>
                  {named('gradebook.questionWithKey', { question: q.question, key: q.key })}
                  {q.versions && (
                    <ul className={styles.versions} aria-label={t('gradebook.analysisVersions')}>
                      {q.versions.map((version) => {
                        const values = {
                          version: version.version,
                          question: version.question,
                          key: version.key,
                          share:
                            version.share_correct === null
                              ? '—'
                              : format.percent(version.share_correct),
                          answered: version.answered,
                        };
                        return (
                          <li key={version.version}>
                            {version.version === 0
                              ? named('gradebook.analysisVersionOriginal', values)
                              : named('gradebook.analysisVersionNumber', values)}
                            {version.harder && (
                              <>
                                {' '}
                                <Badge tone="warning">{t('gradebook.analysisVersionHarder')}</Badge>
                              </>
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </>
              ),
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
