import { createHandlers, handlers, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { body, ScreenStory, type StoryUser } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(document.documentElement.className).toContain('dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    // The save goes through the mock server: on a busy machine the toast may take a second or more.
    await expect(
      await body().findByText('Settings Saved', undefined, { timeout: 5000 }),
    ).toBeVisible();
    await expect(JSON.parse(window.localStorage.getItem('settings') ?? '{}').theme).toBe('dark');
  },
};

export const SaveFails: Story = {
  tags: ['!screenshot'],
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

export const DeleteAccountDialog: Story = {
  name: "Delete account: the dialog names what goes, a teacher's rooms included",
  parameters: { msw: { handlers: [...scenarios.deleteAccountWrongPassword, ...createHandlers()] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Delete account' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: 'Delete your account?' }));
    // The role comes with the session's profile, which may arrive after the dialog opens.
    await expect(
      await dialog.findByText('the rooms you teach, with their assignments and results'),
    ).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Password'), 'not-my-password');
    await userEvent.click(confirm);
    await expect(await dialog.findByText('Incorrect password')).toBeVisible();
  },
};

export const DeleteAccountStudent: Story = {
  tags: ['!screenshot'],
  name: 'Delete account, for a student: no rooms of their own go',
  args: { as: 'student' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Delete account' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: 'Delete your account?' }));
    await expect(dialog.getByText('your place in every room you belong to')).toBeVisible();
    await expect(dialog.queryByText(/the rooms you teach/)).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(() =>
      expect(canvas.getByRole('button', { name: pseudoOf('Save Settings') })).toBeEnabled(),
    );
  },
};

export const German: Story = {
  name: 'In German',
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
  },
};
