import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createRetentionJob } from '../retention/job';
import { insertExercise } from '../test/exercises';
import { answerAloudAndFinish, speakingClass, uploadRecording, webm } from '../test/speaking';
import { useTestServer } from '../test/testServer';
import { createUser, type TestUser } from '../test/users';

const MB = 1024 * 1024;
const server = useTestServer({
  config: { recordings: { maxBytes: MB, accountBytes: 2.5 * MB } },
});

const upload = (
  student: TestUser,
  query: Parameters<typeof uploadRecording>[2],
  audio: Uint8Array,
  headers?: Record<string, string>,
) => uploadRecording(server, student, query, audio, headers);

/** Plays a recording as `user` (or nobody), the body as bytes. */
async function play(id: string, user?: TestUser, range?: string) {
  const response = await fetch(`${server.url}/api/recordings/${id}`, {
    headers: {
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
      ...(range ? { range } : {}),
    },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

describe('recordings', () => {
  it('keeps a recording of the sitting and plays it back whole or by range', async () => {
    const room = await speakingClass(server);
    const attempt = await room.sitting(room.pupil);
    const audio = webm(10_000);
    audio.set([1, 2, 3], 100);
    const kept = await upload(
      room.pupil,
      { attempt_id: attempt, exercise_id: room.speaking },
      audio,
    );
    expect(kept.status).toBe(201);
    expect(kept.body).toMatchObject({
      attempt_id: attempt,
      exercise_id: room.speaking,
      item_id: 1,
      mime_type: 'audio/webm',
      bytes: 10_000,
      duration_ms: 20_000,
    });

    const whole = await play(kept.body.id, room.pupil);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.bytes).toEqual(audio);

    const part = await play(kept.body.id, room.teacher, 'bytes=100-102');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-102/10000');
    expect([...part.bytes]).toEqual([1, 2, 3]);

    const tail = await play(kept.body.id, room.teacher, 'bytes=-4');
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe('bytes 9996-9999/10000');
    expect(tail.bytes.length).toBe(4);

    const rest = await play(kept.body.id, room.teacher, 'bytes=9990-');
    expect(rest.headers.get('content-range')).toBe('bytes 9990-9999/10000');

    // Checked against the contract too.
    const outside = await server.call('get', '/recordings/{id}', {
      token: room.pupil.token,
      params: { id: kept.body.id },
      headers: { range: 'bytes=20000-20010' },
    });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */10000');
    expect(outside.body.detail).toBe('The requested range lies outside the recording');
    const many = await play(kept.body.id, room.pupil, 'bytes=0-1,5-6');
    expect(many.status).toBe(416);
  });

  it('lets only the student and the teacher of the assignment play it; to others it does not exist', async () => {
    const room = await speakingClass(server);
    const attempt = await room.sitting(room.pupil);
    const kept = await upload(
      room.pupil,
      { attempt_id: attempt, exercise_id: room.speaking },
      webm(2_000),
    );
    const otherTeacher = await createUser(server, 'teacher');
    expect((await play(kept.body.id, room.pupil)).status).toBe(200);
    expect((await play(kept.body.id, room.teacher)).status).toBe(200);
    for (const stranger of [otherTeacher, room.classmate]) {
      const refused = await server.call('get', '/recordings/{id}', {
        token: stranger.token,
        params: { id: kept.body.id },
      });
      expect(refused.status).toBe(404);
      expect(refused.body.detail).toBe('Recording not found');
    }
    // The same answer as an id nobody has.
    const unknown = await server.call('get', '/recordings/{id}', {
      token: room.classmate.token,
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.body).toEqual({ detail: 'Recording not found' });
    expect((await play(kept.body.id)).status).toBe(401);

    const list = (user: TestUser) =>
      server.call('get', '/recordings/sittings/{id}', {
        token: user.token,
        params: { id: attempt },
      });
    expect((await list(room.pupil)).body.map((r: { id: string }) => r.id)).toEqual([kept.body.id]);
    expect((await list(room.teacher)).body).toHaveLength(1);
    expect((await list(room.classmate)).status).toBe(404);
    expect((await list(otherTeacher)).status).toBe(404);
    // Nobody but the sitting's student uploads to it.
    const intruder = await upload(
      room.classmate,
      { attempt_id: attempt, exercise_id: room.speaking },
      webm(2_000),
    );
    expect(intruder.status).toBe(404);
  });

  it('refuses a recording over the size cap before reading it, saying the cap, in the caller’s language', async () => {
    const room = await speakingClass(server);
    const attempt = await room.sitting(room.pupil);
    const large = await upload(
      room.pupil,
      { attempt_id: attempt, exercise_id: room.speaking },
      webm(MB + 1),
    );
    expect(large.status).toBe(413);
    expect(large.body.detail).toBe('A recording may be at most 1 MB: record a shorter answer');
    const spanish = await upload(
      room.pupil,
      { attempt_id: attempt, exercise_id: room.speaking },
      webm(MB + 1),
      { 'accept-language': 'es' },
    );
    expect(spanish.body.detail).toBe(
      'Una grabación puede ocupar como máximo 1 MB: graba una respuesta más corta',
    );
  });

  it('refuses a recording longer than the task allows, with two seconds of slack', async () => {
    const room = await speakingClass(server);
    const attempt = await room.sitting(room.pupil);
    const at = (duration_ms: number, headers?: Record<string, string>) =>
      upload(
        room.pupil,
        { attempt_id: attempt, exercise_id: room.speaking, duration_ms },
        webm(1_000),
        headers,
      );
    expect((await at(62_000)).status).toBe(201);
    const long = await at(75_000);
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({
      duration_ms: 'The recording lasts 75 seconds; this task takes at most 60 seconds',
    });
    const german = await at(75_000, { 'accept-language': 'de' });
    expect(german.body.errors.duration_ms).toBe(
      'Die Aufnahme dauert 75 Sekunden; diese Aufgabe erlaubt höchstens 60 Sekunden',
    );
  });

  it('keeps at most the account’s cap of recordings; a new take of an item replaces the old one', async () => {
    const room = await speakingClass(server);
    const first = await room.sitting(room.pupil);
    const item = (attempt_id: string, item_id: number, headers?: Record<string, string>) =>
      upload(
        room.pupil,
        { attempt_id, exercise_id: room.speaking, item_id },
        webm(MB - 1),
        headers,
      );
    const take = await item(first, 1);
    // Re-recorded: one recording for the item, under a new id; the old one is gone and its
    // bytes no longer count.
    const again = await item(first, 1);
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(take.body.id);
    expect((await play(take.body.id, room.pupil)).status).toBe(404);
    expect((await item(first, 2)).status).toBe(201);
    const listed = await server.call('get', '/recordings/sittings/{id}', {
      token: room.pupil.token,
      params: { id: first },
    });
    expect(listed.body.map((r: { item_id: number }) => r.item_id)).toEqual([1, 2]);

    const finished = await server.call('put', '/assignments/update_attempts/{id}', {
      token: room.pupil.token,
      params: { id: room.assignmentId },
      body: { attempt_id: first },
    });
    expect(finished.status).toBe(200);
    const second = await room.sitting(room.pupil);
    const full = await item(second, 1);
    expect(full.status).toBe(409);
    expect(full.body.detail).toBe(
      'Your recordings already take 2 MB of the 2.5 MB an account may keep: ask your teacher',
    );
    const french = await item(second, 1, { 'accept-language': 'fr' });
    expect(french.body.detail).toBe(
      'Vos enregistrements occupent déjà 2 Mo des 2,5 Mo qu’un compte peut garder : demandez à votre professeur',
    );
  });

  it('takes only WebM, Ogg or MP4 audio whose first bytes agree', async () => {
    const room = await speakingClass(server);
    const attempt = await room.sitting(room.pupil);
    const query = { attempt_id: attempt, exercise_id: room.speaking };
    const ogg = new Uint8Array(500).fill(1);
    ogg.set([0x4f, 0x67, 0x67, 0x53]);
    expect((await upload(room.pupil, query, ogg, { 'content-type': 'audio/ogg' })).status).toBe(
      201,
    );
    const mp4 = new Uint8Array(500).fill(1);
    mp4.set([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70], 0);
    const safari = await upload(room.pupil, { ...query, item_id: 2 }, mp4, {
      'content-type': 'audio/mp4',
    });
    expect(safari.body.mime_type).toBe('audio/mp4');
    for (const [type, bytes] of [
      ['audio/webm', new TextEncoder().encode('<html>not a recording</html>')],
      ['audio/webm', ogg],
      ['image/png', webm(500)],
      ['audio/wav', webm(500)],
    ] as const) {
      const refused = await upload(room.pupil, query, bytes, { 'content-type': type });
      expect(refused.status, type).toBe(415);
      expect(refused.body.detail).toBe('Send the recording as WebM, Ogg or MP4 audio');
    }
  });

  it('takes recordings only for the items of a speaking exercise of the sitting', async () => {
    const room = await speakingClass(server);
    const attempt = await room.sitting(room.pupil);
    const reading = await upload(
      room.pupil,
      { attempt_id: attempt, exercise_id: room.reading },
      webm(500),
    );
    expect(reading.status).toBe(422);
    expect(reading.body.errors).toEqual({
      exercise_id: 'Only a speaking exercise takes recordings',
    });
    const third = await upload(
      room.pupil,
      { attempt_id: attempt, exercise_id: room.speaking, item_id: 3 },
      webm(500),
    );
    expect(third.status).toBe(404);
    expect(third.body.detail).toBe('This exercise has no such question');
    const elsewhere = await insertExercise(server.db, room.teacher.id, {
      type: 'Speaking',
      level: 'A2',
    });
    const outside = await upload(
      room.pupil,
      { attempt_id: attempt, exercise_id: elsewhere },
      webm(500),
    );
    expect(outside.status).toBe(404);
    expect(outside.body.detail).toBe('This exercise is not part of the sitting');
  });

  it('lets the student delete a recording while the sitting is open, and nobody else', async () => {
    const room = await speakingClass(server);
    const attempt = await room.sitting(room.pupil);
    const query = { attempt_id: attempt, exercise_id: room.speaking };
    const first = await upload(room.pupil, query, webm(500));
    const remove = (user: TestUser, id: string) =>
      server.call('delete', '/recordings/{id}', { token: user.token, params: { id } });
    expect((await remove(room.teacher, first.body.id)).status).toBe(404);
    expect((await remove(room.classmate, first.body.id)).status).toBe(404);
    expect((await remove(room.pupil, first.body.id)).status).toBe(204);
    expect((await play(first.body.id, room.pupil)).status).toBe(404);

    const kept = await upload(room.pupil, query, webm(500));
    await server.call('put', '/assignments/update_attempts/{id}', {
      token: room.pupil.token,
      params: { id: room.assignmentId },
      body: { attempt_id: attempt },
    });
    const late = await remove(room.pupil, kept.body.id);
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe('This attempt is already finished');
    const after = await upload(room.pupil, query, webm(500));
    expect(after.status).toBe(409);
    expect((await play(kept.body.id, room.teacher)).status).toBe(200);
  });

  it('puts the recordings in the student’s export and deletes them with the account', async () => {
    const room = await speakingClass(server);
    const attempt = await room.sitting(room.pupil);
    const kept = await upload(
      room.pupil,
      { attempt_id: attempt, exercise_id: room.speaking, duration_ms: 12_345 },
      webm(700),
    );
    const exported = await server.call('get', '/users/export', { token: room.pupil.token });
    expect(exported.body.recordings).toEqual([
      {
        id: kept.body.id,
        attempt_id: attempt,
        exercise_id: room.speaking,
        item_id: 1,
        mime_type: 'audio/webm',
        bytes: 700,
        duration_ms: 12_345,
        created_at: kept.body.created_at,
        url: `/api/recordings/${kept.body.id}`,
      },
    ]);
    const fetched = await fetch(`${server.url}${exported.body.recordings[0].url}`, {
      headers: { authorization: `Bearer ${room.pupil.token}` },
    });
    expect(new Uint8Array(await fetched.arrayBuffer())).toEqual(webm(700));
    // The teacher's export holds no pupil's voice.
    const teachers = await server.call('get', '/users/export', { token: room.teacher.token });
    expect(teachers.body.recordings).toEqual([]);

    const deleted = await server.call('post', '/users/delete_account', {
      token: room.pupil.token,
      body: { password: room.pupil.password },
    });
    expect(deleted.status).toBe(204);
    const [left] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM recordings WHERE user_id = $1',
      [room.pupil.id],
    );
    expect(left?.n).toBe(0);
  });

  it('lets the retention job delete recordings older than RECORDING_RETENTION_DAYS', async () => {
    const room = await speakingClass(server);
    const attempt = await room.sitting(room.pupil);
    const query = { attempt_id: attempt, exercise_id: room.speaking };
    const old = await upload(room.pupil, query, webm(500));
    const recent = await upload(room.pupil, { ...query, item_id: 2 }, webm(500));
    await server.db.query(
      "UPDATE recordings SET created_at = now() - interval '31 days' WHERE id = $1",
      [old.body.id],
    );
    const job = createRetentionJob(
      server.db,
      { ...server.config.retention, recordingDays: 30 },
      pino({ level: 'silent' }),
    );
    expect(await job.runOnce()).toMatchObject({ recordings: 1 });
    expect((await play(old.body.id, room.teacher)).status).toBe(404);
    expect((await play(recent.body.id, room.teacher)).status).toBe(200);
    expect(loadConfig({ RECORDING_RETENTION_DAYS: '90' }).retention.recordingDays).toBe(90);
    expect(() => loadConfig({ RECORDING_RETENTION_DAYS: '0' })).toThrow(
      'RECORDING_RETENTION_DAYS must be a whole number of at least 1',
    );
  });

  it('leaves a recorded answer to the teacher, half credited until graded, and nothing for a missing one', async () => {
    const room = await speakingClass(server);
    const attempt = await room.sitting(room.pupil);
    const kept = await upload(
      room.pupil,
      { attempt_id: attempt, exercise_id: room.speaking },
      webm(500),
    );
    // The recorder saves the recording's id as the item's answer; the second item is left.
    await answerAloudAndFinish(server, room, attempt, [kept.body.id, '']);

    const sitting = await server.call('get', '/gradebook/sittings/{id}', {
      token: room.teacher.token,
      params: { id: attempt },
    });
    const spoken = sitting.body.exercises.find(
      (exercise: { exercise_id: string }) => exercise.exercise_id === room.speaking,
    );
    expect(
      spoken.items.map((item: Record<string, unknown>) => [
        item.student_answer,
        item.credit,
        item.to_check,
        item.feedback,
      ]),
    ).toEqual([
      [kept.body.id, 0.5, true, 'Your teacher will listen to your recording and grade it.'],
      ['', 0, false, 'No recording was sent for this question.'],
    ]);
    const toCheck = await server.call('get', '/gradebook/rooms/{id}/to_check', {
      token: room.teacher.token,
      params: { id: room.roomId },
    });
    expect(
      toCheck.body.answers.map((a: { exercise_id: string; item_id: number }) => [
        a.exercise_id,
        a.item_id,
      ]),
    ).toEqual([[room.speaking, 1]]);

    // Not accepted into a key like a written answer: the teacher grades it.
    const accepted = await server.call('post', '/gradebook/sittings/{id}/to_check', {
      token: room.teacher.token,
      params: { id: attempt },
      body: { exercise_id: room.speaking, item_id: 1, decision: 'accept' },
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body.detail).toBe(
      'Grade a spoken answer on the rubric: it cannot be accepted or refused as a written one.',
    );
    const graded = await server.call('post', '/gradebook/sittings/{id}/overrides', {
      token: room.teacher.token,
      params: { id: attempt },
      body: {
        exercise_id: room.speaking,
        item_id: 1,
        verdict: 'half',
        comment: 'Gut, aber langsam.',
      },
    });
    expect(graded.status).toBe(200);
    const item = graded.body.exercises
      .find((exercise: { exercise_id: string }) => exercise.exercise_id === room.speaking)
      .items.find((candidate: { id: number }) => candidate.id === 1);
    expect(item).toMatchObject({ credit: 0.5, to_check: false });
  });

  it('keeps a student’s “no microphone” answer for the teacher: nothing to check, no credit', async () => {
    const room = await speakingClass(server);
    const attempt = await room.sitting(room.pupil);
    const kept = await upload(
      room.pupil,
      { attempt_id: attempt, exercise_id: room.speaking },
      webm(500),
    );
    // The microphone went away before the second answer: the sitting saves why.
    await answerAloudAndFinish(server, room, attempt, [kept.body.id, 'no_microphone']);

    const sitting = await server.call('get', '/gradebook/sittings/{id}', {
      token: room.teacher.token,
      params: { id: attempt },
    });
    const spoken = sitting.body.exercises.find(
      (exercise: { exercise_id: string }) => exercise.exercise_id === room.speaking,
    );
    expect(
      spoken.items.map((item: Record<string, unknown>) => [
        item.student_answer,
        item.credit,
        item.to_check,
      ]),
    ).toEqual([
      [kept.body.id, 0.5, true],
      ['no_microphone', 0, false],
    ]);
    const toCheck = await server.call('get', '/gradebook/rooms/{id}/to_check', {
      token: room.teacher.token,
      params: { id: room.roomId },
    });
    expect(toCheck.body.answers.map((a: { item_id: number }) => a.item_id)).toEqual([1]);
  });
});
