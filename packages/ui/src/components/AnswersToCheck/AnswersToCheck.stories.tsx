import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AnswersToCheck, type AnswerToCheck, DecisionButtons } from './AnswersToCheck';

const answers: AnswerToCheck[] = [
  {
    id: 'a1',
    student: 'Aiko Tanaka',
    assignment: 'Week 1 homework',
    question: 'Ayer, mi hermana fue a la cocina.',
    answer: 'Yesterday my sister walked to the kitchen.',
    answerKey: 'Yesterday my sister went to the kitchen.',
  },
  {
    id: 'a2',
    student: 'Tom Becker',
    assignment: 'Week 1 homework',
    question: '¿Adónde va el tren?',
    answer: 'Va hacia Valencia',
    answerKey: 'A Valencia',
  },
];

const meta = {
  title: 'UI/AnswersToCheck',
  component: AnswersToCheck,
  args: { answers },
} satisfies Meta<typeof AnswersToCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each answer with who gave it, where, the question and the key beside it, and the decision. */
export const WaitingForTheTeacher: Story = {
  args: {
    renderActions: () => <DecisionButtons onAccept={fn()} onRefuse={fn()} />,
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Answers to check' });
    await expect(list).toBeVisible();
    await expect(canvas.getByText('A Valencia')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Accept' })).toHaveLength(2);
  },
};

/** Accept and Refuse call back; the buttons are reached by keyboard. */
export const Deciding: Story = {
  tags: ['!screenshot'],
  args: {
    answers: answers.slice(0, 1),
    renderActions: () => (
      <DecisionButtons onAccept={fn().mockName('onAccept')} onRefuse={fn().mockName('onRefuse')} />
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refuse' })).toHaveFocus();
  },
};

/** The decision on its way: its button spins, the other waits. */
export const AcceptPending: Story = {
  args: {
    answers: answers.slice(0, 1),
    renderActions: () => <DecisionButtons onAccept={fn()} onRefuse={fn()} pending="accept" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refuse' })).toBeDisabled();
  },
};

/** The server did not take the decision: why, and the buttons to try again. */
export const Refused: Story = {
  args: {
    answers: answers.slice(0, 1),
    renderActions: () => (
      <DecisionButtons
        onAccept={fn()}
        onRefuse={fn()}
        errorMessage="This answer was already decided. The list now shows what is left to check."
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('already decided');
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeEnabled();
  },
};

/** Nothing waits for the teacher. */
export const NothingToCheck: Story = {
  args: { answers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing to check' })).toBeVisible();
  },
};

export const LongUnbrokenAnswerInANarrowBox: Story = {
  args: {
    answers: [{ ...(answers[0] as AnswerToCheck), answer: 'x'.repeat(120) }],
    renderActions: () => <DecisionButtons onAccept={fn()} onRefuse={fn()} />,
  },
  decorators: [(Story) => <div style={{ inlineSize: 280 }}>{Story()}</div>],
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { renderActions: () => <DecisionButtons onAccept={fn()} onRefuse={fn()} /> },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { renderActions: () => <DecisionButtons onAccept={fn()} onRefuse={fn()} /> },
};
