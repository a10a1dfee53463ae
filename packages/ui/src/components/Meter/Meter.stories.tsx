import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scoreTone } from '../../theme/tone';
import { Meter } from './Meter';

const meta = {
  title: 'UI/Meter',
  component: Meter,
  args: { label: 'Average Score', value: 88, tone: 'success' },
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <Meter {...args} />
    </div>
  ),
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Average Score' })).toHaveAttribute(
      'aria-valuenow',
      '88',
    );
  },
};

export const ScoreColours: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 320 }}>
      {[92, 76, 54].map((score) => (
        <Meter key={score} label={`Student ${score}`} value={score} tone={scoreTone(score)} />
      ))}
    </div>
  ),
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, render: ScoreColours.render };
