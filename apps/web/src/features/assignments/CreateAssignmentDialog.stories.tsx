import { handlers, mockHttp, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import { CreateAssignmentDialog } from './CreateAssignmentDialog';

const meta = {
  title: 'Dialogs/CreateAssignment',
  component: CreateAssignmentDialog,
  parameters: {
    page: true,
    msw: { handlers },
  },
  args: { isOpen: true, onClose: fn(), onSuccess: fn() },
  render: (args) => (
    <ScreenStory as="teacher" path="/assignments">
      <CreateAssignmentDialog {...args} />
    </ScreenStory>
  ),
} satisfies Meta<typeof CreateAssignmentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Create New Alert' });

async function choose(scope: ReturnType<typeof within>, label: string, option: RegExp) {
  await userEvent.click(scope.getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

async function fillForm() {
  const form = within(await dialog());
  await userEvent.click(form.getByRole('textbox', { name: 'Assignment Title' }));
  await userEvent.paste('Week 2 homework');
  await userEvent.click(form.getByRole('textbox', { name: /Description/ }));
  await userEvent.paste('Before Friday.');
  await choose(form, 'Template', /Spanish B1 — Week 1/);
  await choose(form, 'Room', /Spanish B1 — Evening group/);
  await userEvent.click(form.getAllByRole('spinbutton')[0] as HTMLElement);
  await userEvent.keyboard('12152026');
  return form;
}

export const Defaults: Story = {
  name: 'Fields in order with their defaults',
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByRole('textbox', { name: 'Time Limit (minutes)' })).toHaveValue('15');
    await expect(form.getByRole('textbox', { name: 'Attempts' })).toHaveValue('2');
    await expect(form.getByRole('group', { name: 'Time' })).toHaveTextContent(/9.*00.*AM/);
    // After the spec's fields, what each student's sitting shuffles: off unless ticked.
    const questions = form.getByRole('checkbox', { name: 'Shuffle the questions' });
    await expect(questions).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Shuffle the options' })).not.toBeChecked();
    await expect(questions).toHaveAccessibleDescription(/Each student gets their own order/);
    const versions = form.getByRole('checkbox', { name: 'A different version for each student' });
    await expect(versions).not.toBeChecked();
    await expect(versions).toHaveAccessibleDescription(/one version of every exercise/);
  },
};

export const Shuffled: Story = {
  tags: ['!screenshot'],
  name: 'Shuffle the questions and the options, a version each: ticked by mouse and keyboard',
  play: async () => {
    const form = within(await dialog());
    const questions = form.getByRole('checkbox', { name: 'Shuffle the questions' });
    const options = form.getByRole('checkbox', { name: 'Shuffle the options' });
    await userEvent.click(questions);
    await expect(questions).toBeChecked();
    await userEvent.tab();
    await expect(options).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(options).toBeChecked();
    const versions = form.getByRole('checkbox', { name: 'A different version for each student' });
    await userEvent.tab();
    await expect(versions).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(versions).toBeChecked();
  },
};

export const Validation: Story = {
  name: 'Submitting empty: a message beside each field, re-checked on change',
  play: async () => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: 'Create Assignment' }));
    for (const message of [
      'Assignment title is required',
      'Description is required',
      'Please select a template',
      'Please select a room',
      'Please select a date and time',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await userEvent.click(form.getByRole('textbox', { name: 'Assignment Title' }));
    await userEvent.paste('Quiz');
    await waitFor(() => expect(form.queryByText('Assignment title is required')).toBeNull());
    const attempts = form.getByRole('textbox', { name: 'Attempts' });
    await userEvent.clear(attempts);
    await userEvent.tab();
    await expect(await form.findByText('Must be at least 1')).toBeVisible();
  },
};

export const Summary: Story = {
  name: 'Room members note and the Alert Summary',
  play: async () => {
    const form = await fillForm();
    await expect(
      await form.findByText(/This alert will be sent to \d+ user\(s\) in the room/),
    ).toBeVisible();
    const summary = form.getByRole('region', { name: 'Alert Summary' });
    await expect(summary).toHaveTextContent('Week 2 homework');
    await expect(summary).toHaveTextContent('Dec 15, 2026 at 9:00 AM');
  },
};

export const Created: Story = {
  tags: ['!screenshot'],
  name: 'Created and sent: toast with date and user count',
  play: async ({ args }) => {
    const form = await fillForm();
    await userEvent.click(form.getByRole('button', { name: 'Create Assignment' }));
    await expect(
      await within(document.body).findByText('Assignment Created and Sent Successfully!'),
    ).toBeVisible();
    await expect(
      within(document.body).getByText(
        /Scheduled for Dec 15, 2026 at 9:00 AM, sent to \d+ users?\./,
      ),
    ).toBeVisible();
    await expect(args.onSuccess).toHaveBeenCalled();
  },
};

export const EmptyRoom: Story = {
  name: 'A room without users: created, but a warning',
  parameters: { msw: { handlers: [...scenarios.roomWithoutUsers, ...handlers] } },
  play: async ({ args }) => {
    const form = await fillForm();
    await userEvent.click(form.getByRole('button', { name: 'Create Assignment' }));
    await expect(
      await within(document.body).findByText('Assignment created but no users found in the room.'),
    ).toBeVisible();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const MailFailure: Story = {
  tags: ['!screenshot'],
  name: 'Sending the mails fails',
  parameters: { msw: { handlers: [...scenarios.mailFailure, ...handlers] } },
  play: async () => {
    const form = await fillForm();
    await userEvent.click(form.getByRole('button', { name: 'Create Assignment' }));
    await expect(
      await within(document.body).findByText(
        'Failed to create and send assignment. Please try again.',
      ),
    ).toBeVisible();
  },
};

export const LoadingLists: Story = {
  name: 'Templates and rooms loading',
  parameters: { msw: { handlers: [...scenarios.loading, ...handlers] } },
  play: async () => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: /Template/ }));
    await expect(
      await within(document.body).findByRole('option', { name: 'Loading templates...' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Submitting: Story = {
  name: 'While creating: progress, and Escape or a click outside cannot close it',
  parameters: {
    msw: {
      handlers: [
        mockHttp.post('/assignments/create_assignment', () => new Promise<never>(() => {})),
        ...handlers,
      ],
    },
  },
  play: async ({ args }) => {
    const form = await fillForm();
    await userEvent.click(form.getByRole('button', { name: 'Create Assignment' }));
    await expect(await form.findByText('Creating assignment...')).toBeVisible();
    await expect(
      form.getByText('Please wait while we create your assignment and notify the students...'),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(form.queryByRole('button', { name: 'Close' })).toBeNull();

    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body);
    await expect(await dialog()).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** What react-aria says in its date and time fields; it has its own translations. */
const reactAriaDateWords = [
  'Selected Time: 9:00 AM',
  'AM/PM,',
  'month,',
  'day,',
  'year,',
  'hour,',
  'minute,',
  'yyyy',
  'AM',
  'Calendar',
  'Dismiss',
];

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue, messages included',
  globals: pseudoLocale,
  play: async () => {
    const form = within(
      await within(document.body).findByRole('dialog', { name: pseudoOf('Create New Alert') }),
    );
    await userEvent.click(form.getByRole('button', { name: pseudoOf('Create Assignment') }));
    await expect(
      form.getByRole('checkbox', { name: pseudoOf('Shuffle the questions') }),
    ).toBeVisible();
    await expect(
      form.getByRole('checkbox', { name: pseudoOf('Shuffle the options') }),
    ).toBeVisible();
    await expect(
      form.getByRole('checkbox', { name: pseudoOf('A different version for each student') }),
    ).toBeVisible();
    await expectOnlyCatalogueText(
      () => expect(form.getByText(pseudoOf('Please select a room'))).toBeVisible(),
      [
        // The teacher's templates and rooms (in the hidden selects' options).
        'Spanish B1 — Week 1 — Spanish B1',
        'A2 — Warm-up —  A2',
        'French C1 Literature',
        'A2 Conversation',
        'Spanish B1 — Evening group',
        // react-aria's own words of the date and time fields, in the locale it is given.
        ...reactAriaDateWords,
      ],
    );
  },
};

export const French: Story = {
  name: 'In French, after submitting empty',
  globals: { locale: 'fr' },
  play: async () => {
    const form = within(
      await within(document.body).findByRole('dialog', { name: 'Nouveau devoir' }),
    );
    await userEvent.click(form.getByRole('button', { name: 'Créer un devoir' }));
    await expect(form.getByText('Le titre du devoir est obligatoire')).toBeVisible();
    await expect(form.getByText('Veuillez choisir une date et une heure')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Mélanger les questions' })).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Mélanger les options' })).toBeVisible();
    await expect(
      form.getByRole('checkbox', { name: 'Une version différente pour chaque élève' }),
    ).toBeVisible();
  },
};
