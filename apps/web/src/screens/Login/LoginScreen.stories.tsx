import { FIXTURE_PASSWORD, fixtures, handlers, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { body, ScreenStory } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import LoginScreen from './LoginScreen';

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  parameters: { page: true, msw: { handlers } },
  render: () => (
    <ScreenStory as="anonymous" path="/login">
      <LoginScreen />
    </ScreenStory>
  ),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const RequiredFields: Story = {
  name: 'Submitting empty fields shows what is required',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  tags: ['!screenshot'],
  name: 'An address without a domain is refused',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'marta@lingua');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
  },
};

export const WrongPassword: Story = {
  name: 'Wrong password: "Login failed" with the server detail',
  parameters: { msw: { handlers: [...scenarios.loginInvalid, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'marta.ruiz@lingua.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'nope');
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByText('Login failed')).toBeVisible();
    await expect(body().getByText('Incorrect email or password')).toBeVisible();
  },
};

export const ServerDown: Story = {
  tags: ['!screenshot'],
  name: 'Server error: the detail is shown',
  parameters: { msw: { handlers: [...scenarios.serverError, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'marta.ruiz@lingua.test');
    await userEvent.type(canvas.getByLabelText('Password'), FIXTURE_PASSWORD);
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByText('Internal server error')).toBeVisible();
  },
};

export const Success: Story = {
  tags: ['!screenshot'],
  name: 'Logging in by keyboard alone',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard(fixtures.users.teacher.email);
    await userEvent.tab();
    await userEvent.keyboard(FIXTURE_PASSWORD);
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByText('Login successful! Welcome back!')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue, errors included',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: pseudoOf('Log in') }));
    await expectOnlyCatalogueText(() => canvas.getByText(pseudoOf('Email is required')));
  },
};

export const French: Story = {
  name: 'In French: labels and form errors',
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(canvas.getByText("L'adresse e-mail est obligatoire")).toBeVisible();
    await expect(canvas.getByText('Le mot de passe est obligatoire')).toBeVisible();
    await expect(document.documentElement.lang).toBe('fr');
  },
};

const withProviders = { msw: { handlers: [...scenarios.oidcProviders, ...handlers] } };

export const SignInProviders: Story = {
  name: 'Sign-in providers: "Continue with …" below the form',
  parameters: withProviders,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('region', { name: 'Sign in with your school account' });
    await expect(within(group).getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(
      within(group).getByRole('button', { name: 'Continue with Lycée Molière' }),
    ).toBeVisible();
    // The spec's form is still first, whole.
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

export const SignInProvidersPseudo: Story = {
  name: 'Pseudo-locale: the sign-in providers from the catalogue',
  parameters: withProviders,
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(() =>
      canvas.getByRole('region', { name: pseudoOf('Sign in with your school account') }),
    );
  },
};

export const SignInProvidersGerman: Story = {
  name: 'In German: the sign-in providers',
  parameters: withProviders,
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Weiter mit Google' })).toBeVisible();
  },
};
