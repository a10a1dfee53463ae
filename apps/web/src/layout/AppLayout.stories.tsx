import { handlers } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, ScreenStory } from '../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../i18n/pseudoStory';
import { AppLayout } from './AppLayout';

const meta = {
  title: 'Screens/Layout',
  component: AppLayout,
  parameters: { page: true, msw: { handlers } },
  args: { children: <p>Page content</p> },
  render: (args) => (
    <ScreenStory as="teacher" path="/rooms">
      <AppLayout {...args} />
    </ScreenStory>
  ),
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Rooms' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByText('Marta Ruiz')).toBeInTheDocument();
    await expect(canvas.getByText('marta.ruiz@lingua.test')).toBeInTheDocument();
    await expect(within(nav).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  },
};

export const Student: Story = {
  render: (args) => (
    <ScreenStory as="student" path="/assignments">
      <AppLayout {...args} />
    </ScreenStory>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    // The menu is the same for every role.
    for (const name of ['Dashboard', 'ChatbotAI', 'Rooms', 'Feedback', 'Settings']) {
      await expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    await expect(within(nav).getByRole('link', { name: 'Assignments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Mobile: Story = {
  name: 'Mobile: top bar, drawer with Profile and Logout',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    // The drawer is a modal dialog, rendered over the page outside the story's canvas.
    const drawer = await body().findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Profile' })).toBeVisible());
    await expect(within(nav).getByRole('link', { name: 'Logout' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The modal gives focus back once it has unmounted, a frame later on a busy machine.
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  globals: pseudoLocale,
  args: { children: <p translate="no">Page content</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(() => canvas.getByRole('link', { name: pseudoOf('Rooms') }));
  },
};

export const Spanish: Story = {
  name: 'In Spanish',
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Aulas/ })).toBeVisible();
  },
};
