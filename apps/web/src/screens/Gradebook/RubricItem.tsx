import type { components } from '@lingua/api';
import { type Recording, rubricMachine } from '@lingua/flows';
import type { MessageId } from '@lingua/i18n';
import { RubricScorer } from '@lingua/ui';
import { useCallback, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useInspectedMachine } from '../../app/inspector';
import { useApi } from '../../app/services';
import {
  type GradebookItem,
  gradebookCalls,
  useSittingSaved,
} from '../../features/gradebook/queries';
import { useSittingRecordings } from '../../features/gradebook/RecordingTranscript';
import { ReplyRecorder } from '../../features/gradebook/ReplyRecorder';
import { criterionName } from '../../features/gradebook/rubricLines';
import { useText } from '../../i18n/useText';

type Criterion = components['schemas']['SpeakingCriterion'];

/** The model's suggested points on the criteria this item is graded on. */
const suggestionFor = (suggested: Record<string, number>, criteria: readonly Criterion[]) =>
  Object.fromEntries(
    criteria.flatMap((criterion) =>
      suggested[criterion] === undefined ? [] : [[criterion, suggested[criterion]]],
    ),
  );

/** The rubric form of one spoken answer, driven by the rubric machine. */
export function RubricItem({
  sittingId,
  exerciseId,
  item,
  criteria,
  position,
  onDone,
}: {
  sittingId: string;
  exerciseId: string;
  item: GradebookItem;
  criteria: readonly Criterion[];
  position: number;
  onDone: () => void;
}) {
  const t = useText();
  const api = useApi();
  const reportSaved = useSittingSaved();
  // The form starts from the model's suggestion, where the transcript gave one.
  const suggested = useSittingRecordings(sittingId).data?.find(
    (recording) => recording.id === item.student_answer,
  )?.suggested_scores;
  const machine = useMemo(
    () =>
      rubricMachine.provide({
        actors: {
          uploadReply: fromPromise(({ input }) => gradebookCalls(api).uploadReply(input)),
          saveRubric: fromPromise(({ input }) => gradebookCalls(api).saveRubric(input)),
        },
        actions: {
          reportSaved: (_, detail) => {
            reportSaved(detail);
            onDone();
          },
        },
      }),
    [api, reportSaved, onDone],
  );
  const [state, send] = useInspectedMachine(machine, {
    input: {
      sittingId,
      exerciseId,
      itemId: item.id,
      criteria,
      ...(item.rubric
        ? { scores: item.rubric.scores }
        : suggested
          ? { scores: suggestionFor(suggested, criteria) }
          : {}),
    },
  });
  const onRecording = useCallback(
    (reply: Recording | null) => send({ type: 'rubric.reply', reply }),
    [send],
  );
  const { context } = state;
  return (
    <RubricScorer
      aria-label={t('gradebook.rubric.formOf', { position })}
      criteria={criteria.map((criterion) => ({
        id: criterion,
        label: criterionName(t, criterion),
        description: t(`gradebook.rubric.hint.${criterion}` as MessageId),
      }))}
      scores={context.scores}
      onScore={(criterion, points) =>
        send({ type: 'rubric.score', criterion: criterion as Criterion, points })
      }
      comment={context.comment}
      onCommentChange={(comment) => send({ type: 'rubric.comment', comment })}
      reply={<ReplyRecorder onRecording={onRecording} />}
      isPending={state.hasTag('busy')}
      errorMessage={context.error === null ? undefined : t(context.error)}
      onSubmit={() => send({ type: 'rubric.submit' })}
      onCancel={() => {
        send({ type: 'rubric.cancel' });
        onDone();
      }}
    />
  );
}
