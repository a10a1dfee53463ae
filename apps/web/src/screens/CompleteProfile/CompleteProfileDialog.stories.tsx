import { handlers, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import { AppLayout } from '../../layout/AppLayout';
import DashboardScreen from '../Dashboard/DashboardScreen';
import { CompleteProfileGate } from './CompleteProfileGate';

const meta = {
  title: 'Screens/CompleteProfile',
  component: CompleteProfileGate,
  parameters: {
    page: true,
    msw: { handlers: [...scenarios.profileIncomplete, ...handlers] },
  },
  render: () => (
    <ScreenStory as="newcomer" path="/dashboard">
      <AppLayout>
        <p>Dashboard</p>
      </AppLayout>
    </ScreenStory>
  ),
} satisfies Meta<typeof CompleteProfileGate>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog'));

export const Open: Story = {
  name: 'Opens for an incomplete profile and cannot be dismissed',
  play: async () => {
    const form = await dialog();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'new.student@lingua.test',
    );
    await expect(form.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).getByRole('dialog')).toBeVisible();
  },
};

/** Images a screen reader can reach (not under aria-hidden) that have no name. */
const namelessImages = () =>
  [...document.querySelectorAll('[role="img"]')].filter((image) => {
    if (image.closest('[aria-hidden="true"]')) return false;
    const labelledBy = (image.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id)?.textContent?.trim() : ''))
      .join('');
    return !(image.getAttribute('aria-label')?.trim() || labelledBy);
  });

export const OverTheDashboard: Story = {
  name: 'Over the dashboard, before the name is known (axe)',
  render: () => (
    <ScreenStory as="newcomer" path="/dashboard">
      <AppLayout>
        <DashboardScreen />
      </AppLayout>
    </ScreenStory>
  ),
  play: async () => {
    const form = await dialog();
    await expect(form.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(
      await within(document.body).findByRole('heading', { level: 1, name: /^Welcome back/ }),
    ).toBeInTheDocument();
    await expect(namelessImages()).toEqual([]);
  },
};

export const Required: Story = {
  name: 'Every field is required',
  play: async () => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: 'Complete Profile' }));
    for (const message of [
      'Username is required',
      'First name is required',
      'Last name is required',
      'Country is required',
      'Phone number is required',
      'Role is required',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
  },
};

export const PhoneRules: Story = {
  tags: ['!screenshot'],
  name: 'The phone number needs + and a country code',
  play: async () => {
    const form = await dialog();
    const phone = form.getByRole('textbox', { name: 'Phone number' });
    const submit = form.getByRole('button', { name: 'Complete Profile' });
    await userEvent.type(phone, '0151 2345678');
    await userEvent.click(submit);
    await expect(
      form.getByText(
        'Phone number must start with a "+" and country code (e.g., +49 rest_of_number)',
      ),
    ).toBeVisible();
    await userEvent.clear(phone);
    await userEvent.type(phone, '+ab');
    await expect(
      form.getByText('You are missing the country code after the + symbol.'),
    ).toBeVisible();
    await userEvent.clear(phone);
    await userEvent.type(phone, '+49 12');
    await expect(
      form.getByText('Please enter a valid phone number with country code (e.g., +49 123456789).'),
    ).toBeVisible();
  },
};

export const Completed: Story = {
  tags: ['!screenshot'],
  name: 'Completing by keyboard closes the dialog',
  play: async () => {
    const form = await dialog();
    await userEvent.type(form.getByRole('textbox', { name: 'Username' }), 'newstudent');
    await userEvent.type(form.getByRole('textbox', { name: 'First name' }), 'Nora');
    await userEvent.type(form.getByRole('textbox', { name: 'Last name' }), 'Lind');
    await userEvent.type(form.getByRole('combobox', { name: 'Country' }), 'Swed');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.type(form.getByRole('textbox', { name: 'Phone number' }), '+46 701234567');
    await userEvent.click(form.getByRole('radio', { name: 'Student' }));
    await userEvent.click(form.getByRole('button', { name: 'Complete Profile' }));
    await expect(
      await within(document.body).findByText('Profile completed successfully!'),
    ).toBeVisible();
    await expect(within(document.body).getByText('Your profile has been updated.')).toBeVisible();
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The dialog over the (converted) dashboard: nothing on the page may bypass the catalogue. */
const overTheDashboard = () => (
  <ScreenStory as="newcomer" path="/dashboard">
    <AppLayout>
      <DashboardScreen />
    </AppLayout>
  </ScreenStory>
);

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue, errors included',
  globals: pseudoLocale,
  render: overTheDashboard,
  play: async () => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: pseudoOf('Complete Profile') }));
    await expectOnlyCatalogueText(() => form.getByText(pseudoOf('Role is required')));
  },
};

export const Portuguese: Story = {
  name: 'In Portuguese: labels and required fields',
  globals: { locale: 'pt' },
  play: async () => {
    // Named in Portuguese: the dialog of this story, not one the story before left closing.
    const form = within(
      await within(document.body).findByRole('dialog', { name: 'Complete o seu perfil' }),
    );
    // Visible once the Portuguese catalogue part has arrived: until then Suspense hides the tree.
    await waitFor(
      () => expect(form.getByRole('heading', { name: 'Complete o seu perfil' })).toBeVisible(),
      { timeout: 10_000 },
    );
    await userEvent.click(form.getByRole('button', { name: 'Concluir perfil' }));
    await expect(form.getByText('O nome de utilizador é obrigatório')).toBeVisible();
    await expect(form.getByText('A função é obrigatória')).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Professor' })).toBeInTheDocument();
  },
};
