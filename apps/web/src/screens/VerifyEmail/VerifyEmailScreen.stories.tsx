import { handlers, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenStory } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import VerifyEmailScreen from './VerifyEmailScreen';

const meta = {
  title: 'Screens/VerifyEmail',
  component: VerifyEmailScreen,
  parameters: { page: true, msw: { handlers } },
  args: { token: 'verify-new.student@lingua.test' },
  render: ({ token }) => (
    <ScreenStory
      as="anonymous"
      path={`/verify-email?token=${encodeURIComponent(token)}`}
      route="/verify-email"
    >
      <VerifyEmailScreen />
    </ScreenStory>
  ),
} satisfies Meta<{ token: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'E-mail verified' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading, ...handlers] } },
};

export const InvalidLink: Story = {
  name: 'An invalid link',
  args: { token: 'verify-nobody@lingua.test' },
  parameters: { msw: { handlers: [...scenarios.verifyLinkInvalid, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Verification failed' })).toBeVisible();
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
      canvas.getByRole('heading', { name: pseudoOf('E-mail verified') }),
    );
  },
};

export const Portuguese: Story = {
  name: 'In Portuguese',
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'E-mail verificado' })).toBeVisible();
  },
};
