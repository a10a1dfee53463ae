import { createHandlers, handlers, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { body, ScreenStory, type StoryUser } from '../../layout/ScreenStory';
import SettingsScreen from './SettingsScreen';

const meta = {
  title: 'Screens/Settings',
  parameters: { page: true, msw: { handlers } },
  args: { as: 'teacher' },
  render: ({ as }) => (
    <ScreenStory as={as} path="/settings">
      <SettingsScreen />
    </ScreenStory>
  ),
} satisfies Meta<{ as: StoryUser }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Push notifications' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
  },
};

export const Student: Story = { args: { as: 'student' } };

export const SaveByKeyboard: Story = {
  name: 'Changing the theme applies it at once; Save Settings',
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(document.documentElement.className).toContain('dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await body().findByText('Settings Saved')).toBeVisible();
    await expect(JSON.parse(window.localStorage.getItem('settings') ?? '{}').theme).toBe('dark');
  },
};

export const SaveFails: Story = {
  name: 'Saving fails',
  parameters: { msw: { handlers: [...scenarios.serverError, ...handlers] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Settings' }));
    await expect(
      await body().findByText('Failed to save settings. Please try again.', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
