import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HomeIcon } from '../../icons/icons';
import { StatCard } from './StatCard';

const meta = {
  title: 'UI/StatCard',
  component: StatCard,
  args: { label: 'Total Rooms', value: 4, icon: <HomeIcon /> },
  render: (args) => (
    <div style={{ maxInlineSize: 260 }}>
      <StatCard {...args} />
    </div>
  ),
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Total Rooms');
    await expect(canvas.getByRole('definition')).toHaveTextContent('4');
  },
};

export const WithHint: Story = {
  args: { label: 'My Templates', value: 12, hint: 'Created by me' },
};

export const Row: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
        gap: 12,
      }}
    >
      <StatCard label="Total Rooms" value={4} />
      <StatCard label="Total Students" value={57} />
      <StatCard label="Avg Completion" value="68%" />
    </div>
  ),
};

export const LongValueInNarrowBox: Story = {
  args: { label: 'Average Completion Time by Student', value: '1234567.89 min' },
  render: (args) => (
    <div style={{ inlineSize: 160 }}>
      <StatCard {...args} />
    </div>
  ),
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, render: Row.render };
