import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scoreTone } from '../../theme/tone';
import { BarChart } from './BarChart';

const completion = [
  { id: '1', label: 'Present perfect quiz', value: 92 },
  { id: '2', label: 'Listening: at the market', value: 64 },
  { id: '3', label: 'Essay: my last holiday', value: null },
  { id: '4', label: 'Reading: the news', value: 78 },
];

const meta = {
  title: 'UI/BarChart',
  component: BarChart,
  args: {
    title: 'Assignment Completion Rates',
    items: completion,
    labelHeader: 'Assignment',
    valueHeader: 'Completion rate',
  },
  render: (args) => (
    <div style={{ maxInlineSize: 480 }}>
      <BarChart {...args} />
    </div>
  ),
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompletionRates: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[2]).toHaveTextContent('Essay: my last holiday');
    await expect(items[2]).toHaveTextContent('No data');
  },
};

export const AsTable: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const table = canvas.getByRole('grid', { name: 'Assignment Completion Rates' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[3]).toHaveTextContent('No data');
  },
};

export const ScoreColours: Story = {
  args: {
    title: 'Room Accuracy by Exercise Type',
    items: [
      { id: 'w', label: 'Writing', value: 88 },
      { id: 'r', label: 'Reading', value: 74 },
      { id: 'l', label: 'Listening', value: 61 },
    ],
    toneOf: scoreTone,
  },
};

export const Empty: Story = { args: { items: [] } };

export const LongLabels: Story = {
  args: {
    items: [
      {
        id: 'x',
        label: 'Reading_comprehension_about_sustainable_tourism_in_southern_europe',
        value: 47,
      },
      ...completion,
    ],
  },
  render: (args) => (
    <div style={{ inlineSize: 240 }}>
      <BarChart {...args} />
    </div>
  ),
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { toneOf: scoreTone } };
