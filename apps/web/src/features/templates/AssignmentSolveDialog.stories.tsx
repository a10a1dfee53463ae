import type { Assignment } from '@lingua/api';
import {
  createHandlers,
  createMockStore,
  fixtures,
  handlers,
  mockHttp,
  problem,
} from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, ScreenStory } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import { AssignmentSolveDialog } from './AssignmentSolveDialog';
import { clearLocalAnswers } from './sittingAnswers';

const pending = fixtures.assignments.pending;

/** The pending assignment as the student's list shows it. */
const assignment: Assignment = {
  assignment_id: pending.id,
  assignment_text: pending.assignment_text,
  assignment_description: pending.assignment_description,
  schedule: pending.schedule,
  room_id: pending.room_id,
  template_id: pending.template_id,
  attempts: pending.attempts,
  time_limit: pending.time_limit,
  shuffle_questions: pending.shuffle_questions,
  shuffle_options: pending.shuffle_options,
  deal_versions: pending.deal_versions,
  status: 'Pending',
  user_attempts: 0,
  average_score: null,
  score_timestamp: null,
};

const meta = {
  title: 'Dialogs/AssignmentSolve',
  component: AssignmentSolveDialog,
  parameters: {
    page: true,
    msw: { handlers },
  },
  args: { assignment, onClose: fn(), onFinished: fn() },
  // The mock server gives every story the same attempt id: start without kept answers.
  beforeEach: () => clearLocalAnswers(),
  render: (args) => (
    <ScreenStory as="student" path="/assignments">
      <AssignmentSolveDialog {...args} />
    </ScreenStory>
  ),
} satisfies Meta<typeof AssignmentSolveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const frozenAt = Date.now();

/** A clock that stands still: the countdown stays at its start for the screenshot. */
const stoppedClock = { setTimeout: () => 0, clearTimeout: () => {}, now: () => frozenAt };

export const Opened: Story = {
  name: "Opens the assignment's template with its countdown",
  args: { clock: stoppedClock },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Solving: Spanish B1 — Week 1' });
    await expect(await within(dialog).findByText('Exercise 1 of 3')).toBeVisible();
    await expect(within(dialog).getByRole('timer', { name: 'Time left' })).toHaveTextContent(
      '15:00',
    );
  },
};

export const TemplateLoadFailed: Story = {
  name: 'The template cannot be loaded: an error with Try Again, not silence',
  parameters: {
    msw: {
      handlers: [
        mockHttp.get('/templates/get_template/{id}', () => problem(500, 'Internal server error')),
        ...handlers,
      ],
    },
  },
  play: async ({ args }) => {
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Week 1 homework' },
      { timeout: 5000 },
    );
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This assignment could not be opened. Please try again.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** A mock server of its own: no attempt (and no saved answer) left by another story. */
const freshServer = () => createHandlers(createMockStore());

/** Types an answer into the first field and leaves it, which saves at once. */
async function typeAndLeave() {
  const dialog = await body().findByRole('dialog', { name: 'Solving: Spanish B1 — Week 1' });
  const [field] = await within(dialog).findAllByRole('textbox');
  await userEvent.type(field as HTMLElement, 'hablo');
  await userEvent.tab();
  return dialog;
}

export const AnswersSaved: Story = {
  name: 'An answer is saved when the student leaves the field',
  args: { clock: stoppedClock },
  parameters: { msw: { handlers: freshServer() } },
  play: async () => {
    const dialog = await typeAndLeave();
    await expect(await within(dialog).findByText('All answers saved')).toBeVisible();
  },
};

export const AnswersSaving: Story = {
  name: 'While the server has not acknowledged the answer: Saving…',
  args: { clock: stoppedClock },
  parameters: {
    msw: {
      handlers: [
        mockHttp.put('/assignments/save_answers/{id}', async () => {
          await delay('infinite');
          return problem(500, 'never answered');
        }),
        ...freshServer(),
      ],
    },
  },
  play: async () => {
    const dialog = await typeAndLeave();
    await expect(await within(dialog).findByText('Saving…')).toBeVisible();
  },
};

export const AnswersOffline: Story = {
  name: 'Offline: the answers wait on this device',
  args: { clock: stoppedClock },
  parameters: {
    msw: {
      handlers: [
        mockHttp.put('/assignments/save_answers/{id}', () => HttpResponse.error()),
        ...freshServer(),
      ],
    },
  },
  play: async () => {
    const dialog = await typeAndLeave();
    // Shown, and said once by the live region.
    const [shown] = await within(dialog).findAllByText('Offline: answers kept on this device');
    await expect(shown).toBeVisible();
  },
};

export const PseudoLoadFailed: Story = {
  name: 'Pseudo-locale: the failure to open, from the catalogue',
  globals: pseudoLocale,
  parameters: TemplateLoadFailed.parameters,
  play: async () => {
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Week 1 homework' },
      { timeout: 5000 },
    );
    await expectOnlyCatalogueText(
      () =>
        expect(within(dialog).getByRole('button', { name: pseudoOf('Try Again') })).toBeEnabled(),
      // The teacher's title, and react-aria's own (translated) dismiss button of the modal.
      ['Week 1 homework', 'Dismiss'],
    );
  },
};

export const PseudoOffline: Story = {
  name: 'Pseudo-locale: the countdown and the save indicator, from the catalogue',
  globals: pseudoLocale,
  args: AnswersOffline.args,
  parameters: AnswersOffline.parameters,
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: /Spanish B1 — Week 1/ });
    const [field] = await within(dialog).findAllByRole('textbox');
    await userEvent.type(field as HTMLElement, 'hablo');
    await userEvent.tab();
    await expectOnlyCatalogueText(
      async () =>
        expect(
          (await within(dialog).findAllByText(pseudoOf('Offline: answers kept on this device')))[0],
        ).toBeVisible(),
      [
        'Spanish B1 — Week 1',
        // The exercise's type and language badges (features/exercises), which their own
        // conversion (#20, exercises) puts through the catalogue: drop these once merged.
        'Writing',
        'Spanish',
      ],
    );
  },
};
