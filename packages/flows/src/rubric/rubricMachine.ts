import { readApiError } from '@lingua/api/errors';
import { type Message, msg } from '@lingua/i18n';
import { assign, setup } from 'xstate';
import type { Recording } from '../recorder/recorderMachine';
import type {
  GradebookSittingDetail,
  RecordingFacts,
  RubricScores,
  SpeakingCriterion,
} from '../shared/api';
import { injectedPromise } from '../shared/injected';

export interface RubricInput {
  sittingId: string;
  exerciseId: string;
  itemId: number;
  /** The criteria the item is graded on (the template's choice, else the exercise's). */
  criteria: readonly SpeakingCriterion[];
  /** The scores the item was last given, to start from when grading again. */
  scores?: RubricScores;
}

/** What the page sends: the scores, the comment and the reply's id when there is one. */
export interface RubricRequest {
  sittingId: string;
  exerciseId: string;
  itemId: number;
  scores: RubricScores;
  comment: string;
  replyRecordingId?: string;
}

/** The teacher's recorded reply to upload for the item. */
export interface ReplyUpload {
  sittingId: string;
  exerciseId: string;
  itemId: number;
  reply: Recording;
}

export interface RubricContext extends RubricInput {
  scores: RubricScores;
  comment: string;
  /** The recorded reply to send with the grading; null when none. */
  reply: Recording | null;
  /** The reply once uploaded, so a failed save sends it again without a second upload. */
  replyId: string | null;
  /** Why the last try failed, in words the teacher can act on. */
  error: Message | null;
}

export type RubricEvent =
  | { type: 'rubric.score'; criterion: SpeakingCriterion; points: number }
  | { type: 'rubric.comment'; comment: string }
  | { type: 'rubric.reply'; reply: Recording | null }
  | { type: 'rubric.submit' }
  | { type: 'rubric.cancel' };

/** Past this, a call that has not answered is given up and the teacher told to save again. */
export const RUBRIC_TIMEOUT_MS = 20_000;

/** The points' share of the most the criteria could earn: the credit the server will store. */
export function rubricShare(scores: RubricScores, criteria: readonly SpeakingCriterion[]) {
  const points = criteria.reduce((sum, criterion) => sum + (scores[criterion] ?? 0), 0);
  return { points, most: 4 * criteria.length };
}

/** What the teacher reads when a grading is refused, by the server's status. */
export function rubricFailure(error: unknown): Message {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 409) return msg('gradebook.override.stillOpen');
  if (status === 403) return msg('gradebook.override.notTeacher');
  const detail = readApiError(error, null);
  return detail === null
    ? msg('gradebook.rubric.failedNoAnswer')
    : msg('gradebook.rubric.failed', { detail });
}

/**
 * The teacher grades one spoken answer on the rubric: 0 to 4 points per criterion (every one
 * before it can be saved), a comment, and optionally a recorded reply, uploaded first; the
 * server answers the whole sitting recomputed, which the page shows (`reportSaved`).
 */
export const rubricMachine = setup({
  types: {
    input: {} as RubricInput,
    context: {} as RubricContext,
    events: {} as RubricEvent,
  },
  actors: {
    /** POST /recordings/replies. */
    uploadReply: injectedPromise<RecordingFacts, ReplyUpload>('rubric.uploadReply'),
    /** POST /gradebook/sittings/{id}/rubric. */
    saveRubric: injectedPromise<GradebookSittingDetail, RubricRequest>('rubric.saveRubric'),
  },
  actions: {
    /** The page puts the recomputed sitting in its cache and refreshes the room's figures. */
    reportSaved: (_, _detail: GradebookSittingDetail) => {},
    reportTimeout: assign({ error: msg('gradebook.override.timeout') }),
  },
  guards: {
    isScored: ({ context }) =>
      context.criteria.every((criterion) => context.scores[criterion] !== undefined),
    hasReplyToUpload: ({ context }) => context.reply !== null && context.replyId === null,
    isPoints: (_, points: number) => Number.isInteger(points) && points >= 0 && points <= 4,
  },
  delays: {
    callTimeout: RUBRIC_TIMEOUT_MS,
  },
}).createMachine({
  id: 'rubric',
  context: ({ input }) => ({
    ...input,
    scores: input.scores ?? {},
    comment: '',
    reply: null,
    replyId: null,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'rubric.score': {
          guard: { type: 'isPoints', params: ({ event }) => event.points },
          actions: assign({
            scores: ({ context, event }) => ({
              ...context.scores,
              [event.criterion]: event.points,
            }),
            error: null,
          }),
        },
        'rubric.comment': { actions: assign({ comment: ({ event }) => event.comment }) },
        'rubric.reply': {
          actions: assign({ reply: ({ event }) => event.reply, replyId: null }),
        },
        'rubric.submit': [
          { guard: { type: 'isScored' }, target: 'submitting' },
          { actions: assign({ error: msg('gradebook.rubric.incomplete') }) },
        ],
        'rubric.cancel': 'cancelled',
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ error: null }),
      always: [{ guard: 'hasReplyToUpload', target: 'uploadingReply' }, { target: 'saving' }],
    },
    uploadingReply: {
      tags: ['busy'],
      invoke: {
        src: 'uploadReply',
        input: ({ context }) => ({
          sittingId: context.sittingId,
          exerciseId: context.exerciseId,
          itemId: context.itemId,
          reply: context.reply as Recording,
        }),
        onDone: { target: 'saving', actions: assign({ replyId: ({ event }) => event.output.id }) },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => {
              const detail = readApiError(event.error, null);
              return detail === null
                ? msg('gradebook.rubric.replyFailedNoAnswer')
                : msg('gradebook.rubric.replyFailed', { detail });
            },
          }),
        },
      },
      after: { callTimeout: { target: 'editing', actions: 'reportTimeout' } },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveRubric',
        input: ({ context }) => ({
          sittingId: context.sittingId,
          exerciseId: context.exerciseId,
          itemId: context.itemId,
          scores: Object.fromEntries(
            context.criteria.map((criterion) => [criterion, context.scores[criterion]]),
          ) as RubricScores,
          comment: context.comment.trim(),
          ...(context.replyId ? { replyRecordingId: context.replyId } : {}),
        }),
        onDone: {
          target: 'saved',
          actions: { type: 'reportSaved', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => rubricFailure(event.error) }),
        },
      },
      after: { callTimeout: { target: 'editing', actions: 'reportTimeout' } },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
