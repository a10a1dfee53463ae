import { beforeAll, describe, expect, it } from 'vitest';
import { type Classroom, createClassroom } from '../test/classroom';
import { useTestServer } from '../test/testServer';
import { chooseLanguage, createUser, type TestUser } from '../test/users';

const server = useTestServer();

interface Generated {
  id: string;
  results: { Questions: string[] };
  answer_key: { id: number; answer: string }[];
}

async function generateReading(user: TestUser): Promise<Generated> {
  const response = await server.call('post', '/exercises/reading', {
    token: user.token,
    body: {
      user_input: 'Weekend plans',
      language: 'English',
      level: 'A2',
      questions_quantity: 3,
      quantity_words: 80,
    },
  });
  return response.body.data[0];
}

/** Answers every question; `right` says which ones with the key's answer. */
function answers(exercise: Generated, right: boolean[]) {
  return {
    Questions: exercise.results.Questions.map((question, index) => ({
      id: index + 1,
      question,
      user_answer: right[index] ? (exercise.answer_key[index]?.answer ?? '') : 'zzz qqq',
    })),
  };
}

describe('reviewing a standalone exercise', () => {
  let owner: TestUser;
  let exercise: Generated;

  beforeAll(async () => {
    owner = await createUser(server, 'student');
    exercise = await generateReading(owner);
  });

  it('grades the answer, stores it, and returns it as the latest answer', async () => {
    const review = await server.call('post', '/exercises/review_answer', {
      token: owner.token,
      body: {
        exercise_id: exercise.id,
        type: 'Reading',
        language: 'English',
        user_answer: answers(exercise, [true, true, true]),
      },
    });
    expect(review.status).toBe(200);
    expect(review.body.score).toBe(100);
    expect(review.body.response.map((item: { is_correct: boolean }) => item.is_correct)).toEqual([
      true,
      true,
      true,
    ]);

    const wrong = await server.call('post', '/exercises/review_answer', {
      token: owner.token,
      body: {
        exercise_id: exercise.id,
        type: 'Reading',
        language: 'English',
        user_answer: answers(exercise, [true, false, false]),
      },
    });
    expect(wrong.body.score).toBeLessThan(50);
    const latest = await server.call('get', '/exercises/user_answer/{id}', {
      token: owner.token,
      params: { id: exercise.id },
    });
    expect(latest.body).toMatchObject({
      exercise_id: exercise.id,
      score: wrong.body.score,
      assignment_id: null,
    });
  });

  it('refuses a wrong type and exercises that are not shared with the caller', async () => {
    const mismatch = await server.call('post', '/exercises/review_answer', {
      token: owner.token,
      body: {
        exercise_id: exercise.id,
        type: 'Writing',
        language: 'English',
        user_answer: answers(exercise, [true]),
      },
    });
    expect(mismatch.status).toBe(422);
    const stranger = await createUser(server, 'student');
    const denied = await server.call('post', '/exercises/review_answer', {
      token: stranger.token,
      body: {
        exercise_id: exercise.id,
        type: 'Reading',
        language: 'English',
        user_answer: answers(exercise, [true]),
      },
    });
    expect(denied.status).toBe(403);
    const empty = await server.call('post', '/exercises/review_answer', {
      token: owner.token,
      body: { exercise_id: exercise.id, type: 'Reading', language: 'English', user_answer: {} },
    });
    expect(empty.status).toBe(422);
    expect((await server.call('post', '/exercises/review_answer', { body: {} })).status).toBe(401);
  });
});

describe('feedback in the reviewer’s interface language', () => {
  it('writes the feedback on a German exercise in Spanish for a student whose settings say Spanish', async () => {
    const student = await createUser(server, 'student');
    await chooseLanguage(server, student, 'es');
    const generated = await server.call('post', '/exercises/writing', {
      token: student.token,
      body: { user_input: 'Familie', language: 'German', level: 'A2', quantity: 2 },
    });
    const exercise = generated.body.data[0];
    const review = await server.call('post', '/exercises/review_answer', {
      token: student.token,
      body: {
        exercise_id: exercise.id,
        type: 'Writing',
        language: 'German',
        user_answer: {
          Exercises: exercise.results.Exercises.map((question: string, index: number) => ({
            id: index + 1,
            question,
            answer: index === 0 ? '' : 'zzz qqq',
          })),
        },
      },
    });
    expect(review.status).toBe(200);
    const [blank, wrong] = review.body.response;
    expect(blank.feedback).toMatch(/^No has escrito ninguna respuesta\. La respuesta es «/);
    expect(wrong.feedback).toMatch(/La respuesta es «/);
    expect(wrong.credit).toBe(0);
  });
});

describe('reviewing inside an assignment', () => {
  let room: Classroom;
  let student: TestUser;
  let exercise: Generated;
  let assignmentId: string;

  beforeAll(async () => {
    room = await createClassroom(server, { students: 1, attempts: 1, timeLimit: 5 });
    student = room.students[0] as TestUser;
    exercise = await generateReading(room.teacher);
    const other = await generateReading(room.teacher);
    const template = await server.call('post', '/templates/create_template', {
      token: room.teacher.token,
      body: {
        template_name: 'Reading',
        exercises_id_list: [exercise.id, other.id],
        language: 'English',
        template_level: 'A2',
      },
    });
    const assignment = await server.call('post', '/assignments/create_assignment', {
      token: room.teacher.token,
      body: {
        assignment_text: 'Reading quiz',
        assignment_description: 'Two texts',
        template_id: template.body.id,
        room_id: room.roomId,
        schedule: new Date(Date.now() + 3600_000).toISOString(),
        attempts: 1,
        time_limit: 5,
      },
    });
    assignmentId = assignment.body.id;
    await server.call('post', '/assignments/assign_assignment_students', {
      token: room.teacher.token,
      query: { assignment_id: assignmentId },
    });
  });

  const review = (body: Record<string, unknown>) =>
    server.call('post', '/exercises/review_answer', {
      token: student.token,
      body: {
        exercise_id: exercise.id,
        type: 'Reading',
        language: 'English',
        user_answer: answers(exercise, [true, true, false]),
        ...body,
      },
    });

  it('lets the student see the exercise without its key and ties the score to the attempt', async () => {
    const seen = await server.call('get', '/exercises/exercise/{id}', {
      token: student.token,
      params: { id: exercise.id },
    });
    expect(seen.body).not.toHaveProperty('answer_key');
    const start = await server.call('post', '/assignments/start_attempt/{id}', {
      token: student.token,
      params: { id: assignmentId },
    });
    const graded = await review({
      assignment_id: assignmentId,
      attempt_id: start.body.attempt_id,
      duration_seconds: 90,
    });
    expect(graded.status).toBe(200);
    expect(graded.body.attempt_id).toBe(start.body.attempt_id);
    const score = await server.call('get', '/assignments/assignment_score/{id}', {
      token: student.token,
      params: { id: assignmentId },
    });
    expect(score.body.average_score).toBe(graded.body.score);

    await server.db.query(
      "UPDATE assignment_attempts SET deadline = now() - interval '2 minutes' WHERE id = $1",
      [start.body.attempt_id],
    );
    const late = await review({ attempt_id: start.body.attempt_id });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe('Time is up for this attempt');
  });

  it('refuses exercises outside the assignment and assignments the student does not hold', async () => {
    const foreign = await generateReading(room.teacher);
    await server.call('post', '/templates/share_template/{id}', {
      token: room.teacher.token,
      params: { id: room.templateId },
      body: { email: student.email },
    });
    const outside = await server.call('post', '/exercises/review_answer', {
      token: room.teacher.token,
      body: {
        exercise_id: foreign.id,
        type: 'Reading',
        language: 'English',
        user_answer: answers(foreign, [true]),
        assignment_id: assignmentId,
      },
    });
    expect(outside.status).toBe(403);
  });
});
