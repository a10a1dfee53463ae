import { fixtures, handlers, mockHttp, problem } from '@lingua/api/mocks';
import { solveFromTemplateCard } from '@lingua/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, ScreenStory } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import { clearLocalAnswers } from './sittingAnswers';
import { TemplateSolveDialog } from './TemplateSolveDialog';

const english = fixtures.templates.english;
const spanish = fixtures.templates.spanish;

const startedAt = Date.now();

/** Time and timers 200 times faster: a one-minute countdown ends in a third of a second. */
const fastClock = {
  now: () => startedAt + (Date.now() - startedAt) * 200,
  setTimeout: (callback: (...args: unknown[]) => void, ms: number) =>
    setTimeout(callback, ms / 200),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** A clock that stands still: the countdown stays at its start for the screenshot. */
const stoppedClock = { setTimeout: () => 0, clearTimeout: () => {}, now: () => startedAt };

const meta = {
  title: 'Dialogs/TemplateSolve',
  component: TemplateSolveDialog,
  parameters: {
    page: true,
    msw: { handlers },
  },
  // The mock server gives every story the same attempt id: start without kept answers.
  beforeEach: () => clearLocalAnswers(),
  args: { solve: solveFromTemplateCard(english), onClose: fn(), onFinished: fn() },
  render: (args) => (
    <ScreenStory as="teacher" path="/my-templates">
      <TemplateSolveDialog {...args} />
    </ScreenStory>
  ),
} satisfies Meta<typeof TemplateSolveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstExercise: Story = {
  name: 'First exercise: Next waits for every answer',
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Solving: English A2 — Warm-up' });
    await expect(await within(dialog).findByText('Exercise 1 of 2')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Previous' })).toBeNull();
    const next = within(dialog).getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await userEvent.click(within(dialog).getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.paste('walks');
    await expect(next).toBeDisabled();
    await userEvent.tab();
    await userEvent.paste('is raining');
    await expect(next).toBeEnabled();
  },
};

export const ByKeyboard: Story = {
  name: 'Solved to the end by keyboard alone',
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Solving: English A2 — Warm-up' });
    await within(dialog).findByText('Exercise 1 of 2');
    // Focus starts in the dialog; Tab reaches each answer, then the buttons.
    await userEvent.tab();
    await userEvent.keyboard('walks');
    await userEvent.tab();
    await userEvent.keyboard('is raining');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText('Exercise 2 of 2')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('At a bakery');
    await userEvent.tab();
    await userEvent.keyboard('At five');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Finish & Evaluate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText(/Average score:/)).toBeVisible();
    await expect(await body().findByText('Template Submitted!')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(args.onFinished).toHaveBeenCalled();
  },
};

export const Assignment: Story = {
  name: 'An assignment: countdown MM:SS',
  args: {
    solve: {
      template: spanish,
      attempts: 3,
      timeLimit: 15,
      assignmentId: fixtures.assignments.pending.id,
    },
    clock: stoppedClock,
  },
  render: (args) => (
    <ScreenStory as="student" path="/assignments">
      <TemplateSolveDialog {...args} />
    </ScreenStory>
  ),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Solving: Spanish B1 — Week 1' });
    await expect(await within(dialog).findByText('Exercise 1 of 3')).toBeVisible();
    await expect(within(dialog).getByRole('timer', { name: 'Time left' })).toHaveTextContent(
      /1[45]:\d\d/,
    );
    await expect(dialog.querySelector('[lang="es"]')).not.toBeNull();
  },
};

export const TimeUp: Story = {
  name: 'Time is up: answers submitted automatically',
  args: {
    solve: {
      template: spanish,
      attempts: 3,
      timeLimit: 1,
      assignmentId: fixtures.assignments.pending.id,
    },
    clock: fastClock,
  },
  render: (args) => (
    <ScreenStory as="student" path="/assignments">
      <TemplateSolveDialog {...args} />
    </ScreenStory>
  ),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Solving: Spanish B1 — Week 1' });
    await expect(
      await within(dialog).findByText(
        'Time is up! Answers have been submitted automatically.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(await within(dialog).findByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        mockHttp.get('/exercises/exercise/{id}', () => new Promise<never>(() => {})),
        ...handlers,
      ],
    },
  },
};

export const LoadFailed: Story = {
  name: 'No exercise could be loaded',
  parameters: {
    msw: {
      handlers: [
        mockHttp.get('/exercises/exercise/{id}', () => problem(500, 'Internal server error')),
        ...handlers,
      ],
    },
  },
  play: async () => {
    await expect(
      await body().findByText('Could not load exercises. Please try again.'),
    ).toBeVisible();
    await expect(body().getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const SomeNotLoaded: Story = {
  name: 'Some exercises could not be loaded',
  parameters: {
    msw: {
      handlers: [
        mockHttp.get('/exercises/exercise/{id}', ({ params }) =>
          params.id === english.exercises_id_list[1]
            ? problem(404, 'Exercise not found')
            : undefined,
        ),
        ...handlers,
      ],
    },
  },
  play: async () => {
    await expect(
      await body().findByText('Some exercises could not be loaded. Please contact support.'),
    ).toBeVisible();
  },
};

/** A timed sitting of the Spanish template, its countdown standing still. */
const sitting = {
  args: {
    solve: {
      template: spanish,
      attempts: 3,
      timeLimit: 15,
      assignmentId: fixtures.assignments.pending.id,
    },
    clock: stoppedClock,
  },
  render: (args) => (
    <ScreenStory as="student" path="/assignments">
      <TemplateSolveDialog {...args} />
    </ScreenStory>
  ),
} satisfies Story;

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue, the exercise in its own language',
  ...sitting,
  globals: pseudoLocale,
  play: async () => {
    await expectOnlyCatalogueText(async () => {
      const dialog = await body().findByRole('dialog', { name: /Spanish B1 — Week 1/ });
      await expect(await within(dialog).findByText(pseudoOf('Exercise 1 of 3'))).toBeVisible();
    }, [
      'Spanish B1 — Week 1',
      // The exercise's type and language badges (features/exercises), which their own
      // conversion (#20, exercises) puts through the catalogue: drop these once merged.
      'Writing',
      'Spanish',
    ]);
  },
};

export const Italian: Story = {
  name: 'In Italian, a timed sitting',
  ...sitting,
  globals: { locale: 'it' },
  play: async () => {
    const dialog = await body().findByRole('dialog', {
      name: 'In svolgimento: Spanish B1 — Week 1',
    });
    await expect(await within(dialog).findByText('Esercizio 1 di 3')).toBeVisible();
    await expect(within(dialog).getByRole('timer', { name: 'Tempo rimasto' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Avanti' })).toBeDisabled();
  },
};
