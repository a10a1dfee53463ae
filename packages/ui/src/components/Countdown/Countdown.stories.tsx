import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Countdown } from './Countdown';

const meta = {
  title: 'UI/Countdown',
  component: Countdown,
  args: { secondsLeft: 30 * 60 },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThirtyMinutes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('30:00');
  },
};

export const NearZeroWarning: Story = {
  args: { secondsLeft: 42 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:42');
    await expect(canvasElement.querySelector('[data-warning]')).not.toBeNull();
  },
};

export const TimeUp: Story = { args: { secondsLeft: 0 } };

/** The clock is driven by the story so the announcements can be checked step by step. */
function SteppedCountdown() {
  const [seconds, setSeconds] = useState(62);
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Countdown secondsLeft={seconds} />
      <Button variant="secondary" onPress={() => setSeconds((value) => value - 1)}>
        Tick
      </Button>
    </div>
  );
}

export const AnnouncesOnlyAtMilestones: Story = {
  render: () => <SteppedCountdown />,
  play: async ({ canvas, canvasElement }) => {
    const live = canvasElement.querySelector('[aria-live="polite"]');
    const tick = canvas.getByRole('button', { name: 'Tick' });
    await userEvent.click(tick);
    await expect(live).toHaveTextContent('');
    await userEvent.click(tick);
    await expect(canvas.getByRole('timer')).toHaveTextContent('01:00');
    await expect(live).toHaveTextContent('1 minute left');
    await userEvent.click(tick);
    await expect(live).toHaveTextContent('1 minute left');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Countdown {...args} />
      <Countdown {...args} secondsLeft={25} />
    </div>
  ),
};
