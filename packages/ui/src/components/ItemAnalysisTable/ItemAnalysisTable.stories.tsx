import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ItemAnalysisTable, type ItemStatistics } from './ItemAnalysisTable';

const items: ItemStatistics[] = [
  {
    id: 'a',
    position: 1,
    question: 'Ella ___ (ser) profesora.',
    shareCorrect: 0.92,
    discrimination: 0.1,
    commonWrongAnswers: [{ answer: 'está', count: 2 }],
    checkKey: false,
    flags: 0,
  },
  {
    id: 'b',
    position: 2,
    question: 'Nosotros ___ (ir) al cine ayer.',
    shareCorrect: 0.55,
    discrimination: 0.62,
    commonWrongAnswers: [
      { answer: 'íbamos', count: 7 },
      { answer: 'vamos', count: 3 },
    ],
    checkKey: false,
    flags: 1,
  },
  {
    id: 'c',
    position: 3,
    question: '¿Dónde ___ (estar) las llaves?',
    shareCorrect: 0.08,
    discrimination: -0.05,
    commonWrongAnswers: [{ answer: 'están', count: 21 }],
    checkKey: true,
    flags: 4,
  },
];

const meta = {
  title: 'UI/ItemAnalysisTable',
  component: ItemAnalysisTable,
  args: { items },
} satisfies Meta<typeof ItemAnalysisTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A question most students miss says "Check the key"; flags are counted. */
export const WithAPlantedWrongKey: Story = {
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('row', { name: /estar/ }));
    await expect(row.getByText('Check the key')).toBeVisible();
    await expect(row.getByText('Flagged by 4 students')).toBeVisible();
    await expect(row.getByText('8%')).toBeVisible();
  },
};

/** Sorting by the share correct puts the hardest question first. */
export const SortedByShareCorrect: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('columnheader', { name: /Correct/ }));
    const first = canvas.getAllByRole('rowheader')[0];
    await expect(first).toHaveTextContent('estar');
  },
};

export const TooFewSittings: Story = {
  args: {
    items: [
      {
        ...(items[0] as ItemStatistics),
        shareCorrect: null,
        discrimination: null,
        commonWrongAnswers: [],
      },
    ],
  },
};

export const NoSittingsYet: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No sittings yet')).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
