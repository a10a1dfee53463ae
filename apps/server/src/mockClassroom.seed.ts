import type { components } from '@lingua/api';

type Schemas = components['schemas'];

/**
 * The classroom the mocks replay (packages/api/src/mocks/recorded/classroom.json): written into
 * the real server by mockClassroom.test.ts, which records the server's answers about it.
 */

/** The moment the fixtures are written around; freeze the clock here for stable screenshots. */
export const FIXTURE_NOW = Date.parse('2026-11-21T09:00:00.000Z');

/** The password of every fixture account. */
export const FIXTURE_PASSWORD = 'Passw0rd1';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Deterministic UUIDs: the block says what the id is (1 users, 2 rooms, 3 exercises...). */
export function fixtureId(block: number, n: number): string {
  return `00000000-0000-4000-8000-${String(block * 1000 + n).padStart(12, '0')}`;
}

/** A silent, valid WAV file: enough for the audio player, tiny in stories. */
const SILENT_WAV_BASE64 = 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA=';

export interface StudentProgress {
  assignment_id: string;
  user_id: string;
  user_attempts: number;
  /** One score per reviewed attempt. */
  scores: number[];
  score_timestamp: string | null;
  /** Minutes each finished attempt took. */
  minutes: number[];
}

/**
 * Everything the mock server starts with. Objects are in the contract's shapes; relations the
 * contract does not expose (memberships, shares, progress, owners) sit beside them.
 */
export interface MockSeed {
  now: number;
  users: Schemas['UserProfile'][];
  passwords: Record<string, string>;
  rooms: Omit<Schemas['Room'], 'list_users' | 'exercise_count' | 'completion_rate'>[];
  memberships: { room_id: string; user_id: string }[];
  exercises: Schemas['Exercise'][];
  templates: Schemas['Template'][];
  shares: { template_id: string; user_id: string; shared_at: string }[];
  assignments: Schemas['AssignmentDetails'][];
  progress: StudentProgress[];
  answers: { user_id: string; record: Schemas['UserAnswerRecord'] }[];
  feedback: { user_id: string; feedback: Schemas['Feedback'] }[];
}

const at = (now: number, offset: number) => new Date(now + offset).toISOString();

function profile(
  n: number,
  fields: Partial<Schemas['UserProfile']> & { email: string },
  now: number,
): Schemas['UserProfile'] {
  return {
    id: fixtureId(1, n),
    username: null,
    first_name: null,
    last_name: null,
    country: null,
    phone_number: null,
    role: null,
    preferences: {},
    created_at: at(now, -90 * DAY + n * DAY),
    email_verified: true,
    ...fields,
  };
}

function exercise(
  n: number,
  fields: Omit<Schemas['Exercise'], 'id' | 'created_at' | 'engine'>,
  createdAgo: number,
  now: number,
): Schemas['Exercise'] {
  return { id: fixtureId(3, n), created_at: at(now, -createdAgo), engine: 'builtin', ...fields };
}

function answerKey(
  topic: string,
  answers: string[],
): NonNullable<Schemas['Exercise']['answer_key']> {
  return answers.map((answer, index) => ({ id: index + 1, answer, grammar_topic: topic }));
}

/** The users, sessions and ids the fixtures are built from. */
export function createFixtures(now = FIXTURE_NOW) {
  const teacher = profile(
    1,
    {
      email: 'marta.ruiz@lingua.test',
      username: 'mruiz',
      first_name: 'Marta',
      last_name: 'Ruiz',
      country: 'ES',
      phone_number: '+34 612345678',
      role: 'Teacher',
    },
    now,
  );
  const student = profile(
    2,
    {
      email: 'tom.becker@lingua.test',
      username: 'tbecker',
      first_name: 'Tom',
      last_name: 'Becker',
      country: 'DE',
      phone_number: '+49 15123456789',
      role: 'Student',
    },
    now,
  );
  const classmate = profile(
    3,
    {
      email: 'aiko.tanaka@lingua.test',
      username: 'aiko',
      first_name: 'Aiko',
      last_name: 'Tanaka',
      country: 'JP',
      phone_number: '+81 9012345678',
      role: 'Student',
    },
    now,
  );
  /** Signed up and logged in, profile not completed yet. */
  const newcomer = profile(4, { email: 'new.student@lingua.test', email_verified: false }, now);

  const writingSpanish = exercise(
    1,
    {
      type: 'Writing',
      language: 'Spanish',
      level: 'B1',
      user_id: teacher.id,
      results: {
        Title: 'El pretérito indefinido: un viaje',
        Description: 'Conjuga el verbo entre paréntesis en pretérito indefinido.',
        Exercises: [
          'Ayer yo (viajar) ___ a Sevilla.',
          'Nosotros (comer) ___ paella en la playa.',
          'Ellos (visitar) ___ la Alhambra.',
        ],
      },
      answer_key: answerKey('Preterite', ['viajé', 'comimos', 'visitaron']),
    },
    10 * DAY,
    now,
  );
  const readingSpanish = exercise(
    2,
    {
      type: 'Reading',
      language: 'Spanish',
      level: 'B1',
      user_id: teacher.id,
      results: {
        Title: 'Un fin de semana en Madrid',
        Paragraph:
          'El sábado pasado Lucía visitó el Museo del Prado con su hermano. Después comieron en un restaurante pequeño cerca del Retiro y pasearon por el parque hasta la noche.',
        Questions: ['¿Qué museo visitó Lucía?', '¿Con quién fue?', '¿Dónde pasearon por la tarde?'],
      },
      answer_key: answerKey('Reading comprehension', [
        'El Prado',
        'Con su hermano',
        'Por el Retiro',
      ]),
    },
    9 * DAY,
    now,
  );
  const listeningSpanish = exercise(
    3,
    {
      type: 'Listening',
      language: 'Spanish',
      level: 'B1',
      user_id: teacher.id,
      results: {
        Title: 'En la estación de tren',
        Paragraph:
          'Atención, por favor. El tren con destino a Valencia saldrá del andén cuatro a las diez y cuarto.',
        Questions: ['¿Adónde va el tren?', '¿De qué andén sale?', '¿A qué hora sale?'],
        audio_base64: SILENT_WAV_BASE64,
      },
      answer_key: answerKey('Numbers and time', [
        'A Valencia',
        'Del andén cuatro',
        'A las diez y cuarto',
      ]),
    },
    8 * DAY,
    now,
  );
  const writingEnglish = exercise(
    4,
    {
      type: 'Writing',
      language: 'English',
      level: 'A2',
      user_id: teacher.id,
      results: {
        Title: 'Present simple or present continuous?',
        Description: 'Complete each sentence with the right form of the verb.',
        Exercises: ['She usually (walk) ___ to school.', 'Look! It (rain) ___.'],
      },
      answer_key: answerKey('Present tenses', ['walks', 'is raining']),
    },
    5 * DAY,
    now,
  );
  const readingEnglish = exercise(
    5,
    {
      type: 'Reading',
      language: 'English',
      level: 'A2',
      user_id: teacher.id,
      results: {
        Title: "Sam's new job",
        Paragraph:
          'Sam started a new job at a bakery last month. He gets up at five o’clock and bakes bread before the shop opens.',
        Questions: ['Where does Sam work?', 'What time does he get up?'],
      },
      answer_key: answerKey('Reading comprehension', ['At a bakery', 'At five o’clock']),
    },
    5 * DAY,
    now,
  );
  const readingFrench = exercise(
    6,
    {
      type: 'Reading',
      language: 'French',
      level: 'C1',
      user_id: teacher.id,
      results: {
        Title: 'Le roman réaliste',
        Paragraph:
          'Au XIXe siècle, le roman réaliste cherche à représenter la société telle qu’elle est, sans l’idéaliser.',
        Questions: ['Que cherche à représenter le roman réaliste ?'],
      },
      answer_key: answerKey('Subjunctive', ['La société telle qu’elle est']),
    },
    2 * DAY,
    now,
  );
  const listeningGerman = exercise(
    7,
    {
      type: 'Listening',
      language: 'German',
      level: 'A1',
      user_id: student.id,
      results: {
        Title: 'Im Café',
        Paragraph: 'Ich hätte gern einen Kaffee und ein Stück Kuchen, bitte.',
        Questions: ['Was bestellt die Person?'],
        audio_base64: SILENT_WAV_BASE64,
      },
      answer_key: answerKey('Ordering food', ['Einen Kaffee und ein Stück Kuchen']),
    },
    1 * DAY,
    now,
  );
  const writingItalian = exercise(
    8,
    {
      type: 'Writing',
      language: 'Italian',
      level: 'B2',
      user_id: teacher.id,
      results: {
        Title: 'Il congiuntivo',
        Description: 'Completa con il congiuntivo presente.',
        Exercises: ['Penso che lui (avere) ___ ragione.'],
      },
      answer_key: answerKey('Subjunctive', ['abbia']),
    },
    3 * HOUR,
    now,
  );

  const spanishRoom = {
    id: fixtureId(2, 1),
    room_name: 'Spanish B1 — Evening group',
    room_lang: 'Spanish',
    room_level: 'B1',
    created_at: at(now, -30 * DAY),
    teacher_id: teacher.id,
    join_code: 'K7MPQ2XR',
  } as const;
  const englishRoom = {
    id: fixtureId(2, 2),
    room_name: 'English A2 Conversation',
    room_lang: 'English',
    room_level: 'A2',
    created_at: at(now, -20 * DAY),
    teacher_id: teacher.id,
  } as const;
  const frenchRoom = {
    id: fixtureId(2, 3),
    room_name: 'French C1 Literature',
    room_lang: 'French',
    room_level: 'C1',
    created_at: at(now, -2 * DAY),
    teacher_id: teacher.id,
  } as const;

  const spanishTemplate: Schemas['Template'] = {
    id: fixtureId(4, 1),
    template_name: 'Spanish B1 — Week 1',
    language: 'Spanish',
    template_level: 'B1',
    exercises_id_list: [writingSpanish.id, readingSpanish.id, listeningSpanish.id],
    created_at: at(now, -7 * DAY),
    user_id: teacher.id,
  };
  const englishTemplate: Schemas['Template'] = {
    id: fixtureId(4, 2),
    template_name: 'English A2 — Warm-up',
    language: 'English',
    template_level: 'A2',
    exercises_id_list: [writingEnglish.id, readingEnglish.id],
    created_at: at(now, -4 * DAY),
    user_id: teacher.id,
  };

  const assignment = (
    n: number,
    fields: Pick<
      Schemas['AssignmentDetails'],
      'assignment_text' | 'assignment_description' | 'room_id' | 'template_id'
    > &
      Partial<Schemas['AssignmentDetails']>,
    scheduleOffset: number,
  ): Schemas['AssignmentDetails'] => ({
    id: fixtureId(5, n),
    schedule: at(now, scheduleOffset),
    attempts: 2,
    time_limit: 15,
    shuffle_questions: false,
    shuffle_options: false,
    deal_versions: false,
    created_at: at(now, -6 * DAY),
    ...fields,
  });

  /** Tom has not started it; due in two days. */
  const pendingAssignment = assignment(
    1,
    {
      assignment_text: 'Week 1 homework',
      assignment_description: 'Solve the three exercises of week 1 before Monday’s class.',
      room_id: spanishRoom.id,
      template_id: spanishTemplate.id,
    },
    2 * DAY,
  );
  /** Tom finished one of three attempts; still open, so he may solve it again. */
  const completedAssignment = assignment(
    2,
    {
      assignment_text: 'Past tense quiz',
      assignment_description: 'A short quiz on the preterite.',
      room_id: spanishRoom.id,
      template_id: spanishTemplate.id,
      attempts: 3,
      time_limit: 20,
    },
    5 * DAY,
  );
  /** Its schedule passed before Tom solved it. */
  const expiredAssignment = assignment(
    3,
    {
      assignment_text: 'Listening check',
      assignment_description: 'Listen and answer before the deadline.',
      room_id: spanishRoom.id,
      template_id: spanishTemplate.id,
      attempts: 1,
      time_limit: 10,
    },
    -3 * DAY,
  );
  /** Done by Tom in the English room, now past its schedule. */
  const warmUpAssignment = assignment(
    4,
    {
      assignment_text: 'Warm-up',
      assignment_description: 'First steps in the English room.',
      room_id: englishRoom.id,
      template_id: englishTemplate.id,
    },
    -1 * DAY,
  );

  const review = (scores: boolean[]): Schemas['ReviewItem'][] =>
    scores.map((is_correct, index) => ({
      id: index + 1,
      is_correct,
      feedback: is_correct ? 'Correct.' : 'Not quite: check the ending of the verb.',
      tip: is_correct ? 'Well done.' : 'Regular -ar verbs end in -é in the first person.',
    }));

  /** A reviewed answer as the server stores it: scored from which items were correct. */
  const reviewed = (
    user: Schemas['UserProfile'],
    exercise: Schemas['Exercise'],
    user_answer: Schemas['UserAnswerRecord']['user_answer'],
    correct: boolean[],
    submittedAgo: number,
    assignment: Schemas['AssignmentDetails'],
  ): MockSeed['answers'][number] => ({
    user_id: user.id,
    record: {
      exercise_id: exercise.id,
      user_answer,
      score: Math.round((correct.filter(Boolean).length / correct.length) * 10000) / 100,
      response: review(correct),
      submitted_at: at(now, -submittedAgo),
      assignment_id: assignment.id,
    },
  });

  /**
   * The answer with item `id` as the grader leaves one it can neither prove right nor wrong:
   * half credit, to check, for the gradebook's "To check" list; the score follows.
   */
  const leftToTheTeacher = (
    given: MockSeed['answers'][number],
    id: number,
  ): MockSeed['answers'][number] => {
    const response = given.record.response.map((item) =>
      item.id === id
        ? {
            ...item,
            is_correct: false,
            credit: 0.5 as const,
            to_check: true,
            feedback: 'Your teacher will check this one.',
            tip: 'It is not the key ("A Valencia") nor another way of writing it; your teacher decides.',
          }
        : item,
    );
    const credits = response.map((item) => item.credit ?? (item.is_correct ? 1 : 0));
    const earned = credits.reduce<number>((sum, credit) => sum + credit, 0);
    return {
      ...given,
      record: {
        ...given.record,
        score: Math.round((earned / credits.length) * 10000) / 100,
        response,
      },
    };
  };

  /** Answers to numbered questions, in the shape reading and listening answers take. */
  const questionAnswers = (pairs: [question: string, answer: string][]) =>
    pairs.map(([question, user_answer], index) => ({ id: index + 1, question, user_answer }));

  /** Feedback as sent from the app, never edited since. */
  const sentFeedback = (
    n: number,
    user: Schemas['UserProfile'],
    feedback_type: Schemas['Feedback']['feedback_type'],
    feedback_text: string,
    sentAgo: number,
  ): MockSeed['feedback'][number] => ({
    user_id: user.id,
    feedback: {
      id: fixtureId(6, n),
      feedback_type,
      feedback_text,
      created_at: at(now, -sentAgo),
      updated_at: at(now, -sentAgo),
    },
  });

  const seed: MockSeed = {
    now,
    users: [teacher, student, classmate, newcomer],
    passwords: Object.fromEntries(
      [teacher, student, classmate, newcomer].map((user) => [user.email, FIXTURE_PASSWORD]),
    ),
    rooms: [spanishRoom, englishRoom, frenchRoom],
    memberships: [
      { room_id: spanishRoom.id, user_id: student.id },
      { room_id: spanishRoom.id, user_id: classmate.id },
      { room_id: englishRoom.id, user_id: student.id },
    ],
    exercises: [
      writingSpanish,
      readingSpanish,
      listeningSpanish,
      writingEnglish,
      readingEnglish,
      readingFrench,
      listeningGerman,
      writingItalian,
    ],
    templates: [spanishTemplate, englishTemplate],
    shares: [
      { template_id: spanishTemplate.id, user_id: classmate.id, shared_at: at(now, -6 * DAY) },
      { template_id: englishTemplate.id, user_id: student.id, shared_at: at(now, -3 * DAY) },
    ],
    assignments: [pendingAssignment, completedAssignment, expiredAssignment, warmUpAssignment],
    progress: [
      {
        assignment_id: pendingAssignment.id,
        user_id: student.id,
        user_attempts: 0,
        scores: [],
        score_timestamp: null,
        minutes: [],
      },
      {
        assignment_id: pendingAssignment.id,
        user_id: classmate.id,
        user_attempts: 1,
        scores: [93.33],
        score_timestamp: at(now, -1 * DAY),
        minutes: [17],
      },
      {
        assignment_id: completedAssignment.id,
        user_id: student.id,
        user_attempts: 1,
        scores: [91.7],
        score_timestamp: at(now, -2 * DAY),
        minutes: [17.25],
      },
      {
        assignment_id: completedAssignment.id,
        user_id: classmate.id,
        user_attempts: 0,
        scores: [],
        score_timestamp: null,
        minutes: [],
      },
      {
        assignment_id: expiredAssignment.id,
        user_id: student.id,
        user_attempts: 0,
        scores: [],
        score_timestamp: null,
        minutes: [],
      },
      {
        assignment_id: expiredAssignment.id,
        user_id: classmate.id,
        user_attempts: 1,
        scores: [66.67],
        score_timestamp: at(now, -4 * DAY),
        minutes: [9],
      },
      {
        assignment_id: warmUpAssignment.id,
        user_id: student.id,
        user_attempts: 2,
        scores: [85, 97],
        score_timestamp: at(now, -2 * DAY),
        minutes: [12, 8.5],
      },
    ],
    answers: [
      reviewed(
        student,
        writingSpanish,
        {
          Exercises: [
            { id: 1, question: 'Ayer yo (viajar) ___ a Sevilla.', answer: 'viajé' },
            { id: 2, question: 'Nosotros (comer) ___ paella en la playa.', answer: 'comemos' },
            { id: 3, question: 'Ellos (visitar) ___ la Alhambra.', answer: 'visitaron' },
          ],
        },
        [true, false, true],
        2 * DAY,
        completedAssignment,
      ),
      reviewed(
        student,
        readingSpanish,
        {
          paragraph: readingSpanish.results.Paragraph,
          Questions: questionAnswers([
            ['¿Qué museo visitó Lucía?', 'El Prado'],
            ['¿Con quién fue?', 'Con su hermano'],
            ['¿Dónde pasearon por la tarde?', 'Por el Retiro'],
          ]),
        },
        [true, true, true],
        2 * DAY,
        completedAssignment,
      ),
      leftToTheTeacher(
        reviewed(
          classmate,
          listeningSpanish,
          {
            Questions: questionAnswers([
              ['¿Adónde va el tren?', 'Va hacia Valencia'],
              ['¿De qué andén sale?', 'Del andén cinco'],
              ['¿A qué hora sale?', 'A las diez y cuarto'],
            ]),
          },
          [true, false, true],
          1 * DAY,
          pendingAssignment,
        ),
        1,
      ),
    ],
    feedback: [
      sentFeedback(
        1,
        teacher,
        'feature',
        'Could rooms have a shared calendar of assignments?',
        5 * DAY,
      ),
      sentFeedback(2, teacher, 'bug', 'The listening audio stops when I switch tabs.', 1 * DAY),
      sentFeedback(3, student, 'general', 'I like the tips after each answer.', 2 * DAY),
    ],
  };

  return {
    seed,
    users: { teacher, student, classmate, newcomer },
    rooms: { spanish: spanishRoom, english: englishRoom, french: frenchRoom },
    exercises: {
      writingSpanish,
      readingSpanish,
      listeningSpanish,
      writingEnglish,
      readingEnglish,
      readingFrench,
      listeningGerman,
      writingItalian,
    },
    templates: { spanish: spanishTemplate, english: englishTemplate },
    assignments: {
      pending: pendingAssignment,
      completed: completedAssignment,
      expired: expiredAssignment,
      warmUp: warmUpAssignment,
    },
  };
}

export type Fixtures = ReturnType<typeof createFixtures>;
