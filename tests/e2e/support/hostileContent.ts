import type { Page } from '@playwright/test';
import type { Account, Api, Room } from './api';

/**
 * Markup that would run script if any page inserted user text as HTML. Each piece sets
 * `window.__xss` to its own name; none may ever run. Two groups, each short enough for a
 * 100-character name field with a label in front.
 */
export const HOSTILE = {
  /** An image whose error handler runs, and an SVG whose load handler runs. */
  handlers: `<img src=x onerror="window.__xss='img'"><svg onload="window.__xss='svg'">`,
  /** A script element, and a link whose target is script. */
  scriptAndLink: `<script>window.__xss='script'</script><a href="javascript:window.__xss='a'">go</a>`,
  /** A bare javascript: URL, as someone might paste it as text. */
  url: `javascript:window.__xss='url'`,
} as const;

/** What a teacher with hostile names puts in place through the API (the screens use the same calls). */
export interface HostileClassroom {
  teacher: Account;
  student: Account;
  rooms: Room[];
  exerciseTitles: string[];
  templateNames: string[];
  assignment: { text: string; description: string };
}

const soon = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();

/** A set-up call's data; a refused one stops the test with the status. */
function dataOf<T>(what: string, result: { data?: T; response: Response }): T {
  if (result.data === undefined) throw new Error(`Could not ${what}: ${result.response.status}`);
  return result.data;
}

/**
 * A teacher and a student whose names, rooms, exercises (titles and prompts), templates and
 * assignment all carry HOSTILE markup, as a malicious teacher or student could type it.
 */
export async function createHostileClassroom(
  api: Api,
  newEmail: (label?: string) => string,
): Promise<HostileClassroom> {
  const { client } = api;
  const teacher = await api.createAccount({
    email: newEmail('teacher'),
    role: 'teacher',
    firstName: `T ${HOSTILE.handlers}`,
    lastName: `T ${HOSTILE.scriptAndLink}`,
  });
  const student = await api.createAccount({
    email: newEmail('student'),
    role: 'student',
    firstName: `S ${HOSTILE.handlers}`,
    lastName: `S ${HOSTILE.scriptAndLink}`,
  });
  const auth = { headers: { authorization: `Bearer ${teacher.tokens.access_token}` } };
  const language = 'German';
  const level = 'A2';

  const rooms = [
    await api.createRoom(teacher, { name: `Room ${HOSTILE.handlers}`, language, level }, [student]),
    await api.createRoom(teacher, { name: `Room ${HOSTILE.scriptAndLink}`, language, level }, [
      student,
    ]),
  ];

  const exerciseTitles = [`Exercise ${HOSTILE.handlers}`, `Exercise ${HOSTILE.scriptAndLink}`];
  const exerciseIds: string[] = [];
  for (const title of exerciseTitles) {
    const generated = dataOf(
      'generate an exercise',
      await client.POST('/exercises/writing', {
        ...auth,
        body: {
          user_input: 'Travel',
          language,
          level,
          quantity: 2,
          variation: 'Verb Conjugation Drills',
        },
      }),
    );
    const exercise = generated.data[0];
    if (!exercise) throw new Error('The generated exercise is missing');
    dataOf(
      'edit the exercise',
      await client.PATCH('/exercises/update_exercise/{id}', {
        ...auth,
        params: { path: { id: exercise.id } },
        body: {
          results: {
            ...exercise.results,
            Title: title,
            Description: `${HOSTILE.url} ${HOSTILE.scriptAndLink}`,
            Exercises: [HOSTILE.handlers, HOSTILE.scriptAndLink],
          },
        },
      }),
    );
    exerciseIds.push(exercise.id);
  }

  const templateNames = [`Template ${HOSTILE.handlers}`, `Template ${HOSTILE.scriptAndLink}`];
  const templateIds: string[] = [];
  for (const name of templateNames) {
    const created = dataOf(
      'create a template',
      await client.POST('/templates/create_template', {
        ...auth,
        body: {
          template_name: name,
          exercises_id_list: exerciseIds,
          language,
          template_level: level,
        },
      }),
    );
    templateIds.push(created.id);
  }

  const assignment = {
    text: `Assignment ${HOSTILE.handlers}`,
    description: `${HOSTILE.scriptAndLink} ${HOSTILE.url}`,
  };
  const created = dataOf(
    'create an assignment',
    await client.POST('/assignments/create_assignment', {
      ...auth,
      body: {
        assignment_text: assignment.text,
        assignment_description: assignment.description,
        template_id: templateIds[0] ?? '',
        room_id: rooms[0]?.id ?? '',
        schedule: soon(),
        attempts: 3,
        time_limit: 30,
      },
    }),
  );
  dataOf(
    'assign it',
    await client.POST('/assignments/assign_assignment_students', {
      ...auth,
      params: { query: { assignment_id: created.id } },
    }),
  );

  return { teacher, student, rooms, exerciseTitles, templateNames, assignment };
}

/**
 * Elements that only exist if user text was parsed as HTML: event-handler attributes, the
 * payload's image, `javascript:` links, inline scripts mentioning the marker. Counted in
 * the page, along with whether any payload ran.
 */
export function injectedMarkup(page: Page) {
  return page.evaluate(() => ({
    ran: (window as { __xss?: unknown }).__xss ?? null,
    elements: [
      ...document.querySelectorAll('[onerror], [onload], img[src="x"], a[href^="javascript:" i]'),
      ...[...document.scripts].filter((script) => script.text.includes('__xss')),
    ].map((element) => element.outerHTML),
  }));
}
