import { handlers, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { body, ScreenStory } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import SignupScreen from './SignupScreen';

const meta = {
  title: 'Screens/Signup',
  component: SignupScreen,
  parameters: { page: true, msw: { handlers } },
  render: () => (
    <ScreenStory as="anonymous" path="/signup">
      <SignupScreen />
    </ScreenStory>
  ),
} satisfies Meta<typeof SignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, email: string, password: string, confirm: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), email);
  if (password) await userEvent.type(canvas.getByLabelText('Password'), password);
  if (confirm) await userEvent.type(canvas.getByLabelText('Confirm password'), confirm);
  await userEvent.keyboard('{Enter}');
}

export const Empty: Story = {};

export const RequiredFields: Story = {
  name: 'Every field is required',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByText('Please confirm your password')).toBeVisible();
  },
};

export const WeakPassword: Story = {
  name: 'A weak password and a mismatch are explained',
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'new@lingua.test', 'password', 'Password1');
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Password must be at least 8 characters and include at least one uppercase letter, one lowercase letter, and one number.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
  },
};

export const TakenAddress: Story = {
  tags: ['!screenshot'],
  name: 'Taken address: answered like a new one',
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'marta.ruiz@lingua.test', 'Passw0rd1', 'Passw0rd1');
    await expect(
      await body().findByText(
        'Account created successfully! Please check your email to verify your account.',
      ),
    ).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'new.teacher@lingua.test', 'Passw0rd1', 'Passw0rd1');
    await expect(
      await body().findByText(
        'Account created successfully! Please check your email to verify your account.',
      ),
    ).toBeVisible();
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
    await userEvent.click(canvas.getByRole('button', { name: pseudoOf('Sign up') }));
    await expectOnlyCatalogueText(() => canvas.getByText(pseudoOf('Please confirm your password')));
  },
};

export const Spanish: Story = {
  name: 'In Spanish',
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
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
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeVisible();
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

export const SignInProvidersItalian: Story = {
  name: 'In Italian: the sign-in providers',
  parameters: withProviders,
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Continua con Google' })).toBeVisible();
  },
};
