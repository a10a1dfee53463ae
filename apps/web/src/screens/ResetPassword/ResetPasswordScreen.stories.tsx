import { handlers, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { body, ScreenStory } from '../../app/ScreenStory';
import { localeStories } from '../../i18n/localeStories';
import ResetPasswordScreen from './ResetPasswordScreen';

const meta = {
  title: 'Screens/ResetPassword',
  component: ResetPasswordScreen,
  parameters: { page: true, msw: { handlers } },
  args: { token: 'reset-tom.becker@lingua.test' },
  render: ({ token }) => (
    <ScreenStory
      as="anonymous"
      path={`/reset-password?token=${encodeURIComponent(token)}`}
      route="/reset-password"
    >
      <ResetPasswordScreen />
    </ScreenStory>
  ),
} satisfies Meta<{ token: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('New password'), password);
  await userEvent.type(canvas.getByLabelText('Confirm password'), password);
  await userEvent.keyboard('{Enter}');
}

export const Default: Story = {};

export const MissingToken: Story = {
  name: 'A link without its token',
  args: { token: '' },
};

export const Mismatch: Story = {
  name: 'The passwords must match',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'Passw0rd1');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Passw0rd2');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
  },
};

export const ExpiredLink: Story = {
  name: 'An expired link: the server detail',
  args: { token: 'not-a-reset-token' },
  parameters: { msw: { handlers: [...scenarios.resetLinkExpired, ...handlers] } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'N3wPassword');
    await expect(await body().findByText('This link is invalid or has expired.')).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'N3wPassword');
    await expect(await body().findByText('Password reset!')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

const languages = localeStories({
  ready: (canvas) => canvas.getByRole('heading'),
  locale: 'it',
  shows: (canvas) =>
    expect(canvas.getByRole('heading', { name: 'Reimposta la password' })).toBeVisible(),
});

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  ...languages.pseudo,
};

export const Italian: Story = { name: 'In Italian', ...languages.translated };
