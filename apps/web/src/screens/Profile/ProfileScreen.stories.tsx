import { fixtures, handlers, mockHttp, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { body, ScreenStory, type StoryUser } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
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
  tags: ['!screenshot'],
  name: 'Edit, fix a field, save',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    // The country field's code is fetched on the first edit.
    await canvas.findByRole('combobox', {}, { timeout: 10_000 });
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
    // The country field's code is fetched on the first edit.
    await canvas.findByRole('combobox', {}, { timeout: 10_000 });
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
    const role = canvas.getByRole('definition');
    await expect(role).toHaveTextContent('Student');
    await expect(role).toBeVisible();
    await expect(canvas.getByRole('term')).toHaveTextContent('Role');
    await expect(canvas.queryByRole('textbox', { name: 'Role' })).not.toBeInTheDocument();
  },
};

export const Cancel: Story = {
  tags: ['!screenshot'],
  name: 'Cancel drops the changes',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    // The country field's code is fetched on the first edit.
    await canvas.findByRole('combobox', {}, { timeout: 10_000 });
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
    // The country field's code is fetched on the first edit.
    await canvas.findByRole('combobox', {}, { timeout: 10_000 });
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

/** The teacher's address in the mocks, and the one the stories ask to move to. */
const savedAddress = 'marta.ruiz@lingua.test';
const newAddress = 'marta@newschool.test';

/** Edit Profile, type a new address and press Save: the words are the story's language's. */
async function askForNewAddress(
  canvas: ReturnType<typeof within>,
  words: { edit: string; email: string; save: string },
) {
  await userEvent.click(await canvas.findByRole('button', { name: words.edit }));
  // The country field's code is fetched on the first edit.
  await canvas.findByRole('combobox', {}, { timeout: 10_000 });
  const email = canvas.getByRole('textbox', { name: words.email });
  await userEvent.clear(email);
  await userEvent.type(email, newAddress);
  await userEvent.click(canvas.getByRole('button', { name: words.save }));
}

const english = { edit: 'Edit Profile', email: 'Email', save: 'Save' };

export const EmailNeedsPassword: Story = {
  name: 'A new e-mail asks for the current password',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await askForNewAddress(canvas, english);
    await expect(canvas.getByLabelText('Current password')).toBeVisible();
    await expect(
      canvas.getByText('Enter your current password to change your e-mail address'),
    ).toBeVisible();
  },
};

export const EmailPending: Story = {
  name: 'A new e-mail waits for its link',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await askForNewAddress(canvas, english);
    await userEvent.type(canvas.getByLabelText('Current password'), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await body().findByText(
        `Your e-mail address stays ${savedAddress} until you open the link we sent to ${newAddress}.`,
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        `Waiting for confirmation: ${newAddress}. Your address changes once you open the link we sent there.`,
      ),
    ).toBeVisible();
    // The account keeps its address: shown under the name and in the details.
    await expect(canvas.getAllByText(savedAddress)).toHaveLength(2);
  },
};

export const PseudoLocaleNewEmail: Story = {
  name: 'Pseudo-locale: a new e-mail, its password and the pending address',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await askForNewAddress(canvas, {
      edit: pseudoOf('Edit Profile'),
      email: pseudoOf('Email'),
      save: pseudoOf('Save'),
    });
    await expectOnlyCatalogueText(
      () => canvas.getByText(pseudoOf('Enter your current password to change your e-mail address')),
      [newAddress],
    );
    await userEvent.type(canvas.getByLabelText(pseudoOf('Current password')), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: pseudoOf('Save') }));
    await expectOnlyCatalogueText(
      () => canvas.getByText(new RegExp(newAddress.replaceAll('.', '\\.'))),
      [savedAddress, newAddress],
    );
  },
};

export const ItalianNewEmail: Story = {
  name: 'In Italian: a new e-mail, its password and the pending address',
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await askForNewAddress(canvas, { edit: 'Modifica profilo', email: 'Email', save: 'Salva' });
    await expect(
      canvas.getByText('Inserisci la tua password attuale per cambiare il tuo indirizzo email'),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Password attuale'), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(
      await canvas.findByText(
        `In attesa di conferma: ${newAddress}. Il tuo indirizzo cambia quando apri il link che abbiamo inviato lì.`,
      ),
    ).toBeVisible();
    await expect(
      await body().findByText(
        `Il tuo indirizzo email resta ${savedAddress} finché non apri il link che abbiamo inviato a ${newAddress}.`,
      ),
    ).toBeVisible();
  },
};

/**
 * Tom as a class account (issue 31): the teacher made it, its address is a placeholder and it
 * keeps no phone or country. The server's answers for him, saving as the server does.
 */
const classPupil = {
  ...fixtures.users.student,
  username: 'tomb42',
  email: 'tomb42@class.invalid',
  country: null,
  phone_number: null,
  email_verified: false,
  pending_email: null,
  class_account: true,
};
let profile = classPupil;

function classAccountHandlers() {
  return [
    mockHttp.get('/users/me', ({ response }) => response(200).json(profile)),
    mockHttp.patch('/users/update-profile', async ({ request, response }) => {
      const { username, first_name, last_name } = await request.json();
      profile = { ...profile, username, first_name, last_name };
      return response(200).json(profile);
    }),
    ...handlers,
  ];
}

/** Each class-account story starts from the pupil as the teacher made him. */
const asClassAccount = {
  args: { as: 'student' },
  parameters: { msw: { handlers: classAccountHandlers() } },
  beforeEach: () => {
    profile = classPupil;
  },
} satisfies Story;

export const ClassAccount: Story = {
  name: 'A class account: no e-mail, phone or country asked, and the page saves',
  // Its end is the view mode that "In Spanish: a class account" photographs.
  tags: ['!screenshot'],
  ...asClassAccount,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Tom Becker' })).toBeVisible();
    await expect(canvas.getByText('tomb42', { selector: 'p' })).toBeVisible();
    await expect(canvas.queryByText('Phone number')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(canvas.queryByRole('textbox', { name: 'Phone number' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    const first = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Tommy');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('heading', { name: 'Tommy Becker' })).toBeVisible();
    await expect(body().getByText('Profile Updated')).toBeVisible();
  },
};

export const ClassAccountEditing: Story = {
  name: 'A class account editing: the address is optional, nothing else asked',
  ...asClassAccount,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    await expect(
      canvas.getByText(
        'Optional: add your own address to sign in with it too. We send it a link to confirm it.',
      ),
    ).toBeVisible();
  },
};

export const PseudoLocaleClassAccount: Story = {
  name: 'Pseudo-locale: a class account, view and edit',
  ...asClassAccount,
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(() => canvas.findByRole('heading', { name: 'Tom Becker' }));
    await userEvent.click(canvas.getByRole('button', { name: pseudoOf('Edit Profile') }));
    await expectOnlyCatalogueText(() =>
      canvas.getByText(
        pseudoOf(
          'Optional: add your own address to sign in with it too. We send it a link to confirm it.',
        ),
      ),
    );
  },
};

export const SpanishClassAccount: Story = {
  name: 'In Spanish: a class account',
  ...asClassAccount,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Tom Becker' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Tu profesor creó esta cuenta para tu clase: no necesita correo electrónico, teléfono ni país.',
      ),
    ).toBeVisible();
  },
};
