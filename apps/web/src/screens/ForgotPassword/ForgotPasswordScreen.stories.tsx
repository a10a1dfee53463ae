import { handlers, mockHttp, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { body, ScreenStory } from '../../app/ScreenStory';
import { localeStories } from '../../i18n/localeStories';
import ForgotPasswordScreen from './ForgotPasswordScreen';

const meta = {
  title: 'Screens/ForgotPassword',
  component: ForgotPasswordScreen,
  parameters: { page: true, msw: { handlers } },
  render: () => (
    <ScreenStory as="anonymous" path="/forgot-password">
      <ForgotPasswordScreen />
    </ScreenStory>
  ),
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const RequiredEmail: Story = {
  name: 'The e-mail is required',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(canvas.getByText('Email is required')).toBeVisible();
  },
};

export const Sent: Story = {
  name: 'Sent: the confirmation panel',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'tom.becker@lingua.test');
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByText('Reset email sent!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Return to Log in' })).toBeVisible();
  },
};

export const Failure: Story = {
  name: 'Failure: "Error" with the server detail',
  parameters: { msw: { handlers: [...scenarios.serverError, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'tom.becker@lingua.test');
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByText('Internal server error')).toBeVisible();
    await expect(body().getByText('Error')).toBeVisible();
  },
};

export const FailureWithoutDetail: Story = {
  tags: ['!screenshot'],
  name: "Failure without a detail: the page's own fallback",
  parameters: {
    msw: {
      handlers: [
        mockHttp.post('/auth/forgot-password', ({ response }) =>
          response.untyped(new Response(null, { status: 502 })),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'tom.becker@lingua.test');
    await userEvent.keyboard('{Enter}');
    await expect(
      await body().findByText('Failed to send reset email. Please try again.'),
    ).toBeVisible();
    // The spec's service-level fallback never reaches the page: the page's sentence replaces it.
    await expect(
      body().queryByText('Failed to send reset email', { exact: true }),
    ).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

const languages = localeStories({
  ready: (canvas) => canvas.getByRole('heading'),
  locale: 'de',
  shows: (canvas) =>
    expect(canvas.getByRole('heading', { name: 'Passwort vergessen' })).toBeVisible(),
});

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  ...languages.pseudo,
};

export const German: Story = { name: 'In German', ...languages.translated };
