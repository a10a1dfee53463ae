import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { Recording } from '../recorder/recorderMachine';
import type { GradebookSittingDetail, RecordingFacts } from '../shared/api';
import { deferred, fakeCall, settle } from '../shared/testing';
import {
  type ReplyUpload,
  RUBRIC_TIMEOUT_MS,
  type RubricRequest,
  rubricMachine,
  rubricShare,
} from './rubricMachine';

const detail = { sitting: { score: 70 }, exercises: [] } as unknown as GradebookSittingDetail;
const input = {
  sittingId: 's1',
  exerciseId: 'e1',
  itemId: 1,
  criteria: ['fluency', 'pronunciation'] as const,
};
const reply: Recording = { blob: new Blob(['x']), mimeType: 'audio/webm', seconds: 9 };

function start(
  respond: (request: RubricRequest) => unknown = () => detail,
  upload: (request: ReplyUpload) => unknown = () => ({ id: 'r1' }) as RecordingFacts,
  extra: Partial<typeof input & { scores: Record<string, number> }> = {},
) {
  const clock = new SimulatedClock();
  const saved: GradebookSittingDetail[] = [];
  const save = fakeCall(respond);
  const uploadReply = fakeCall(upload);
  const actor = createActor(
    rubricMachine.provide({
      actors: { saveRubric: save.logic as never, uploadReply: uploadReply.logic as never },
      actions: { reportSaved: (_, output) => saved.push(output) },
    }),
    { input: { ...input, ...extra }, clock },
  ).start();
  return { actor, clock, saved, calls: save.calls, uploads: uploadReply.calls };
}

const scoreBoth = (actor: ReturnType<typeof start>['actor']) => {
  actor.send({ type: 'rubric.score', criterion: 'fluency', points: 3 });
  actor.send({ type: 'rubric.score', criterion: 'pronunciation', points: 2 });
};

describe('rubric', () => {
  it('saves every criterion’s points with the trimmed comment and reports the recomputed sitting', async () => {
    const { actor, saved, calls, uploads } = start();

    scoreBoth(actor);
    actor.send({ type: 'rubric.comment', comment: '  Gut gemacht. ' });
    actor.send({ type: 'rubric.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();

    expect(calls).toEqual([
      {
        sittingId: 's1',
        exerciseId: 'e1',
        itemId: 1,
        scores: { fluency: 3, pronunciation: 2 },
        comment: 'Gut gemacht.',
      },
    ]);
    expect(uploads).toHaveLength(0);
    expect(saved).toEqual([detail]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('does not save until every criterion has its points, and says so', () => {
    const { actor, calls } = start();

    actor.send({ type: 'rubric.score', criterion: 'fluency', points: 3 });
    actor.send({ type: 'rubric.submit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toHaveLength(0);
    expect(inEnglish(actor.getSnapshot().context.error)).toBe(
      'Give every criterion its points before saving the grade.',
    );
  });

  it('takes only whole points from 0 to 4', () => {
    const { actor } = start();

    actor.send({ type: 'rubric.score', criterion: 'fluency', points: 5 });
    actor.send({ type: 'rubric.score', criterion: 'fluency', points: 1.5 });
    actor.send({ type: 'rubric.score', criterion: 'fluency', points: -1 });

    expect(actor.getSnapshot().context.scores).toEqual({});
  });

  it('starts from the last grading and sends only the item’s criteria', async () => {
    const { actor, calls } = start(undefined, undefined, {
      scores: { fluency: 4, pronunciation: 4, range: 1 },
    });

    actor.send({ type: 'rubric.score', criterion: 'pronunciation', points: 3 });
    actor.send({ type: 'rubric.submit' });
    await settle();

    expect(calls[0]?.scores).toEqual({ fluency: 4, pronunciation: 3 });
  });

  it('uploads the recorded reply first and names it in the grading', async () => {
    const { actor, calls, uploads } = start();

    scoreBoth(actor);
    actor.send({ type: 'rubric.reply', reply });
    actor.send({ type: 'rubric.submit' });
    expect(actor.getSnapshot().value).toBe('uploadingReply');
    await settle();

    expect(uploads).toEqual([{ sittingId: 's1', exerciseId: 'e1', itemId: 1, reply }]);
    expect(calls[0]?.replyRecordingId).toBe('r1');
  });

  it('keeps the uploaded reply when the grading fails, and does not upload it twice', async () => {
    let attempt = 0;
    const { actor, calls, uploads } = start(() => {
      attempt += 1;
      return attempt === 1
        ? Promise.reject({ status: 422, detail: 'Give each criterion of this task…' })
        : detail;
    });

    scoreBoth(actor);
    actor.send({ type: 'rubric.reply', reply });
    actor.send({ type: 'rubric.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(inEnglish(actor.getSnapshot().context.error)).toBe(
      'The grade could not be saved: Give each criterion of this task…. Save again.',
    );

    actor.send({ type: 'rubric.submit' });
    await settle();
    expect(uploads).toHaveLength(1);
    expect(calls.map((call) => call.replyRecordingId)).toEqual(['r1', 'r1']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('tells the teacher when the reply could not be uploaded, and saves nothing', async () => {
    const { actor, calls } = start(undefined, () => Promise.reject(null));

    scoreBoth(actor);
    actor.send({ type: 'rubric.reply', reply });
    actor.send({ type: 'rubric.submit' });
    await settle();

    expect(calls).toHaveLength(0);
    expect(inEnglish(actor.getSnapshot().context.error)).toBe(
      'Your spoken reply could not be sent: the server did not answer. Save again.',
    );
  });

  it('says so when the sitting is still open or the caller is not the room’s teacher', async () => {
    for (const [status, words] of [
      [409, 'The student is still working on this sitting. Change verdicts once it is handed in.'],
      [403, 'Only the room’s teacher can change verdicts.'],
    ] as const) {
      const { actor } = start(() => Promise.reject({ status, detail: 'no' }));
      scoreBoth(actor);
      actor.send({ type: 'rubric.submit' });
      await settle();
      expect(inEnglish(actor.getSnapshot().context.error)).toBe(words);
    }
  });

  it('ignores a second submit and a cancel while saving; gives up after the timeout', async () => {
    const answer = deferred<GradebookSittingDetail>();
    const { actor, clock, calls } = start(() => answer.promise);

    scoreBoth(actor);
    actor.send({ type: 'rubric.submit' });
    actor.send({ type: 'rubric.submit' });
    actor.send({ type: 'rubric.cancel' });
    await settle();
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('saving');

    clock.increment(RUBRIC_TIMEOUT_MS);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(inEnglish(actor.getSnapshot().context.error)).toBe(
      'The server did not answer in time. Check your connection and save again.',
    );
  });

  it('ends without saving when cancelled', () => {
    const { actor, calls } = start();
    actor.send({ type: 'rubric.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(calls).toHaveLength(0);
  });

  it('adds up the points out of four per criterion', () => {
    expect(rubricShare({ fluency: 3, pronunciation: 2 }, ['fluency', 'pronunciation'])).toEqual({
      points: 5,
      most: 8,
    });
  });
});
