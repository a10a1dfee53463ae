import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { SaveIndicator, type SaveIndicatorState, saveIndicatorStates } from './SaveIndicator';

const meta = {
  title: 'UI/SaveIndicator',
  component: SaveIndicator,
  args: { state: 'saved' },
  argTypes: { state: { control: 'inline-radio', options: saveIndicatorStates } },
} satisfies Meta<typeof SaveIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All answers saved')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { state: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Saving…')).toBeVisible();
  },
};

export const Offline: Story = {
  args: { state: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Offline: answers kept on this device',
    );
  },
};

/** Saving and saved are silent; going offline and coming back are announced. */
function Stepped() {
  const [state, setState] = useState<SaveIndicatorState>('saved');
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <SaveIndicator state={state} />
      {saveIndicatorStates.map((next) => (
        <Button key={next} variant="secondary" onPress={() => setState(next)}>
          {next}
        </Button>
      ))}
    </div>
  );
}

export const AnnouncesOnlyOfflineAndBack: Story = {
  render: () => <Stepped />,
  play: async ({ canvas, canvasElement }) => {
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await userEvent.click(canvas.getByRole('button', { name: 'saving' }));
    await userEvent.click(canvas.getByRole('button', { name: 'saved' }));
    await expect(live).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'offline' }));
    await expect(live).toHaveTextContent(/Offline/);
    await userEvent.click(canvas.getByRole('button', { name: 'saving' }));
    await userEvent.click(canvas.getByRole('button', { name: 'saved' }));
    await expect(live).toHaveTextContent('All answers saved');
  },
};

export const EveryStateDarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {saveIndicatorStates.map((state) => (
        <SaveIndicator key={state} state={state} />
      ))}
    </div>
  ),
};
