import { handlers, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import { body, ScreenStory, type StoryUser } from '../../layout/ScreenStory';
import ProfileScreen from './ProfileScreen';

const meta = {
  title: 'Screens/Profile',
  parameters: { page: true, msw: { handlers } },
  args: { as: 'teacher' },
  render: ({ as }) => (
    <ScreenStory as={as} path="/profile">
      <ProfileScreen />
    </ScreenStory>
  ),
} satisfies Meta<{ as: StoryUser }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Marta Ruiz' })).toBeVisible();
    await expect(canvas.getByText('Joined August 2026')).toBeVisible();
    await expect(canvas.getByText('Spain (ES)')).toBeVisible();
    await expect(canvas.getByText('Teacher')).toBeVisible();
  },
};

export const Student: Story = {
  args: { as: 'student' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Tom Becker' })).toBeVisible();
    await expect(canvas.getByText('Student')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading, ...handlers] } },
};

export const NotFound: Story = {
  name: 'Profile Not Found',
  parameters: { msw: { handlers: [...scenarios.serverError, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Profile Not Found' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Unable to load your profile information.')).toBeVisible();
    await expect(body().getByText('Failed to load profile data. Please try again.')).toBeVisible();
  },
};

export const EditAndSave: Story = {
  name: 'Edit, fix a field, save',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    const first = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('First name is required')).toBeVisible();
    await userEvent.type(first, 'María');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Profile Updated')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'María Ruiz' })).toBeVisible();
  },
};

export const RoleInEditMode: Story = {
  name: 'Edit mode keeps the role, read-only and capitalised',
  args: { as: 'student' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
    const role = canvas.getByRole('definition');
    await expect(role).toHaveTextContent('Student');
    await expect(role).toBeVisible();
    await expect(canvas.getByRole('term')).toHaveTextContent('Role');
    await expect(canvas.queryByRole('textbox', { name: 'Role' })).not.toBeInTheDocument();
  },
};

export const Cancel: Story = {
  name: 'Cancel drops the changes',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'xyz');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('mruiz')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Marta Ruiz' }),
    ).toBeVisible();
  },
};

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue, view and edit',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(() => canvas.findByRole('heading', { name: 'Marta Ruiz' }));
    await userEvent.click(canvas.getByRole('button', { name: pseudoOf('Edit Profile') }));
    const first = canvas.getByRole('textbox', { name: pseudoOf('First name') });
    await userEvent.clear(first);
    await userEvent.click(canvas.getByRole('button', { name: pseudoOf('Save') }));
    await expectOnlyCatalogueText(() => canvas.getByText(pseudoOf('First name is required')));
  },
};

export const Italian: Story = {
  name: 'In Italian',
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Marta Ruiz' })).toBeVisible();
    await expect(canvas.getByText('Iscritto da agosto 2026')).toBeVisible();
    await expect(canvas.getByText('Spagna (ES)')).toBeVisible();
    await expect(canvas.getByText('Insegnante')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Modifica profilo' })).toBeVisible();
  },
};
