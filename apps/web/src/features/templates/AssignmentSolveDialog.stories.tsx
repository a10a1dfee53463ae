import type { Assignment } from '@lingua/api';
import { fixtures, handlers, mockHttp, problem } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, ScreenStory } from '../../layout/ScreenStory';
import { AssignmentSolveDialog } from './AssignmentSolveDialog';

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
  render: (args) => (
    <ScreenStory as="student" path="/assignments">
      <AssignmentSolveDialog {...args} />
    </ScreenStory>
  ),
} satisfies Meta<typeof AssignmentSolveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A clock whose timers never fire: the countdown stays at its start for the screenshot. */
const stoppedClock = { setTimeout: () => 0, clearTimeout: () => {} };

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
