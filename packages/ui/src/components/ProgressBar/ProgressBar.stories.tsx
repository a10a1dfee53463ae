import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Completion Rate', value: 75 },
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Completion Rate' });
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
    await expect(canvas.getByText('75%')).toBeVisible();
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100, tone: 'success' } };

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Upload progress', value: 40, showValue: false },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
