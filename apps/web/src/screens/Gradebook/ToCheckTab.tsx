import { toCheckMachine } from '@lingua/flows';
import { msg } from '@lingua/i18n';
import { AnswersToCheck, DecisionButtons } from '@lingua/ui';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useInspectedMachine } from '../../app/inspector';
import { useApi, useShowToast } from '../../app/services';
import {
  type AnswerToCheck,
  gradebookCalls,
  type ToCheckDecision,
  useAnswersToCheck,
  useToCheckDecided,
} from '../../features/gradebook/queries';
import { useText } from '../../i18n/useText';
import * as styles from './Gradebook.css';

/** Accept or refuse one answer, driven by the to-check machine. */
function Decide({ answer }: { answer: AnswerToCheck }) {
  const t = useText();
  const api = useApi();
  const showToast = useShowToast();
  const decided = useToCheckDecided();
  const machine = useMemo(
    () =>
      toCheckMachine.provide({
        actors: { decide: fromPromise(({ input }) => gradebookCalls(api).decide(input)) },
        actions: {
          reportDecided: (_, outcome: ToCheckDecision) => {
            showToast({
              title:
                outcome.decision === 'accept'
                  ? msg('gradebook.toCheck.accepted', { count: outcome.regraded })
                  : msg('gradebook.toCheck.refused'),
              variant: 'default',
            });
            void decided();
          },
        },
      }),
    [api, showToast, decided],
  );
  const [state, send] = useInspectedMachine(machine, {
    input: { sittingId: answer.attempt_id, exerciseId: answer.exercise_id, itemId: answer.item_id },
  });
  const busy = state.hasTag('busy');
  if (state.status === 'done') return null;
  return (
    <DecisionButtons
      pending={busy ? state.context.decision : null}
      errorMessage={state.context.error === null ? null : t(state.context.error)}
      onAccept={() => send({ type: 'toCheck.accept' })}
      onRefuse={() => send({ type: 'toCheck.refuse' })}
    />
  );
}

/** The room's answers the grader left to the teacher, each with Accept and Refuse. */
export function ToCheckTab({ roomId }: { roomId: string }) {
  const t = useText();
  const answers = useAnswersToCheck(roomId);
  const byId = new Map(
    (answers.data ?? []).map((answer) => [
      `${answer.attempt_id}:${answer.exercise_id}:${answer.item_id}`,
      answer,
    ]),
  );
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('gradebook.toCheck.intro')}</p>
      {answers.isError && (
        <p role="alert" className={styles.error}>
          {t('gradebook.toCheck.loadFailed')}
        </p>
      )}
      {answers.isPending && <p className={styles.muted}>{t('gradebook.toCheck.loading')}</p>}
      {answers.data && (
        <AnswersToCheck
          headingLevel={2}
          answers={[...byId].map(([id, answer]) => ({
            id,
            student: answer.student_name || t('rooms.detail.unnamed'),
            assignment: answer.assignment_text,
            question: answer.question,
            answer: answer.student_answer,
            answerKey: answer.key,
          }))}
          renderActions={(item) => {
            const answer = byId.get(item.id);
            return answer && <Decide key={item.id} answer={answer} />;
          }}
        />
      )}
    </div>
  );
}
