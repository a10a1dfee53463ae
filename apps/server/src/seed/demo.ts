import type { Engine, GeneratedExercise, GenerateRequest, Random } from '@lingua/content';
import { hashPassword } from '../auth/passwords';
import type { Db, Queryable } from '../db/db';
import { insertExercise } from '../exercises/queries';
import { storeReview } from '../grading/queries';
import { replaceTemplateExercises } from '../templates/queries';
import {
  demoExists,
  insertDemoAssignment,
  insertDemoRoom,
  insertDemoSitting,
  insertDemoTemplate,
  insertDemoUser,
} from './queries';

export const DEMO_PASSWORDS = { teacher: 'Teacher123', student: 'Student123' } as const;

export interface DemoLogin {
  email: string;
  password: string;
  role: 'teacher' | 'student';
}

const FIRST_NAMES = [
  'Ana',
  'Ben',
  'Chloé',
  'Daniel',
  'Emma',
  'Felix',
  'Greta',
  'Hugo',
  'Inés',
  'Jonas',
  'Kira',
  'Luca',
];
const LAST_NAMES = [
  'García',
  'Müller',
  'Rossi',
  'Dubois',
  'Silva',
  'Novak',
  'Berg',
  'Costa',
  'Moreau',
  'Weber',
  'Ricci',
  'Santos',
];
const DAY = 24 * 3600_000;

interface RoomPlan {
  name: string;
  language: GeneratedExercise['language'];
  level: GeneratedExercise['level'];
  teacher: number;
  students: number[];
  exercises: GenerateRequest[];
}

function roomPlans(): RoomPlan[] {
  const topic = (user_input: string) => ({ user_input });
  return [
    {
      name: 'English B1 · Morning group',
      language: 'English',
      level: 'B1',
      teacher: 0,
      students: [0, 1, 2, 3, 4, 5],
      exercises: [
        {
          type: 'Reading',
          ...topic('A weekend in the mountains'),
          language: 'English',
          level: 'B1',
          questions_quantity: 4,
          quantity_words: 150,
        },
        {
          type: 'Writing',
          ...topic('Daily routines'),
          language: 'English',
          level: 'B1',
          quantity: 4,
          variation: 'Verb Conjugation Drills',
        },
        {
          type: 'Listening',
          ...topic('At the train station'),
          language: 'English',
          level: 'B1',
          questions_quantity: 3,
        },
        {
          type: 'Reading',
          ...topic('Healthy eating'),
          language: 'English',
          level: 'B1',
          questions_quantity: 3,
          quantity_words: 120,
        },
      ],
    },
    {
      name: 'Spanish A2',
      language: 'Spanish',
      level: 'A2',
      teacher: 0,
      students: [4, 5, 6, 7, 8, 9],
      exercises: [
        {
          type: 'Writing',
          ...topic('La familia'),
          language: 'Spanish',
          level: 'A2',
          quantity: 5,
          variation: 'Fill in the Blanks',
        },
        {
          type: 'Reading',
          ...topic('De compras en el mercado'),
          language: 'Spanish',
          level: 'A2',
          questions_quantity: 4,
          quantity_words: 100,
        },
        {
          type: 'Writing',
          ...topic('Mis vacaciones'),
          language: 'Spanish',
          level: 'A2',
          quantity: 3,
          variation: 'Verb Conjugation Drills',
        },
      ],
    },
    {
      name: 'German B2',
      language: 'German',
      level: 'B2',
      teacher: 1,
      students: [8, 9, 10, 11],
      exercises: [
        {
          type: 'Reading',
          ...topic('Arbeiten im Homeoffice'),
          language: 'German',
          level: 'B2',
          questions_quantity: 4,
          quantity_words: 180,
        },
        {
          type: 'Writing',
          ...topic('Umweltschutz'),
          language: 'German',
          level: 'B2',
          quantity: 4,
          variation: 'Sentence Transformation',
        },
      ],
    },
  ];
}

/** Answers each item right with probability `skill`, the way a student of that level would. */
function answerFor(exercise: GeneratedExercise, skill: number, random: Random) {
  const answer = (index: number) => {
    const key = exercise.answer_key.find((item) => item.id === index + 1);
    return random() < skill && key ? key.answer : 'no sé';
  };
  if (exercise.type === 'Writing') {
    return {
      Exercises: (exercise.results.Exercises ?? []).map((question, index) => ({
        id: index + 1,
        question,
        answer: answer(index),
      })),
    };
  }
  return {
    Questions: (exercise.results.Questions ?? []).map((question, index) => ({
      id: index + 1,
      question,
      user_answer: answer(index),
    })),
  };
}

/**
 * Fills an empty database with two teachers, twelve students, three rooms, exercises of every
 * type, templates, past and future assignments and graded attempts, so every screen and chart
 * has real data. Returns undefined when the demo data is already there.
 */
export function seedDemo(db: Db, engine: Engine, random: Random): Promise<DemoLogin[] | undefined> {
  // One transaction: an interrupted seed leaves nothing behind and can simply be run again.
  return db.transaction((tx) => seedInto(tx, engine, random));
}

async function seedInto(
  db: Queryable,
  engine: Engine,
  random: Random,
): Promise<DemoLogin[] | undefined> {
  if (await demoExists(db)) return undefined;

  const [teacherHash, studentHash] = await Promise.all([
    hashPassword(DEMO_PASSWORDS.teacher),
    hashPassword(DEMO_PASSWORDS.student),
  ]);
  const logins: DemoLogin[] = [];
  const teachers = [
    await insertDemoUser(db, {
      email: 'teacher@lingua.demo',
      passwordHash: teacherHash,
      first: 'Maria',
      last: 'Lehmann',
      username: 'mlehmann',
      role: 'teacher',
      country: 'Germany',
    }),
    await insertDemoUser(db, {
      email: 'teacher2@lingua.demo',
      passwordHash: teacherHash,
      first: 'Paul',
      last: 'Martin',
      username: 'pmartin',
      role: 'teacher',
      country: 'France',
    }),
  ];
  logins.push(
    { email: 'teacher@lingua.demo', password: DEMO_PASSWORDS.teacher, role: 'teacher' },
    { email: 'teacher2@lingua.demo', password: DEMO_PASSWORDS.teacher, role: 'teacher' },
  );
  const students: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    const email = `student${String(i + 1).padStart(2, '0')}@lingua.demo`;
    students.push(
      await insertDemoUser(db, {
        email: email,
        passwordHash: studentHash,
        first: FIRST_NAMES[i] ?? 'Student',
        last: LAST_NAMES[i] ?? String(i),
        username: `student${i + 1}`,
        role: 'student',
        country: 'Spain',
      }),
    );
    logins.push({ email, password: DEMO_PASSWORDS.student, role: 'student' });
  }
  const skills = students.map(() => 0.45 + random() * 0.5);

  for (const plan of roomPlans()) {
    const teacherId = teachers[plan.teacher] as string;
    const members = plan.students.map((index) => students[index] as string);
    const roomId = await insertDemoRoom(db, {
      teacherId,
      name: plan.name,
      language: plan.language,
      level: plan.level,
      members,
    });

    const exercises: GeneratedExercise[] = [];
    const exerciseIds: string[] = [];
    for (const request of plan.exercises) {
      const exercise = await engine.generate(request);
      exercises.push(exercise);
      exerciseIds.push((await insertExercise(db, teacherId, exercise)).id);
    }
    const templateId = await insertDemoTemplate(db, {
      teacherId,
      name: `${plan.name} · Unit 1`,
      language: plan.language,
      level: plan.level,
      sharedWith: members.slice(0, 2),
    });
    await replaceTemplateExercises(db, templateId, exerciseIds);

    const schedules = [
      new Date(Date.now() - 10 * DAY),
      new Date(Date.now() - 2 * DAY),
      new Date(Date.now() + 5 * DAY),
    ];
    for (const [index, schedule] of schedules.entries()) {
      const assignmentId = await insertDemoAssignment(db, {
        teacherId,
        roomId,
        templateId,
        text: `${plan.name}: quiz ${index + 1}`,
        description: 'Read, listen and write; you have 20 minutes.',
        schedule,
        members,
      });
      const isPast = schedule.getTime() < Date.now();
      for (const [position, studentId] of members.entries()) {
        // Past quizzes were done by most of the class; the upcoming one by the keenest few.
        if ((isPast && position === members.length - 1) || (!isPast && position > 1)) continue;
        const skill = skills[students.indexOf(studentId)] ?? 0.7;
        const minutes = 6 + Math.floor(random() * 13);
        const startedAt = new Date(Math.min(schedule.getTime(), Date.now()) - (1 + index) * DAY);
        const sittingId = await insertDemoSitting(db, {
          assignmentId,
          studentId,
          startedAt,
          minutes,
        });
        for (const [exerciseIndex, exercise] of exercises.entries()) {
          const userAnswer = answerFor(exercise, skill, random);
          const result = await engine.review({ ...exercise, user_answer: userAnswer });
          await storeReview(db, {
            userId: studentId,
            exerciseId: exerciseIds[exerciseIndex] as string,
            exerciseType: exercise.type,
            answerKey: exercise.answer_key,
            answers: userAnswer,
            score: Math.round(result.score * 100) / 100,
            response: result.response,
            assignmentId,
            assignmentAttemptId: sittingId,
            durationSeconds: Math.round((minutes * 60) / exercises.length),
          });
        }
      }
    }
  }
  return logins;
}
