import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { OverrideForm } from '../OverrideForm/OverrideForm';
import { type ReviewItem, SittingReview } from './SittingReview';
import { SittingSummary } from './SittingSummary';

const items: ReviewItem[] = [
  {
    id: 'q1',
    question: 'Ella ___ (ser) profesora.',
    answer: 'es',
    verdict: 'correct',
    feedback: 'Right: "ser" for a profession.',
  },
  {
    id: 'q2',
    question: 'Nosotros ___ (ir) al cine ayer.',
    answer: 'ibamos',
    verdict: 'half',
    feedback: 'The imperfect describes; a finished trip takes the preterite.',
    tip: 'Ayer + a completed action → preterite: fuimos.',
    comment: 'Accent aside, the tense is what counts here.',
    history: [{ id: 'h1', by: 'Ana Ortega', at: '12 Nov 2026, 10:02', from: 'wrong', to: 'half' }],
  },
  {
    id: 'q3',
    question: '¿Dónde ___ (estar) las llaves?',
    answer: null,
    verdict: 'wrong',
    feedback: 'No answer was given.',
    flags: [{ id: 'f1', by: 'Leo Park', at: '12 Nov 2026, 09:40', comment: 'Two verbs fit.' }],
  },
];

const meta = {
  title: 'UI/SittingReview',
  component: SittingReview,
  args: { items },
} satisfies Meta<typeof SittingReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the student reads: verdicts, feedback, tips and the teacher's comment. */
export const StudentView: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Half right')).toBeVisible();
    await expect(canvas.getByText('Accent aside, the tense is what counts here.')).toBeVisible();
    await expect(canvas.getByText('No answer')).toBeVisible();
    await expect(canvas.queryByText('Changes')).toBeNull();
  },
};

/** The teacher's view: every change and every flag beside its item. */
export const TeacherViewWithHistoryAndFlags: Story = {
  args: { showHistory: true },
  play: async ({ canvas }) => {
    // Names, moments and comments are their own (untranslated) elements inside each line.
    const line = (item: string, text: RegExp) =>
      within(canvas.getByRole('listitem', { name: item }))
        .getAllByRole('listitem')
        .find((entry) => text.test(entry.textContent ?? ''));
    await expect(
      line('Question 2', /Ana Ortega, 12 Nov 2026, 10:02: Wrong → Half right/),
    ).toBeVisible();
    await expect(line('Question 3', /Leo Park.*Two verbs fit/)).toBeVisible();
  },
};

/** The override control under each item; saving sends the verdict and the comment. */
export const OverridingAnItem: Story = {
  args: {
    showHistory: true,
    items: items.slice(0, 1),
    renderActions: (item) => (
      <OverrideForm
        current={item.verdict}
        aria-label={`Change the verdict of ${item.id}`}
        onSubmit={fn().mockName('onSubmit')}
      />
    ),
  },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save verdict' });
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Half right' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Comment for the student/ }),
      'Close.',
    );
    await expect(save).toBeEnabled();
  },
};

/** The student's flag button under each item, and an item already flagged. */
export const StudentFlagging: Story = {
  args: {
    items: [
      items[0] as ReviewItem,
      { ...(items[2] as ReviewItem), flags: [{ id: 'f', at: 'now' }] },
    ],
    renderActions: (item) =>
      (item.flags?.length ?? 0) === 0 && (
        <div>
          <Button variant="secondary" size="small" onPress={fn()}>
            Flag this question
          </Button>
        </div>
      ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Flag this question' })).toHaveLength(1);
    await expect(canvas.getByText('You flagged this question.')).toBeVisible();
  },
};

/** An answer the grader left to the teacher: credited, and its badge says it waits for them. */
export const AnAnswerToCheck: Story = {
  args: {
    items: [
      {
        id: 't1',
        question: 'Traduce: Mi hermana fue a la cocina.',
        answer: 'My sister walked to the kitchen.',
        verdict: 'correct',
        toCheck: true,
        feedback: 'Your teacher will check this one.',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('To check')).toBeVisible();
    await expect(canvas.queryByText('Correct')).toBeNull();
  },
};

export const LongUnbrokenAnswerInANarrowBox: Story = {
  args: {
    items: [{ ...(items[0] as ReviewItem), answer: 'x'.repeat(120), verdict: 'wrong' }],
  },
  decorators: [(Story) => <div style={{ inlineSize: 280 }}>{Story()}</div>],
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { showHistory: true } };

export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { showHistory: true } };

/** The line above a sitting: scored, late, excused from the averages. */
export const SummaryStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <SittingSummary score={86.5} timeTaken="12 min" submittedAt="12 Nov 2026, 09:58" />
      <SittingSummary score={40} timeTaken="25 min" isLate />
      <SittingSummary score={72} isExcused />
      <SittingSummary score={null} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Excused — not in averages')).toBeVisible();
    await expect(canvas.getByText('Late')).toBeVisible();
    await expect(canvas.getByText('No score')).toBeVisible();
  },
};
