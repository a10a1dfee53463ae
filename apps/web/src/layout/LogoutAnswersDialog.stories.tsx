import { fixtures, handlers, mockHttp } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, ScreenStory } from '../app/ScreenStory';
import { clearLocalAnswers, keepLocalAnswers } from '../features/templates/sittingAnswers';
import { localeStories } from '../i18n/localeStories';
import { pseudoOf } from '../i18n/pseudoStory';
import { AppLayout } from './AppLayout';
import { LogoutAnswersGate } from './LogoutAnswersGate';

const student = fixtures.users.student;

const FIRST_TYPED = '2026-11-27T09:00:00.000Z';
const written = (text: string) => ({
  Exercises: [{ id: 1, question: 'Yo ___ (hablar) español.', answer: text }],
});

/** Two answers of the student's sitting typed offline, kept in this browser and never sent. */
async function keepTwoAnswers() {
  await clearLocalAnswers();
  await keepLocalAnswers(
    {
      userId: student.id,
      assignmentId: fixtures.assignments.pending.id,
      attemptId: 'attempt-kept-offline',
    },
    [
      { exercise_id: 'exercise-1', user_answer: written('hablo'), saved_at: FIRST_TYPED },
      { exercise_id: 'exercise-2', user_answer: written('comes'), saved_at: FIRST_TYPED },
    ],
  );
}

/** The save call fails as offline: the browser cannot reach the server. */
const offline = [
  mockHttp.put('/assignments/save_answers/{id}', () => HttpResponse.error()),
  ...handlers,
];

const meta = {
  title: 'Dialogs/LogoutAnswers',
  component: LogoutAnswersGate,
  parameters: { page: true, msw: { handlers: offline } },
  beforeEach: async () => {
    await keepTwoAnswers();
    return () => clearLocalAnswers();
  },
  render: () => (
    <ScreenStory as="student" path="/assignments">
      <AppLayout>
        <p translate="no">Page content</p>
      </AppLayout>
    </ScreenStory>
  ),
} satisfies Meta<typeof LogoutAnswersGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses the user block's logout button (named in the story's language). */
async function logOut(canvas: ReturnType<typeof within>, name: string | RegExp = 'Log out') {
  await userEvent.click(await canvas.findByRole('button', { name }));
}

export const SomeUnsent: Story = {
  name: 'Some answers could not be sent: stay signed in is the default',
  play: async ({ canvasElement }) => {
    await logOut(within(canvasElement));
    const dialog = await body().findByRole(
      'alertdialog',
      { name: '2 answers are not sent yet' },
      { timeout: 10_000 },
    );
    await expect(dialog).toHaveTextContent(
      'The answers stay on this device and are sent the next time you sign in here and open the assignment.',
    );
    const stay = within(dialog).getByRole('button', { name: 'Stay signed in' });
    await waitFor(() => expect(stay).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Log out anyway' })).toBeEnabled();
  },
};

export const Sending: Story = {
  name: 'Sending takes a moment: the pupil waits',
  parameters: {
    msw: {
      handlers: [
        mockHttp.put('/assignments/save_answers/{id}', async () => {
          await delay('infinite');
          return HttpResponse.error();
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await logOut(within(canvasElement));
    const dialog = await body().findByRole(
      'alertdialog',
      { name: 'Sending your answers…' },
      { timeout: 10_000 },
    );
    await expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toBeDisabled();
  },
};

export const StaySignedIn: Story = {
  name: 'Stay signed in: the pupil stays on the page',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logOut(canvas);
    const dialog = await body().findByRole('alertdialog', {}, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText('Page content')).toBeVisible();
  },
};

const languages = localeStories({
  ready: () =>
    expect(body().getByRole('button', { name: pseudoOf('Stay signed in') })).toBeVisible(),
  locale: 'es',
  shows: async (canvas) => {
    await logOut(canvas, 'Cerrar sesión');
    const dialog = await body().findByRole(
      'alertdialog',
      { name: '2 respuestas todavía no se han enviado' },
      { timeout: 10_000 },
    );
    // Shown once the Spanish catalogue part and the dialog's chunk have both arrived: until then
    // Suspense keeps the tree hidden.
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'No cerrar sesión' })).toBeVisible(),
      { timeout: 10_000 },
    );
  },
});

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  globals: languages.pseudo.globals,
  play: async (context) => {
    await logOut(within(context.canvasElement), pseudoOf('Log out'));
    await languages.pseudo.play(context);
  },
};

export const Spanish: Story = { name: 'In Spanish', ...languages.translated };
