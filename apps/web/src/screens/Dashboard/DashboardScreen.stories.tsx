import { handlers, mockHttp, problem, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenStory } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import DashboardScreen from './DashboardScreen';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  parameters: {
    page: true,
    msw: { handlers },
    // react-aria's own transient live region may point at a toast that has just gone.
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
  render: () => (
    <ScreenStory as="teacher" path="/dashboard">
      <DashboardScreen />
    </ScreenStory>
  ),
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  name: 'Teacher: greeting, figures, quick actions, recent activity',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome back, Marta!' }),
    ).toBeVisible();
    for (const name of ['Generate Exercises', 'My Exercises', 'Chat with the AI Assistant']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await expect(await canvas.findAllByText(/^Generated/)).not.toHaveLength(0);
  },
};

export const Student: Story = {
  render: () => (
    <ScreenStory as="student" path="/dashboard">
      <DashboardScreen />
    </ScreenStory>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Welcome back, Tom!' }),
    ).toBeVisible();
  },
};

export const ProfileUnreadable: Story = {
  name: 'Profile unreadable: a generic greeting',
  parameters: {
    msw: {
      handlers: [
        mockHttp.get('/users/me', () => problem(500, 'Internal server error')),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Welcome back!' }),
    ).toBeVisible();
  },
};

export const NewUser: Story = {
  name: 'Nothing yet',
  parameters: {
    msw: {
      handlers: [
        mockHttp.get('/users/dashboard', ({ response }) =>
          response(200).json({
            exercises_count: 0,
            templates_count: 0,
            assignments_due: 0,
            average_score: null,
            recent_activity: [],
          }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading, ...handlers] } },
};

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(async () => {
      await canvas.findByRole('heading', { level: 1, name: /Marta/ });
      await expect(
        await canvas.findAllByText(new RegExp(`^${pseudoOf('Generated')}`)),
      ).not.toHaveLength(0);
    });
  },
};

export const Spanish: Story = {
  name: 'In Spanish',
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '¡Hola de nuevo, Marta!' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generar ejercicios' })).toBeVisible();
    await expect(await canvas.findAllByText(/^Generado/)).not.toHaveLength(0);
  },
};
