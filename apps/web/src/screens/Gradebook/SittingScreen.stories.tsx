import type { components } from '@lingua/api';
import { fixtures, handlers, mockHttp, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenStory, type StoryUser } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import SittingScreen from './SittingScreen';

const g = fixtures.gradebook;
const tom = g.sittings.find((sitting) => sitting.student_id === fixtures.users.student.id);
const aiko = g.sittings.find((sitting) => sitting.student_id === fixtures.users.classmate.id);

const meta = {
  title: 'Screens/Sitting',
  parameters: { page: true, msw: { handlers } },
  args: { as: 'teacher', sittingId: tom?.attempt_id ?? '' },
  render: ({ as, sittingId }) => (
    <ScreenStory
      as={as}
      path={`/rooms/${g.roomId}/sittings/${sittingId}`}
      route="/rooms/:roomId/sittings/:sittingId"
    >
      <SittingScreen />
    </ScreenStory>
  ),
} satisfies Meta<{ as: StoryUser; sittingId: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every answer with its verdict; a corrected item shows who changed it, when and why. */
export const ACorrectedSitting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Score 91\.67%/)).toBeVisible();
    // The teacher's name is its own (untranslated) element inside the line.
    const changes = canvas
      .getAllByRole('listitem')
      .filter((line) => /Marta Ruiz, .*→ Half right/.test(line.textContent ?? ''));
    await expect(changes.at(-1)).toBeVisible();
  },
};

/** The teacher marks a wrong answer correct with a comment; the change shows beside it. */
export const CorrectingAnItem: Story = {
  args: { sittingId: aiko?.attempt_id ?? '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [change] = await canvas.findAllByRole('button', { name: /^Change verdict/ });
    if (!change) throw new Error('no item to change');
    await userEvent.click(change);
    const form = within(await canvas.findByRole('form', { name: /^Change the verdict/ }));
    const current = form.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked);
    const target = current?.getAttribute('value') === 'correct' ? 'Wrong' : 'Correct';
    await userEvent.click(form.getByRole('radio', { name: target }));
    await userEvent.type(form.getByRole('textbox'), 'Both answers fit the text.');
    await userEvent.click(form.getByRole('button', { name: 'Save verdict' }));
    await expect(await canvas.findByText(/Both answers fit the text\.”/)).toBeVisible();
  },
};

/** An excused sitting is left out of the averages and can be counted again. */
export const Excusing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excuse this sitting' }));
    await expect(await canvas.findByText('Excused — not in averages')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Count this sitting again' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading, ...handlers] } },
};

/** Another teacher's sitting, or a wrong link: the server refuses, the page says what to do. */
export const NotFound: Story = {
  args: { sittingId: '00000000-0000-4000-8000-000000000000' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Sitting not found', level: 1 },
        // The query cache tries a failed read once more before it reports the failure.
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Score 91\.67%/);
  },
};

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(() =>
      expect(canvas.getByRole('button', { name: pseudoOf('Excuse this sitting') })).toBeVisible(),
    );
  },
};

export const PseudoLocaleOverride: Story = {
  name: 'Pseudo-locale: changing a verdict',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [change] = await canvas.findAllByRole('button', {
      name: new RegExp(`^${pseudoOf('Change verdict:').slice(0, -1)}`),
    });
    if (!change) throw new Error('no item to change');
    await userEvent.click(change);
    await expectOnlyCatalogueText(() =>
      expect(canvas.getByRole('button', { name: pseudoOf('Save verdict') })).toBeVisible(),
    );
  },
};

export const French: Story = {
  name: 'In French',
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Note : 91,67/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dispenser cette passation' })).toBeVisible();
  },
};

/** An assignment that deals versions: the page names each exercise's version, the exercise's own as such. */
export const VersionsDealt: Story = {
  name: 'A different version for each student: the versions dealt',
  parameters: { msw: { handlers: [...scenarios.versionsDealt, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const versions = await canvas.findByRole('region', { name: 'Versions dealt' });
    await expect(within(versions).getByText('Exercise 1: version 2')).toBeVisible();
    await expect(within(versions).getByText('Exercise 2: the exercise itself')).toBeVisible();
  },
};

export const VersionsDealtPseudoLocale: Story = {
  name: 'Pseudo-locale: the versions dealt',
  globals: pseudoLocale,
  parameters: { msw: { handlers: [...scenarios.versionsDealt, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: pseudoOf('Versions dealt') });
    await expectOnlyCatalogueText(() =>
      expect(canvas.getByRole('button', { name: pseudoOf('Excuse this sitting') })).toBeVisible(),
    );
  },
};

const recordingId = '00000000-0000-4000-8000-00000000a001';

/** Half a second of a 440 Hz tone, 8 kHz mono 16-bit PCM: a recording the browser can play. */
function toneWav(): ArrayBuffer {
  const samples = 4000;
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(at + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++)
    view.setInt16(44 + i * 2, Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 8000)), true);
  return buffer;
}

const replyId = '00000000-0000-4000-8000-00000000a002';

type Detail = components['schemas']['GradebookSittingDetail'];
type Item = Detail['exercises'][number]['items'][number];

/**
 * Tom's sitting of a speaking task, graded on fluency and pronunciation: one recorded answer
 * (to check, half credited), one left unrecorded; `graded` has the first graded on the rubric.
 */
function speakingSitting({ graded = false } = {}): Detail {
  if (!tom) throw new Error('no sitting of Tom in the fixtures');
  const item = (id: number, question: string, answer: string): Item => ({
    id,
    question,
    student_answer: answer,
    key: 'Describe tu último viaje.',
    credit: answer ? 0.5 : 0,
    is_correct: false,
    to_check: answer !== '',
    feedback: '',
    tip: '',
    overrides: [],
    flag: null,
  });
  const first = item(1, 'Describe tus últimas vacaciones.', recordingId);
  const rubric = { scores: { fluency: 3, pronunciation: 2 }, reply_recording_id: replyId };
  return {
    sitting: { ...tom, score: graded ? 31.25 : 25 },
    exercises: [
      {
        exercise_id: '00000000-0000-4000-8000-00000000a101',
        type: 'Speaking',
        position: 1,
        criteria: ['fluency', 'pronunciation'],
        score: graded ? 31.25 : 25,
        items: [
          graded
            ? {
                ...first,
                credit: 0.625,
                to_check: false,
                feedback: 'Your teacher listened to your recording and graded it: 5 of 8 points.',
                rubric,
                overrides: [
                  {
                    teacher_name: 'Ana Ortega',
                    at: '2026-11-12T10:02:00.000Z',
                    from: 0.5,
                    to: 0.625,
                    comment: 'Muy fluido; cuidado con la erre.',
                    rubric,
                  },
                ],
              }
            : first,
          item(2, '¿Qué haces normalmente el fin de semana?', ''),
        ],
      },
    ],
  };
}

const tone = () =>
  HttpResponse.arrayBuffer(toneWav(), {
    headers: { 'content-type': 'audio/wav', 'accept-ranges': 'bytes' },
  });

const speakingHandlers = [
  mockHttp.get('/gradebook/sittings/{id}', ({ response }) => response(200).json(speakingSitting())),
  http.get(`*/recordings/${recordingId}`, tone),
  ...handlers,
];

const gradedHandlers = [
  mockHttp.get('/gradebook/sittings/{id}', ({ response }) =>
    response(200).json(speakingSitting({ graded: true })),
  ),
  http.get(`*/recordings/${replyId}`, tone),
  ...speakingHandlers,
];

/** Opens the rubric form of the recorded answer, by keyboard. */
async function openRubric(canvasElement: HTMLElement, name: RegExp) {
  const canvas = within(canvasElement);
  const open = await canvas.findByRole('button', { name });
  open.focus();
  await userEvent.keyboard('{Enter}');
  return canvas.findByRole('form');
}

/** The recorded answer graded on the template's two criteria: 0 to 4 points each, a reply. */
export const GradingASpokenAnswer: Story = {
  name: 'Grading a spoken answer on the rubric',
  parameters: { msw: { handlers: speakingHandlers } },
  play: async ({ canvasElement }) => {
    const form = await openRubric(canvasElement, /^Grade on the rubric/);
    await expect(form).toHaveAccessibleName('Grade the recording of question 1 on the rubric');
    await expect(within(form).getByRole('radiogroup', { name: /^Fluency/ })).toBeVisible();
    await expect(within(form).getByRole('radiogroup', { name: /^Pronunciation/ })).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Save grade' })).toBeVisible();
  },
};

export const GradingASpokenAnswerInPseudoLocale: Story = {
  name: 'Pseudo-locale: grading a spoken answer',
  globals: pseudoLocale,
  parameters: { msw: { handlers: speakingHandlers } },
  play: async ({ canvasElement }) => {
    await expectOnlyCatalogueText(async () =>
      openRubric(canvasElement, new RegExp(`^${pseudoOf('Grade on the rubric:').slice(0, -1)}`)),
    );
  },
};

/** Graded: the points per criterion, the comment and the teacher's reply to play. */
export const ASpokenAnswerGraded: Story = {
  name: 'A spoken answer graded on the rubric',
  parameters: { msw: { handlers: gradedHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Fluency: 3 of 4 points')).toBeVisible();
    await expect(await canvas.findByLabelText('Your spoken reply to question 1')).toHaveAttribute(
      'controls',
    );
  },
};

export const ASpokenAnswerGradedInGerman: Story = {
  name: 'In German: a spoken answer graded on the rubric',
  globals: { locale: 'de' },
  parameters: { msw: { handlers: gradedHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aussprache: 2 von 4 Punkten')).toBeVisible();
  },
};

/** A speaking item: the teacher plays the recording; an item never recorded says so. */
export const ASpokenAnswer: Story = {
  name: 'A spoken answer: the recording to play, labelled',
  parameters: { msw: { handlers: speakingHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const player = await canvas.findByLabelText('Recording of answer 1');
    await expect(player.tagName).toBe('AUDIO');
    await expect(player).toHaveAttribute('controls');
    await expect(player.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.queryByLabelText('Recording of answer 2')).toBeNull();
    await expect(canvas.getByText('No answer')).toBeVisible();
  },
};

export const ASpokenAnswerInPseudoLocale: Story = {
  name: 'Pseudo-locale: a spoken answer',
  globals: pseudoLocale,
  parameters: { msw: { handlers: speakingHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(async () =>
      expect(await canvas.findByLabelText(pseudoOf('Recording of answer 1'))).toBeVisible(),
    );
  },
};

export const VersionsDealtGerman: Story = {
  name: 'In German: the versions dealt',
  globals: { locale: 'de' },
  parameters: { msw: { handlers: [...scenarios.versionsDealt, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const versions = await canvas.findByRole('region', { name: 'Vergebene Versionen' });
    await expect(within(versions).getByText('Übung 1: Version 2')).toBeVisible();
    await expect(within(versions).getByText('Übung 2: die Übung selbst')).toBeVisible();
  },
};

export const ASpokenAnswerInFrench: Story = {
  name: 'In French: a spoken answer',
  globals: { locale: 'fr' },
  parameters: { msw: { handlers: speakingHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Enregistrement de la réponse 1')).toBeVisible();
  },
};

export const ARecordingThatCannotBePlayed: Story = {
  tags: ['!screenshot'],
  name: 'A recording the server no longer has: it says it cannot be played',
  parameters: {
    msw: {
      handlers: [
        http.get(`*/recordings/${recordingId}`, () => new HttpResponse(null, { status: 404 })),
        ...speakingHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This recording cannot be played.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The same sitting, its second item answered by a student who could not record it. */
function noMicrophoneSitting(): components['schemas']['GradebookSittingDetail'] {
  const detail = speakingSitting();
  return {
    ...detail,
    exercises: detail.exercises.map((exercise) => ({
      ...exercise,
      items: exercise.items.map((item) =>
        item.id === 2 ? { ...item, student_answer: 'no_microphone', to_check: false } : item,
      ),
    })),
  };
}

const noMicrophoneHandlers = [
  mockHttp.get('/gradebook/sittings/{id}', ({ response }) =>
    response(200).json(noMicrophoneSitting()),
  ),
  ...speakingHandlers,
];

/** A student without a microphone: the teacher reads why the item has no recording. */
export const NoMicrophone: Story = {
  name: 'A spoken answer the student could not record: no microphone',
  parameters: { msw: { handlers: noMicrophoneHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No microphone: the student could not record'),
    ).toBeVisible();
    await expect(canvas.findByLabelText('Recording of answer 1')).resolves.toBeVisible();
  },
};

export const NoMicrophoneInPseudoLocale: Story = {
  name: 'Pseudo-locale: no microphone',
  globals: pseudoLocale,
  parameters: { msw: { handlers: noMicrophoneHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(async () =>
      expect(
        await canvas.findByText(pseudoOf('No microphone: the student could not record')),
      ).toBeVisible(),
    );
  },
};

/** What the deployment's transcription model heard of the recording: a text read aloud. */
const transcribedHandlers = [
  mockHttp.get('/recordings/sittings/{id}', ({ response }) =>
    response(200).json([
      {
        id: recordingId,
        attempt_id: tom?.attempt_id ?? '',
        exercise_id: '00000000-0000-4000-8000-00000000a101',
        item_id: 1,
        mime_type: 'audio/webm',
        bytes: 24_000,
        duration_ms: 9_000,
        created_at: '2026-11-12T09:40:00.000Z',
        transcript_status: 'done',
        transcript: 'El verano pasado fui a Cádiz con mis primas.',
        reading_check: {
          words: [
            { word: 'El', status: 'read' },
            { word: 'verano', status: 'read' },
            { word: 'pasado', status: 'read' },
            { word: 'fui', status: 'read' },
            { word: 'a', status: 'read' },
            { word: 'Cádiz', status: 'read' },
            { word: 'con', status: 'read' },
            { word: 'mis', status: 'read' },
            { word: 'dos', status: 'missed' },
            { word: 'primos', status: 'changed', heard: 'primas' },
          ],
          added: [],
        },
      },
    ]),
  ),
  ...speakingHandlers,
];

/** A text read aloud as the transcript heard it: the missed and the changed word marked. */
export const AReadAloudChecked: Story = {
  name: 'A text read aloud, checked against its transcript',
  parameters: { msw: { handlers: transcribedHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 word missed, 1 changed.')).toBeVisible();
    await expect(canvas.getByText('dos').closest('del')).toHaveTextContent('missed: dos');
    await expect(canvas.getByText('(heard “primas”)')).toBeVisible();
  },
};

export const AReadAloudCheckedInPseudoLocale: Story = {
  name: 'Pseudo-locale: a text read aloud, checked',
  globals: pseudoLocale,
  parameters: { msw: { handlers: transcribedHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The student's words are data, not the interface's (longest first: "a" is in "primas").
    const read = 'El verano pasado fui a Cádiz con mis dos primos primas'
      .split(' ')
      .sort((one, other) => other.length - one.length);
    await expectOnlyCatalogueText(
      async () =>
        expect(await canvas.findByText(pseudoOf('The text as it was heard'))).toBeVisible(),
      read,
    );
  },
};

export const AReadAloudCheckedInGerman: Story = {
  name: 'In German: a text read aloud, checked',
  globals: { locale: 'de' },
  parameters: { msw: { handlers: transcribedHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 Wort ausgelassen, 1 verändert.')).toBeVisible();
  },
};

export const ATranscriptOnItsWay: Story = {
  tags: ['!screenshot'],
  name: 'A transcript still on its way: said, and asked again',
  parameters: {
    msw: {
      handlers: [
        mockHttp.get('/recordings/sittings/{id}', ({ response }) =>
          response(200).json([
            {
              id: recordingId,
              attempt_id: tom?.attempt_id ?? '',
              exercise_id: '00000000-0000-4000-8000-00000000a101',
              item_id: 1,
              mime_type: 'audio/webm',
              bytes: 24_000,
              duration_ms: 9_000,
              created_at: '2026-11-12T09:40:00.000Z',
              transcript_status: 'pending',
            },
          ]),
        ),
        ...speakingHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Transcribing the recording…')).toBeVisible();
  },
};
