import { fixtures, handlers, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { body, ScreenStory, type StoryUser } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import AssignmentsScreen from './AssignmentsScreen';

const meta = {
  title: 'Screens/Assignments',
  parameters: { page: true, msw: { handlers } },
  args: { as: 'teacher' },
  render: ({ as }) => (
    <ScreenStory as={as} path="/assignments">
      <AssignmentsScreen renderCreateAssignmentDialog={() => null} />
    </ScreenStory>
  ),
} satisfies Meta<{ as: StoryUser }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 assignments pending')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Week 1 homework' })).toBeVisible();
    await expect(canvas.getByText('in 2 days')).toBeVisible();
    await expect(canvas.getByText('Nov 23, 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Assignment' })).toBeVisible();
  },
};

export const TeacherExpired: Story = {
  name: 'Teacher, Expired tab reached by keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const active = await canvas.findByRole('tab', { name: 'Active Assignments' });
    await userEvent.click(active);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Expired Assignments' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByText('2 assignments expired')).toBeVisible();
  },
};

export const DeleteAlert: Story = {
  tags: ['!screenshot'],
  name: 'Delete Alert asks first',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Actions for Week 1 homework' }),
    );
    await userEvent.click(
      await body().findByRole('menuitem', { name: 'Delete Alert' }, { timeout: 10_000 }),
    );
    const confirm = within(
      await body().findByRole('alertdialog', { name: 'Delete Alert?' }, { timeout: 10_000 }),
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await body().findByText('Assignment Deleted')).toBeVisible();
    await expect(await canvas.findByText('1 assignment pending')).toBeVisible();
  },
};

export const EditAlert: Story = {
  tags: ['!screenshot'],
  name: 'Edit Alert changes the title',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Actions for Past tense quiz' }),
    );
    await userEvent.click(
      await body().findByRole('menuitem', { name: 'Edit Alert' }, { timeout: 10_000 }),
    );
    const dialog = within(
      await body().findByRole('dialog', { name: 'Edit Alert' }, { timeout: 10_000 }),
    );
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Preterite quiz');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Assignment Updated')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Preterite quiz' })).toBeVisible();
  },
};

export const Student: Story = {
  args: { as: 'student' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Week 1 homework' })).toBeVisible();
    await expect(canvas.getByText('Attempts: 0/2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Solve Week 1 homework' })).toBeEnabled();
    await expect(
      canvas.queryByRole('button', { name: 'Create Assignment' }),
    ).not.toBeInTheDocument();
  },
};

export const StudentCompleted: Story = {
  name: 'Student, Completed tab: average and Solve Again',
  args: { as: 'student' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Completed Assignments' }));
    await expect(await canvas.findByText('Avg. Score: 91.67')).toBeVisible();
    // 1 of 3 attempts used and still open: may be solved again.
    await expect(canvas.getByRole('button', { name: 'Solve Again Past tense quiz' })).toBeEnabled();
    // Past its schedule: no more attempts.
    await expect(canvas.getByRole('button', { name: 'Solve Again Warm-up' })).toBeDisabled();
    // Every completed assignment can be reviewed, the teacher's comments beside the answers.
    await expect(canvas.getByRole('button', { name: 'Review Past tense quiz' })).toBeEnabled();
  },
};

export const StudentExpired: Story = {
  name: 'Student, Expired tab',
  args: { as: 'student' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Expired Assignments' }));
    await expect(await canvas.findByRole('heading', { name: 'Listening check' })).toBeVisible();
    await expect(canvas.getByText('Attempts allowed: 1')).toBeVisible();
  },
};

export const EmptyTeacher: Story = {
  name: 'Empty, for a teacher',
  parameters: { msw: { handlers: [...scenarios.emptyAssignments, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No Active Assignments' }),
    ).toBeVisible();
    await expect(
      canvas.getByText("You don't have any active assignments at the moment."),
    ).toBeVisible();
  },
};

export const EmptyStudent: Story = {
  name: 'Empty, for a student',
  args: { as: 'student' },
  parameters: { msw: { handlers: [...scenarios.emptyAssignments, ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No active assignments' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading, ...handlers] } },
};

export const TeacherListFails: Story = {
  name: 'Error: the teacher list fails silently (empty list)',
  parameters: { msw: { handlers: [...scenarios.serverError, ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No Active Assignments' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { as: 'student' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Week 1 homework' }),
    ).toBeVisible();
  },
};

export const PseudoTeacher: Story = {
  name: 'Pseudo-locale, for a teacher: every word from the catalogue',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(async () => {
      await expect(await canvas.findByRole('heading', { name: 'Week 1 homework' })).toBeVisible();
      await expect(
        canvas.getByRole('button', { name: pseudoOf('Create Assignment') }),
      ).toBeVisible();
    }, [
      // The teacher's titles (in the menus' labels) and the dates and times Intl wrote.
      'Week 1 homework',
      'Past tense quiz',
      'in 2 days',
      'in 5 days',
      'Nov 23, 2026',
      'Nov 26, 2026',
      '9:00 AM',
    ]);
  },
};

export const PseudoStudent: Story = {
  name: 'Pseudo-locale, for a student: every word from the catalogue',
  args: { as: 'student' },
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(
      async () =>
        expect(await canvas.findByRole('heading', { name: 'Week 1 homework' })).toBeVisible(),
      ['Week 1 homework', 'Nov 23, 2026, 9:00 AM'],
    );
  },
};

export const PseudoEdit: Story = {
  name: 'Pseudo-locale: the Edit Alert dialog, from the catalogue',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Past tense quiz/ }));
    await userEvent.click(
      await body().findByRole('menuitem', { name: pseudoOf('Edit Alert') }, { timeout: 10_000 }),
    );
    const dialog = within(
      await body().findByRole('dialog', { name: pseudoOf('Edit Alert') }, { timeout: 10_000 }),
    );
    await expectOnlyCatalogueText(
      () => expect(dialog.getByRole('button', { name: pseudoOf('Save') })).toBeEnabled(),
      [
        'Week 1 homework',
        'Past tense quiz',
        'A short quiz on the preterite.', // the teacher's description, in its field
        'in 2 days',
        'in 5 days',
        'Nov 23, 2026',
        'Nov 26, 2026',
        '9:00 AM',
        // react-aria's own words: its modal's dismiss button.
        'Dismiss',
      ],
    );
  },
};

export const German: Story = {
  name: 'In German, for a teacher',
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 offene Aufgaben')).toBeVisible();
    await expect(canvas.getByText('übermorgen')).toBeVisible();
    await expect(canvas.getByText('23. Nov. 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Aufgabe erstellen' })).toBeVisible();
  },
};

export const Spanish: Story = {
  name: 'In Spanish, for a student',
  args: { as: 'student' },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Week 1 homework' })).toBeVisible();
    await expect(canvas.getByText('Intentos: 0/2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resolver Week 1 homework' })).toBeEnabled();
  },
};

const quiz = Object.values(fixtures.templates).find(
  (template) => template.id === fixtures.assignments.completed.template_id,
);
const spokenId = quiz?.exercises_id_list[0] ?? '';
const answerRecording = '00000000-0000-4000-8000-00000000b001';
const replyRecording = '00000000-0000-4000-8000-00000000b002';
const question = 'Describe tus últimas vacaciones.';
const feedback = 'Your teacher listened to your recording and graded it: 5 of 8 points.';
const comment = 'Muy fluido; cuidado con la erre.';

/** The quiz's first exercise answered aloud and graded on the rubric, with a spoken reply. */
const spokenReview = [
  http.get('*/api/exercises/user_answer/:id', ({ params }) =>
    params.id === spokenId
      ? HttpResponse.json({
          exercise_id: spokenId,
          exercise_type: 'Speaking',
          user_answer: { Questions: [{ id: 1, question, user_answer: answerRecording }] },
          score: 62.5,
          response: [
            {
              id: 1,
              is_correct: false,
              credit: 0.625,
              feedback,
              tip: '',
              teacher_comment: { credit: 0.625, comment, at: '2026-11-12T10:02:00.000Z' },
              rubric: {
                scores: { fluency: 3, pronunciation: 2 },
                reply_recording_id: replyRecording,
              },
            },
          ],
          submitted_at: '2026-11-12T09:00:00.000Z',
          assignment_id: fixtures.assignments.completed.id,
        })
      : undefined,
  ),
  http.get('*/api/recordings/:id', () =>
    HttpResponse.arrayBuffer(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]).buffer, {
      headers: { 'content-type': 'audio/webm' },
    }),
  ),
  ...handlers,
];

async function openSpokenReview(
  canvasElement: HTMLElement,
  completed: string,
  review: string | RegExp,
) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name: completed }));
  await userEvent.click(await canvas.findByRole('button', { name: review }));
  return within(await body().findByRole('dialog', {}, { timeout: 10_000 }));
}

/** The student's review of a spoken answer: the points per criterion, the comment, the reply. */
export const StudentSpokenAnswerGraded: Story = {
  name: 'Student, a spoken answer graded on the rubric',
  args: { as: 'student' },
  parameters: { msw: { handlers: spokenReview } },
  play: async ({ canvasElement }) => {
    const dialog = await openSpokenReview(
      canvasElement,
      'Completed Assignments',
      'Review Past tense quiz',
    );
    await expect(await dialog.findByText('Fluency: 3 of 4 points')).toBeVisible();
    await expect(dialog.getByText(comment)).toBeVisible();
    await expect(
      await dialog.findByLabelText('Your teacher’s spoken reply to question 1'),
    ).toHaveAttribute('controls');
    await expect(await dialog.findByLabelText('Recording of answer 1')).toHaveAttribute('controls');
  },
};

export const StudentSpokenAnswerGradedGerman: Story = {
  name: 'In German, for a student: a spoken answer graded on the rubric',
  globals: { locale: 'de' },
  args: { as: 'student' },
  parameters: { msw: { handlers: spokenReview } },
  play: async ({ canvasElement }) => {
    const dialog = await openSpokenReview(
      canvasElement,
      'Erledigte Aufgaben',
      'Past tense quiz ansehen',
    );
    await expect(await dialog.findByText('Flüssigkeit: 3 von 4 Punkten')).toBeVisible();
  },
};
