import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { type RubricCriterion, RubricScorer, type RubricScorerProps } from './RubricScorer';

const criteria: RubricCriterion[] = [
  { id: 'range', label: 'Range', description: 'Words and structures the student uses' },
  { id: 'accuracy', label: 'Accuracy', description: 'Grammar and choice of words' },
  { id: 'fluency', label: 'Fluency', description: 'Flow and pace, without long pauses' },
  { id: 'pronunciation', label: 'Pronunciation', description: 'Sounds, stress and intonation' },
  { id: 'task_achievement', label: 'Task achievement', description: 'Does what the task asks' },
];

/** The form as a page holds it: the scores and comment kept in state, as the machine does. */
function Controlled(props: RubricScorerProps) {
  const [scores, setScores] = useState(props.scores);
  const [comment, setComment] = useState(props.comment);
  return (
    <RubricScorer
      {...props}
      scores={scores}
      comment={comment}
      onScore={(criterion, points) => {
        setScores((before) => ({ ...before, [criterion]: points }));
        props.onScore(criterion, points);
      }}
      onCommentChange={(value) => {
        setComment(value);
        props.onCommentChange(value);
      }}
    />
  );
}

const meta = {
  title: 'UI/RubricScorer',
  component: RubricScorer,
  render: (args) => <Controlled {...args} />,
  args: {
    criteria,
    scores: {},
    comment: '',
    onScore: fn(),
    onCommentChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    'aria-label': 'Grade the recording of question 1 on the rubric',
  },
} satisfies Meta<typeof RubricScorer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing given yet: every criterion's five choices, labelled, and no points. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Fluency' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(25);
    await expect(canvas.getByRole('status')).toHaveTextContent('0 of 20 points');
  },
};

/** By keyboard alone: arrows choose a criterion's points, Tab goes to the next. */
export const ScoredByKeyboard: Story = {
  tags: ['!screenshot'],
  args: { criteria: criteria.slice(2, 4) },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(args.onScore).toHaveBeenLastCalledWith('fluency', 3);
    await userEvent.tab();
    await userEvent.keyboard(' {ArrowRight}{ArrowRight}');
    await expect(args.onScore).toHaveBeenLastCalledWith('pronunciation', 2);
    await expect(canvas.getByRole('status')).toHaveTextContent('5 of 8 points');
    await userEvent.tab();
    await userEvent.keyboard('Gut.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save grade' }));
    await expect(args.onCommentChange).toHaveBeenLastCalledWith('Gut.');
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Graded before: the form starts from the last scores. */
export const GradedBefore: Story = {
  args: {
    scores: { range: 3, accuracy: 2, fluency: 4, pronunciation: 3, task_achievement: 2 },
    comment: 'Clear and fluent; watch the past tense.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('14 of 20 points');
  },
};

/** The template grades on two criteria only. */
export const TwoCriteria: Story = { args: { criteria: criteria.slice(2, 4) } };

/** A recorder for the teacher's reply sits under the comment. */
export const WithAReplyRecorder: Story = {
  args: { reply: <button type="button">Record</button> },
};

export const Incomplete: Story = {
  args: {
    scores: { range: 3 },
    errorMessage: 'Give every criterion its points before saving the grade.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('every criterion');
  },
};

export const Saving: Story = {
  args: { isPending: true, scores: { range: 3, accuracy: 2 }, criteria: criteria.slice(0, 2) },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { scores: { fluency: 3 }, criteria: criteria.slice(2, 4) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Bewertung speichern' })).toBeVisible();
  },
};

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: ui’s own words',
  globals: { locale: 'pseudo' },
  args: { scores: { fluency: 3 }, criteria: criteria.slice(2, 4) },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { criteria: criteria.slice(0, 2) },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
